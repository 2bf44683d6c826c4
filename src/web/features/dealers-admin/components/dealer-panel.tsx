import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_KEYS } from '#core/constants.ts';
import type { TAdminDealerDetail, TCommissionRuleInput } from '#core/contracts/dealers.ts';
import { DEALER_STATES, type TDealerState } from '#core/workflow/dealer-machine.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { formatDateTime, formatSatangThb } from '../../../lib/format.ts';
import { actorLabel, categoryLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  changeDealerStatus,
  dealersAdminKeys,
  getDealer,
  setDealerCommission,
} from '../api/dealers-admin-api.ts';
import { DEALER_TONES } from '../dealer-tones.ts';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'errors.internal');

/** One shop: profile and contact, the steps allowed now, the commission rules, history, its requests. */
export function DealerPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const { language: locale } = useLanguage();
  const statusLabel = (status: string) =>
    (DEALER_STATES as readonly string[]).includes(status) ? t(`dealersAdmin.status.${status}`) : status;
  const detail = useQuery({ queryKey: dealersAdminKeys.detail(id), queryFn: () => getDealer(id) });
  if (detail.isPending) return <SkeletonRows />;
  if (detail.isError)
    return <ErrorBox messageKey={messageOf(detail.error)} onRetry={() => void detail.refetch()} />;
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
              {step.fromStatus ? `${statusLabel(step.fromStatus)} → ` : ''}
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
  const [error, setError] = useState<string | null>(null);
  // Rejecting and suspending stop the shop (its code at once): asked again first.
  const [confirming, setConfirming] = useState<'rejected' | 'suspended' | null>(null);
  const mutation = useMutation({
    mutationFn: (to: TDealerState) =>
      changeDealerStatus(dealer.id, {
        to,
        version: dealer.version,
        ...(to === 'approved' && dealer.status === 'pending' ? { code } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: (next) => {
      client.setQueryData(dealersAdminKeys.detail(dealer.id), next);
      void client.invalidateQueries({ queryKey: [...dealersAdminKeys.all, 'list'] });
      setError(null);
      setReason('');
      setConfirming(null);
      toast.ok('dealersAdmin.saved');
    },
    onError: (failure) => {
      setError(messageOf(failure));
      setConfirming(null);
    },
  });
  const needsReason = dealer.allowedTransitions.some(
    (step) => step.to === 'rejected' || step.to === 'suspended',
  );
  if (dealer.allowedTransitions.length === 0) return null;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      {dealer.status === 'pending' && (
        <div>
          <label className={labelClass} htmlFor="dealer-code-input">
            {t('dealersAdmin.code')}
          </label>
          <input
            id="dealer-code-input"
            className={`${inputClass} font-mono uppercase`}
            value={code}
            maxLength={16}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </div>
      )}
      {needsReason && (
        <div>
          <label className={labelClass} htmlFor="dealer-reason-input">
            {t('dealersAdmin.reasonLabel')}
          </label>
          <input
            id="dealer-reason-input"
            className={inputClass}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {dealer.allowedTransitions.map((step) => (
          <button
            key={step.to}
            type="button"
            disabled={mutation.isPending}
            className={step.to === 'approved' ? buttonClass.primary : buttonClass.danger}
            onClick={() =>
              step.to === 'rejected' || step.to === 'suspended'
                ? setConfirming(step.to)
                : mutation.mutate(step.to)
            }
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

/** The shop's commission rules: each row's category, kind and amount labelled, with its unit (% or THB). */
function CommissionEditor({ dealer }: { dealer: TAdminDealerDetail }) {
  const { t } = useTranslation();
  const idBase = useId();
  const toast = useConsoleToast();
  const client = useQueryClient();
  const [rules, setRules] = useState<TCommissionRuleInput[]>(dealer.commissionRules);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => setDealerCommission(dealer.id, rules),
    onSuccess: (next) => {
      client.setQueryData(dealersAdminKeys.detail(dealer.id), next);
      setError(null);
      toast.ok('dealersAdmin.saved');
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const update = (index: number, patch: Partial<TCommissionRuleInput>) =>
    setRules((current) => current.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));
  return (
    <div>
      <h3 className="text-sm font-semibold">{t('dealersAdmin.commission')}</h3>
      <ul className="mt-2 space-y-2">
        {rules.map((rule, index) => {
          const id = `${idBase}-rule-${index}`;
          const unit = rule.kind === 'percent' ? '%' : t('dealersAdmin.bahtUnit');
          return (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={`${id}-category`} className={labelClass}>
                  {t('dealersAdmin.category')}
                </label>
                <select
                  id={`${id}-category`}
                  className={`${inputClass} w-36!`}
                  value={rule.category}
                  onChange={(event) =>
                    update(index, { category: event.target.value as TCommissionRuleInput['category'] })
                  }
                >
                  <option value="*">{t('dealersAdmin.anyCategory')}</option>
                  {CATEGORY_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {categoryLabel(t, key)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-kind`} className={labelClass}>
                  {t('dealersAdmin.kind')}
                </label>
                <select
                  id={`${id}-kind`}
                  className={`${inputClass} w-52!`}
                  value={rule.kind}
                  onChange={(event) =>
                    update(index, { kind: event.target.value as TCommissionRuleInput['kind'] })
                  }
                >
                  <option value="percent">{t('dealersAdmin.percent')}</option>
                  <option value="fixed">{t('dealersAdmin.fixed')}</option>
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-value`} className={labelClass}>
                  {rule.kind === 'percent' ? t('dealersAdmin.percentValue') : t('dealersAdmin.fixedValue')}
                </label>
                <span className="flex items-center gap-1.5">
                  <input
                    id={`${id}-value`}
                    className={`${inputClass} w-24! text-right`}
                    inputMode="decimal"
                    value={rule.kind === 'percent' ? String(rule.percentBp / 100) : String(rule.fixedThb)}
                    onChange={(event) => {
                      const value = Number(event.target.value.replace(/[^\d.]/g, '')) || 0;
                      if (rule.kind === 'percent') update(index, { percentBp: Math.round(value * 100) });
                      else update(index, { fixedThb: Math.round(value) });
                    }}
                  />
                  <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
                    {unit}
                  </span>
                </span>
              </div>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setRules(rules.filter((_, at) => at !== index))}
              >
                {t('dealersAdmin.removeRule')}
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            setRules([
              ...rules,
              { category: rules.length === 0 ? '*' : 'phone', kind: 'percent', percentBp: 200, fixedThb: 0 },
            ])
          }
        >
          {t('dealersAdmin.addRule')}
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('dealersAdmin.saveCommission')}
        </button>
      </div>
    </div>
  );
}
