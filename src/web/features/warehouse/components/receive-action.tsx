import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  WAREHOUSE_LOCATION_MAX,
  ZReceiveItemsSchema,
  type TReceiveResult,
  type TWarehouseItem,
} from '#core/contracts/warehouse.ts';
import { buttonClass, inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { errorKey } from '../../../lib/api.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { receiveItems } from '../api/warehouse-api.ts';
import { warehouseKeys } from '../api/warehouse-keys.ts';

/**
 * The bulk bar's "Receive": the selected pending items onto one shelf or bin, in one step on the server.
 * Each item is received whole or not at all; those that were not are listed with the reason.
 */
export function ReceiveAction({
  selected,
  onDone,
}: {
  selected: readonly TWarehouseItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TReceiveResult | null>(null);

  // The list is fetched again only once the dialog closes: the items received leave the page, and the
  // bulk bar (with this dialog) goes with the selection.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warehouseKeys.all });

  function close() {
    setOpen(false);
    setProblem(null);
    if (result) {
      setResult(null);
      onDone();
      refresh();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ids: selected.map((item) => item.id), location, note: note || undefined };
    // The server's schema first: a missing or too long location is said without a request.
    const refused = schemaRefusal(ZReceiveItemsSchema, body);
    if (refused) {
      setProblem(refused);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await receiveItems(body);
      if (answer.failed.length === 0) {
        toast.ok('warehouseConsole.receive.done', {
          count: answer.received.length,
          location: location.trim(),
        });
        setOpen(false);
        onDone();
        refresh();
      } else {
        setResult(answer);
      }
    } catch (error) {
      setProblem(errorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-brand-50"
      >
        {t('warehouseConsole.receive.button')}
      </button>
      <Dialog
        open={open}
        title={t('warehouseConsole.receive.title', { count: selected.length })}
        onClose={close}
      >
        {result ? (
          <div className="grid gap-3 text-sm" data-testid="receive-result">
            <p className="font-semibold">
              {t('warehouseConsole.receive.partial', {
                done: result.received.length,
                count: result.received.length + result.failed.length,
              })}
            </p>
            <ul className="grid max-h-64 gap-1 overflow-y-auto">
              {result.failed.map((item) => (
                <li key={item.id} className="rounded-lg bg-red-50 px-2 py-1 text-red-900">
                  <span className="font-mono font-semibold">{item.code}</span>: {t(item.messageKey)}
                </li>
              ))}
            </ul>
            <div className="flex justify-end">
              <button type="button" onClick={close} className={buttonClass.primary}>
                {t('console.close')}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
            <p className="text-sm text-slate-700">{t('warehouseConsole.receive.text')}</p>
            <div>
              <label htmlFor={`${id}-location`} className={labelClass}>
                {t('warehouseConsole.receive.location')}
              </label>
              <input
                id={`${id}-location`}
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                maxLength={WAREHOUSE_LOCATION_MAX}
                placeholder={t('warehouseConsole.receive.locationPlaceholder')}
                autoComplete="off"
                autoCapitalize="characters"
                aria-invalid={problem?.startsWith('warehouseConsole.errors.location') || undefined}
                className={`${inputClass} font-mono`}
              />
            </div>
            <div>
              <label htmlFor={`${id}-note`} className={labelClass}>
                {t('warehouseConsole.receive.note')}
              </label>
              <input
                id={`${id}-note`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={500}
                className={inputClass}
              />
            </div>
            {problem && (
              <p role="alert" className="text-sm font-medium text-red-800">
                {t(problem)}
              </p>
            )}
            <DialogButtons
              cancelLabel={t('console.cancel')}
              onCancel={close}
              submit={
                <button
                  type="submit"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  className={buttonClass.primary}
                >
                  {t('warehouseConsole.receive.submit', { count: selected.length })}
                </button>
              }
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
