import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ZAdminDealerStatusSchema,
  type TAdminDealerDetail,
  type TAdminDealerStatusInput,
} from '#core/contracts/dealers.ts';
import { DEALER_STATES, type TDealerState } from '#core/workflow/dealer-machine.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, panelClass } from '../../../components/console/console-styles.ts';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { formatDateTime, formatSatangThb } from '../../../lib/format.ts';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { errorKey } from '../../../lib/api.ts';
import { changeDealerStatus, dealersAdminKeys, getDealer } from '../api/dealers-admin-api.ts';
import { DEALER_TONES } from '../dealer-tones.ts';
import { CommissionEditor } from './commission-editor.tsx';
import { Arrow } from '../../../components/arrow.tsx';

/** One shop: profile and contact, the steps allowed now, the commission rules, history, its requests. */
export function DealerPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const { language: locale } = useLanguage();
  const statusLabel = (status: string) =>
    (DEALER_STATES as readonly string[]).includes(status) ? t(`dealersAdmin.status.${status}`) : status;
  const detail = useQuery({ queryKey: dealersAdminKeys.detail(id), queryFn: () => getDealer(id) });
  if (detail.isPending) return <SkeletonRows />;
  if (detail.isError)
    return <ErrorBox messageKey={errorKey(detail.error)} onRetry={() => void detail.refetch()} />;
  const dealer = detail.data;
  return (
    <section className={`${panelClass} space-y-4 p-4`} data-testid="dealer-panel">
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">{dealer.shopName}</h2>
        <StatusBadge tone={DEALER_TONES[dealer.status]}>
          {t(`dealersAdmin.status.${dealer.status}`)}
        </StatusBadge>
        {dealer.code && (
          <code className="font-mono font-semibold" data-testid="dealer-code">
            {dealer.code}
          </code>
        )}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('dealersAdmin.contact')}</dt>
        <dd className="break-words">
          {dealer.displayName} · {dealer.email ?? dealer.accountPhone} · {dealer.phone}
        </dd>
        <dt className="text-slate-600">{t('dealersAdmin.address')}</dt>
        <dd className="break-words">{dealer.address}</dd>
        {dealer.statusReason && (
          <>
            <dt className="text-slate-600">{t('dealersAdmin.reason')}</dt>
            <dd>{dealer.statusReason}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('dealersAdmin.requests')}</dt>
        <dd>
          {dealer.code ? (
            <Link
              className="text-brand-700 underline"
              to={`/admin?tab=requests&dealerCode=${encodeURIComponent(dealer.code)}`}
            >
              {t('dealersAdmin.requestsLink', { count: dealer.requestCount })}
            </Link>
          ) : (
            '0'
          )}
        </dd>
        <dt className="text-slate-600">{t('dealersAdmin.commissionTotal')}</dt>
        <dd>{formatSatangThb(t, dealer.commissionTotalSatang)}</dd>
      </dl>
      <StatusActions dealer={dealer} />
      <CommissionEditor dealer={dealer} />
      <div>
        <h3 className="text-sm font-semibold">{t('dealersAdmin.history')}</h3>
        <ol className="mt-1 space-y-1 text-xs text-slate-700">
          {dealer.history.map((step, index) => (
            <li key={index}>
              {formatDateTime(step.at, locale)} ·{' '}
              {step.fromStatus ? (
                <>
                  {statusLabel(step.fromStatus)} <Arrow /> <span className="sr-only">→ </span>
                </>
              ) : null}
              {statusLabel(step.toStatus)} · {actorLabel(t, step.actor)}
              {typeof step.evidence.reason === 'string' ? ` · ${step.evidence.reason}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function StatusActions({ dealer }: { dealer: TAdminDealerDetail }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const client = useQueryClient();
  const [code, setCode] = useState(dealer.code ?? dealer.suggestedCode ?? '');
  const [reason, setReason] = useState('');
  const form = useFormErrors(fieldIn(['code', 'reason']), (field) => `dealer-${field}-input`);
  // Rejecting and suspending stop the shop (its code at once): asked again first.
  const [confirming, setConfirming] = useState<'rejected' | 'suspended' | null>(null);
  const bodyFor = (to: TDealerState): TAdminDealerStatusInput => ({
    to,
    version: dealer.version,
    ...(to === 'approved' && dealer.status === 'pending' ? { code } : {}),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  });
  const mutation = useMutation({
    mutationFn: (to: TDealerState) => changeDealerStatus(dealer.id, bodyFor(to)),
    onSuccess: (next) => {
      client.setQueryData(dealersAdminKeys.detail(dealer.id), next);
      void client.invalidateQueries({ queryKey: [...dealersAdminKeys.all, 'list'] });
      form.reset();
      setReason('');
      setConfirming(null);
      toast.ok('dealersAdmin.saved');
    },
    onError: (failure) => {
      form.fail(failure);
      setConfirming(null);
    },
  });
  // The endpoint's schema first (a code like BKK-SIAM01, a reason to reject or suspend): nothing is asked
  // or sent that it refuses.
  function choose(to: TDealerState) {
    if (!form.check(ZAdminDealerStatusSchema, bodyFor(to))) return;
    if (to === 'rejected' || to === 'suspended') setConfirming(to);
    else mutation.mutate(to);
  }
  const needsReason = dealer.allowedTransitions.some(
    (step) => step.to === 'rejected' || step.to === 'suspended',
  );
  if (dealer.allowedTransitions.length === 0) return null;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      {dealer.status === 'pending' && (
        <ConsoleField id="dealer-code-input" label={t('dealersAdmin.code')} error={form.errors.code}>
          <input
            className={`${inputClass} font-mono uppercase`}
            value={code}
            maxLength={16}
            {...describedBy('dealer-code-input', form.errors.code)}
            onChange={(event) => (setCode(event.target.value.toUpperCase()), form.clear('code'))}
          />
        </ConsoleField>
      )}
      {needsReason && (
        <ConsoleField
          id="dealer-reason-input"
          label={t('dealersAdmin.reasonLabel')}
          error={form.errors.reason}
        >
          <input
            className={inputClass}
            value={reason}
            maxLength={500}
            {...describedBy('dealer-reason-input', form.errors.reason)}
            onChange={(event) => (setReason(event.target.value), form.clear('reason'))}
          />
        </ConsoleField>
      )}
      {form.message && <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>}
      <div className="flex flex-wrap gap-2">
        {dealer.allowedTransitions.map((step) => (
          <button
            key={step.to}
            type="button"
            disabled={mutation.isPending}
            className={step.to === 'approved' ? buttonClass.primary : buttonClass.danger}
            onClick={() => choose(step.to)}
          >
            {t(
              `dealersAdmin.action.${dealer.status === 'suspended' && step.to === 'approved' ? 'reinstate' : step.to}`,
            )}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t(`dealersAdmin.confirm.${confirming ?? 'suspended'}`, { shop: dealer.shopName })}
        text={t('dealersAdmin.confirm.text')}
        confirmLabel={t(`dealersAdmin.action.${confirming ?? 'suspended'}`)}
        danger
        busy={mutation.isPending}
        onConfirm={() => confirming && mutation.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
