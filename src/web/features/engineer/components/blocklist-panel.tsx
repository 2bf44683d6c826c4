import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TLocale } from '#core/constants.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ZBlocklistCreateSchema } from '#core/contracts/engineer.ts';
import { errorKey } from '../../../lib/api.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { addToBlocklist, listBlocklist, removeFromBlocklist } from '../api/engineer-api.ts';
import { engineerKeys } from '../api/engineer-keys.ts';

/** Admin's IMEI blocklist (reported lost or stolen, each with a note): a small section of the console. */
export function BlocklistPanel() {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: engineerKeys.blocklist(), queryFn: listBlocklist });
  const [imei, setImei] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: engineerKeys.blocklist() });
  const add = useMutation({
    mutationFn: () => addToBlocklist({ imei, note }),
    onSuccess: () => (
      setImei(''),
      setNote(''),
      setProblem(null),
      refresh(),
      toast.ok('engineerConsole.blocklist.added')
    ),
    onError: (error) => setProblem(errorKey(error)),
  });
  const remove = useMutation({ mutationFn: removeFromBlocklist, onSuccess: refresh, onError: toast.fail });
  return (
    <section aria-labelledby="blocklist-title" className={`${panelClass} p-4`}>
      <h2 id="blocklist-title" className="text-lg font-bold">
        {t('engineerConsole.blocklist.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('engineerConsole.blocklist.text')}</p>
      <form
        className="mt-3 grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          // The server's schema first: an empty number or note is said without a request.
          const refused = schemaRefusal(ZBlocklistCreateSchema, { imei, note });
          if (refused) setProblem(refused);
          else add.mutate();
        }}
      >
        <div>
          <label htmlFor="blocklist-imei" className={labelClass}>
            {t('engineerConsole.identity.imei')}
          </label>
          <input
            id="blocklist-imei"
            className={`${inputClass} font-mono`}
            value={imei}
            onChange={(event) => setImei(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="blocklist-note" className={labelClass}>
            {t('engineerConsole.blocklist.note')}
          </label>
          <input
            id="blocklist-note"
            className={inputClass}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className={buttonClass.primary}
          disabled={!imei || !note.trim() || add.isPending}
        >
          {t('engineerConsole.blocklist.add')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {t(problem)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {(list.data?.items ?? []).map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-2 py-2">
            <span className="font-mono font-semibold">{entry.imei}</span>
            <span className="min-w-0 flex-1 break-words">{entry.note}</span>
            <span className="text-xs text-slate-600">
              {actorLabel(t, entry.createdBy)} · {formatDateTime(entry.createdAt, i18n.language as TLocale)}
            </span>
            <button type="button" className={buttonClass.secondary} onClick={() => remove.mutate(entry.id)}>
              {t('engineerConsole.blocklist.remove')}
            </button>
          </li>
        ))}
        {list.data?.items.length === 0 && (
          <li className="py-2 text-slate-600">{t('engineerConsole.blocklist.empty')}</li>
        )}
      </ul>
    </section>
  );
}
