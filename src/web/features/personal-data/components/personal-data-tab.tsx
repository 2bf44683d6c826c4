import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  PERSONAL_DATA_KINDS,
  ZPersonalDataKeyBodySchema,
  type TPersonalDataKeyBody,
  type TPersonalDataRequest,
  type TPersonalDataSummary,
} from '#core/contracts/personal-data.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { EmptyState, Notice } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorKey } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/file-download.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { erasePersonalData, exportPersonalData, searchPersonalData } from '../api/personal-data-api.ts';

/**
 * Admin › Personal data (PDPA, decision 038): find one customer's data by a key, download it all as one
 * JSON file, erase it after a confirmation. The answers are kept in this page only (never in the
 * console's cache): they are personal data.
 */
export function PersonalDataTab() {
  const { t } = useTranslation();
  const [found, setFound] = useState<{
    id: number;
    key: string;
    summary: TPersonalDataSummary;
  } | null>(null);
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TPersonalDataKeyBody>(ZPersonalDataKeyBodySchema, {
    fields: ['key'],
    defaultValues: { key: '' },
  });
  const error = errors.key?.message;

  async function find(values: TPersonalDataKeyBody) {
    const summary = await searchPersonalData(values.key);
    // A new id per search: the result below starts afresh (no dialog, no old refusal).
    setFound((previous) => ({ id: (previous?.id ?? 0) + 1, key: values.key, summary }));
  }

  return (
    <div className="grid gap-4">
      <section aria-labelledby="pdpa-title" className={`${panelClass} max-w-3xl p-4`}>
        <h2 id="pdpa-title" className="font-semibold">
          {t('personalData.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('personalData.intro')}</p>
        <form noValidate onSubmit={onSubmit(find)} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-64">
            <ConsoleField
              id="pdpa-key"
              label={t('personalData.keyLabel')}
              hint={t('personalData.keyHint')}
              error={error}
            >
              <input
                {...describedBy('pdpa-key', error, true)}
                autoComplete="off"
                className={inputClass}
                {...register('key')}
              />
            </ConsoleField>
          </div>
          <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} mb-5`}>
            {isSubmitting ? t('personalData.finding') : t('personalData.find')}
          </button>
        </form>
        <FormAlert message={message} />
      </section>
      {found && (
        <Holdings
          key={found.id}
          customerKey={found.key}
          summary={found.summary}
          onChanged={(summary) => setFound({ ...found, summary })}
        />
      )}
    </div>
  );
}

function Holdings({
  customerKey,
  summary,
  onChanged,
}: {
  customerKey: string;
  summary: TPersonalDataSummary;
  onChanged: (summary: TPersonalDataSummary) => void;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const keyText = `${t(`personalData.keyKinds.${summary.key.kind}`)} ${summary.key.masked}`;

  const download = useMutation({
    mutationFn: () => exportPersonalData(customerKey),
    onSuccess: (blob) => {
      saveBlob(blob, `personal-data-${summary.key.masked}.json`);
      toast.ok('personalData.exported');
    },
    onError: (error) => toast.fail(error),
  });
  const erase = useMutation({
    mutationFn: () => erasePersonalData(customerKey),
    onSuccess: (result) => {
      setConfirming(false);
      setConflict(null);
      if (result.erased === 0) toast.ok('personalData.nothingToErase');
      else toast.ok('personalData.erasedToast', { count: result.erased, photos: result.photosDeleted });
      onChanged(result.summary);
    },
    onError: (error) => {
      setConfirming(false);
      setConflict(errorKey(error));
    },
  });

  if (summary.requests.length === 0) {
    return <EmptyState>{t('personalData.nothing', { key: keyText })}</EmptyState>;
  }
  const blocked = summary.requests.some((request) => request.openRecords.length > 0);
  const erasable = summary.requests.some((request) => !request.erased);

  return (
    <section aria-labelledby="pdpa-found" className={`${panelClass} p-4`}>
      <h2 id="pdpa-found" className="font-semibold">
        {t('personalData.found', { key: keyText })}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {PERSONAL_DATA_KINDS.map((kind) => (
          <div key={kind} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`personalData.kinds.${kind}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`pdpa-count-${kind}`}>
              {summary.counts[kind]}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold">{t('personalData.requestsTitle')}</h3>
      <ul className="mt-2 grid gap-2">
        {summary.requests.map((request) => (
          <RequestItem key={request.reference} request={request} />
        ))}
      </ul>
      {conflict && (
        <div className="mt-3">
          <Notice tone="error">{t(conflict)}</Notice>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          className={buttonClass.secondary}
        >
          {download.isPending ? t('personalData.exporting') : t('personalData.export')}
        </button>
        {erasable && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={blocked}
            aria-describedby={blocked ? 'pdpa-blocked' : undefined}
            className={buttonClass.danger}
          >
            {t('personalData.erase')}
          </button>
        )}
        {erasable && blocked && (
          <p id="pdpa-blocked" className="text-sm text-slate-700">
            {t('personalData.eraseBlocked')}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('personalData.confirmTitle')}
        text={t('personalData.confirmText')}
        confirmLabel={erase.isPending ? t('personalData.erasing') : t('personalData.confirmErase')}
        danger
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function RequestItem({ request }: { request: TPersonalDataRequest }) {
  const { t, i18n } = useTranslation();
  const open = request.openRecords.map((kind) => t(`personalData.openKinds.${kind}`)).join(', ');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <Link
        to={{ search: `?tab=requests&ref=${encodeURIComponent(request.reference)}` }}
        className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {request.reference}
      </Link>
      <StatusBadge
        tone={request.status === 'settled' ? 'emerald' : request.status === 'rejected' ? 'slate' : 'amber'}
      >
        {t(`admin.statuses.${request.status}`)}
      </StatusBadge>
      <span className="text-slate-600">{formatDateTime(request.createdAt, i18n.language)}</span>
      <span className="min-w-0 break-words">
        {request.erased ? t('personalData.erased') : `${request.fullName} · ${request.phone}`}
        {request.email && !request.erased ? ` · ${request.email}` : ''}
      </span>
      <span className="min-w-0 break-words text-slate-600">{request.deviceDescription}</span>
      <span className="ms-auto">
        {open ? (
          <StatusBadge tone="amber">{t('personalData.openBecause', { records: open })}</StatusBadge>
        ) : request.erased ? (
          <StatusBadge tone="slate">{t('personalData.erased')}</StatusBadge>
        ) : (
          <StatusBadge tone="emerald">{t('personalData.erasable')}</StatusBadge>
        )}
      </span>
    </li>
  );
}
