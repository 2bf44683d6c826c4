import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ZPriceProposalDecisionSchema,
  type TAdminRequestDetail,
  type TRequestPrices,
} from '#core/contracts/admin-requests.ts';
import { buttonClass, inputClass, panelClass } from '../../../components/console/console-styles.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { useSearchParamLink } from '../../../components/console/data-table/row-open.tsx';
import { RecordSection, SummaryFields } from '../../../components/console/record/record-section.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { decidePriceProposal, listPriceProposals } from '../api/requests-api.ts';
import { requestKeys } from '../api/request-keys.ts';

const satangToThb = (satang: number) => satang / 100;

/**
 * Offer, inspected price and paid amount side by side, and why they differ (issue 28 item 1, decision
 * 040); a price above the offer waiting for an admin, with the engineer's reason, approved or refused here.
 */
export function PricesSection({
  request,
  onDecided,
  onConflict,
}: {
  request: TAdminRequestDetail;
  onDecided: (next: TAdminRequestDetail, decision: 'approve' | 'refuse') => void;
  onConflict: (error: unknown) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const { prices } = request;
  const thb = (amount: number | null) => (amount === null ? '—' : formatThb(t, amount, lang));
  const paid = prices.paid;
  const paidDiffers =
    paid !== null && prices.inspectedThb !== null && paid.amountSatang !== prices.inspectedThb * 100;
  return (
    <RecordSection title={t('admin.prices.title')}>
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="request-prices">
        {(
          [
            ['offer', thb(prices.offerThb)],
            ['inspected', prices.inspectedThb === null ? t('admin.prices.notYet') : thb(prices.inspectedThb)],
            ['paid', paid ? formatThb(t, satangToThb(paid.amountSatang), lang) : t('admin.prices.notYet')],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs font-semibold text-slate-600">{t(`admin.prices.${key}`)}</dt>
            <dd
              className="mt-0.5 text-sm font-semibold break-words text-slate-900"
              data-testid={`price-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700" data-testid="price-explanation">
        {t(`admin.prices.explanation.${prices.explanation}`, {
          offer: thb(prices.offerThb),
          inspected: thb(prices.inspectedThb),
          proposed: thb(prices.proposal?.proposedThb ?? null),
        })}
      </p>
      {prices.engineerThb !== null && (
        <p className="mt-1 text-xs text-slate-600">
          {t('admin.prices.engineerFound', { amount: thb(prices.engineerThb) })}
        </p>
      )}
      {paid && (
        <p className="mt-1 text-xs text-slate-600">
          {t(`admin.prices.paidBy.${paid.kind}`, { reference: paid.reference ?? '—' })}
        </p>
      )}
      {paidDiffers && (
        <p className="mt-1 text-sm font-semibold text-red-800">{t('admin.prices.paidDiffers')}</p>
      )}
      {prices.proposal && (
        <ProposalCard
          request={request}
          proposal={prices.proposal}
          onDecided={onDecided}
          onConflict={onConflict}
        />
      )}
    </RecordSection>
  );
}

function ProposalCard({
  request,
  proposal,
  onDecided,
  onConflict,
}: {
  request: TAdminRequestDetail;
  proposal: NonNullable<TRequestPrices['proposal']>;
  onDecided: (next: TAdminRequestDetail, decision: 'approve' | 'refuse') => void;
  onConflict: (error: unknown) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const thb = (amount: number) => formatThb(t, amount, lang);
  const [dialog, setDialog] = useState<'approve' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    setDialog(null);
    setReason('');
    setError(undefined);
  }

  async function submit(decision: 'approve' | 'refuse') {
    const body = { decision, version: proposal.version, reason: reason.trim() || undefined };
    const checked = ZPriceProposalDecisionSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const next = await decidePriceProposal(request.reference, body);
      close();
      onDecided(next, decision);
    } catch (failure) {
      if (onConflict(failure)) close();
      else if (failure instanceof ApiError) setError(failure.messageKey);
      else throw failure;
    } finally {
      setBusy(false);
    }
  }

  const waiting = proposal.status === 'pending';
  return (
    <div
      className={`mt-4 ${panelClass} p-3 ${waiting ? 'border-amber-300 bg-amber-50' : ''}`}
      data-testid="price-proposal"
    >
      <h3 className="text-sm font-semibold text-slate-900">
        {t(`admin.prices.proposal.title.${proposal.status}`)}
      </h3>
      <SummaryFields
        rows={[
          [t('admin.prices.offer'), thb(proposal.offeredThb)],
          [t('admin.prices.proposal.proposed'), thb(proposal.proposedThb)],
          [t('admin.prices.proposal.reason'), proposal.reason ?? t('admin.prices.proposal.noReason')],
          [
            t('admin.prices.proposal.by'),
            `${proposal.proposedBy ?? t('admin.prices.proposal.someone')} · ${formatDateTime(proposal.proposedAt, lang)}`,
          ],
          [
            t('admin.prices.proposal.decidedBy'),
            proposal.decidedAt &&
              `${proposal.decidedBy ?? t('admin.prices.proposal.someone')} · ${formatDateTime(proposal.decidedAt, lang)}`,
          ],
          [t('admin.prices.proposal.decisionReason'), proposal.decisionReason],
        ]}
      />
      {waiting && (
        <p className="mt-2 text-xs text-slate-700">
          {t('admin.prices.proposal.meanwhile', { offer: thb(proposal.offeredThb) })}
        </p>
      )}
      {waiting && !proposal.mayDecide && (
        <p className="mt-2 text-xs font-semibold text-slate-700">{t('admin.prices.proposal.notYours')}</p>
      )}
      {proposal.mayDecide && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonClass.primary} onClick={() => setDialog('approve')}>
            {t('admin.prices.proposal.approve')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setDialog('refuse')}>
            {t('admin.prices.proposal.refuse')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog ? t(`admin.prices.proposal.${dialog}Title`) : ''}
        text={
          dialog &&
          t(`admin.prices.proposal.${dialog}Text`, {
            proposed: thb(proposal.proposedThb),
            offer: thb(proposal.offeredThb),
          })
        }
        confirmLabel={dialog ? t(`admin.prices.proposal.${dialog}`) : ''}
        danger={dialog === 'refuse'}
        busy={busy}
        onConfirm={() => dialog && void submit(dialog)}
        onCancel={close}
      >
        <div className="mt-3">
          <ConsoleField
            id="proposal-reason"
            label={t(
              dialog === 'refuse'
                ? 'admin.prices.proposal.refuseReason'
                : 'admin.prices.proposal.approveNote',
            )}
            error={error}
          >
            <textarea
              {...describedBy('proposal-reason', error)}
              className={inputClass}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </ConsoleField>
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** Admin › Trade-in requests: the prices above the offer waiting for an admin, each opening its request. */
export function ProposalsWaiting() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const link = useSearchParamLink('ref');
  const waiting = useQuery({ queryKey: requestKeys.proposals(), queryFn: listPriceProposals });
  const data = waiting.data;
  if (!data || data.count === 0) return null;
  return (
    <section
      className={`${panelClass} border-amber-300 bg-amber-50 p-3`}
      aria-labelledby="proposals-waiting-title"
      data-testid="proposals-waiting"
    >
      <h2 id="proposals-waiting-title" className="text-sm font-semibold text-slate-900">
        {t('admin.prices.waiting.title', { count: data.count })}
      </h2>
      <p className="mt-1 text-xs text-slate-700">{t('admin.prices.waiting.hint')}</p>
      <ul className="mt-2 grid gap-2">
        {data.items.map((item) => {
          const to = link(item.reference);
          return (
            <li key={item.reference}>
              <Link
                to={to.to}
                state={to.state}
                className="block rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-amber-200 hover:bg-amber-100"
              >
                <span className="font-semibold text-brand-700">{item.reference}</span>{' '}
                <span className="text-slate-700">{item.device}</span>
                <span className="block text-slate-800">
                  {t('admin.prices.waiting.amounts', {
                    offer: formatThb(t, item.offeredThb, lang),
                    proposed: formatThb(t, item.proposedThb, lang),
                  })}
                </span>
                {item.reason && <span className="block text-xs text-slate-600">{item.reason}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
