import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TSale } from '#core/contracts/sales.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import {
  buttonClass,
  checkboxClass,
  inputClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { cancelSale, getSale, returnItems, salesKeys } from '../api/sales-api.ts';
import { DocumentBadge, PrintButtons } from './document-parts.tsx';
import { SalePaymentsList } from './sale-payments-list.tsx';
import { Baht } from '../../../components/baht.tsx';

const SALE_TONES = { sold: 'emerald', returned: 'amber', cancelled: 'red' } as const;

/** A sale: its items and VAT, documents (print, copy), delivery, history; cancel and return. */
export function SaleDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const sale = useQuery({ queryKey: salesKeys.sale(id), queryFn: () => getSale(id) });
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <div className="grid gap-4">
      <div>
        <button type="button" className={buttonClass.secondary} onClick={onBack}>
          ← {t('salesConsole.detail.back')}
        </button>
      </div>
      {sale.isPending ? (
        <SkeletonRows rows={4} />
      ) : sale.isError ? (
        <ErrorBox messageKey={errorKey(sale.error)} onRetry={() => void sale.refetch()} />
      ) : (
        <>
          <section className={`${panelClass} grid gap-2 p-4`}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-bold">
                {t('salesConsole.detail.title', { number: sale.data.documents[0]?.number ?? id })}
              </h2>
              <StatusBadge tone={SALE_TONES[sale.data.status]}>
                {t(`salesConsole.saleStatus.${sale.data.status}`)}
              </StatusBadge>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-600">{t('salesConsole.sale.customerName')}</dt>
              <dd>{sale.data.customerName}</dd>
              <dt className="text-slate-600">{t('salesConsole.sale.customerContact')}</dt>
              <dd>{sale.data.customerContact}</dd>
              <dt className="text-slate-600">{t('salesConsole.detail.kind')}</dt>
              <dd>{t(`salesConsole.kind.${sale.data.kind}`)}</dd>
              {sale.data.payments.length === 0 && (
                <>
                  <dt className="text-slate-600">{t('salesConsole.sale.paymentMethod')}</dt>
                  <dd>{t(`salesConsole.payment.${sale.data.paymentMethod}`)}</dd>
                </>
              )}
              <dt className="text-slate-600">{t('salesConsole.sale.handover')}</dt>
              <dd>
                {t(`salesConsole.handover.${sale.data.handover}`)}
                {sale.data.shippingAddress ? ` — ${sale.data.shippingAddress}` : ''}
                {sale.data.delivery ? ` (${t(`logisticsConsole.status.${sale.data.delivery.status}`)})` : ''}
              </dd>
              <dt className="text-slate-600">{t('salesConsole.detail.soldAt')}</dt>
              <dd>{date(sale.data.soldAt)}</dd>
              {sale.data.notes && (
                <>
                  <dt className="text-slate-600">{t('salesConsole.sale.notes')}</dt>
                  <dd>{sale.data.notes}</dd>
                </>
              )}
            </dl>
            {sale.data.status === 'sold' && (
              <div className="flex flex-wrap gap-2 pt-2">
                {sale.data.returnable && (
                  <button type="button" className={buttonClass.secondary} onClick={() => setDialog('return')}>
                    {t('salesConsole.detail.return')}
                  </button>
                )}
                <button type="button" className={buttonClass.danger} onClick={() => setDialog('cancel')}>
                  {t('salesConsole.detail.cancel')}
                </button>
              </div>
            )}
          </section>
          <section className={`${panelClass} overflow-x-auto p-4`}>
            <h3 className="mb-2 font-semibold">{t('salesConsole.sale.items')}</h3>
            <table className="w-full min-w-[32rem] text-sm">
              <thead className="text-left text-xs text-slate-600">
                <tr>
                  <th className="py-1">{t('salesConsole.inventory.model')}</th>
                  <th>{t('salesConsole.inventory.vat')}</th>
                  <th className="text-right">{t('salesConsole.sale.price')}</th>
                  <th className="text-right">{t('salesConsole.documents.vat')}</th>
                </tr>
              </thead>
              <tbody>
                {sale.data.lines.map((line) => (
                  <tr key={line.id} className="border-t border-slate-100">
                    <td className="py-1">
                      {line.description}
                      {line.imeiLast4 ? (
                        <span className="ml-1 font-mono text-xs text-slate-600">…{line.imeiLast4}</span>
                      ) : null}
                      {line.returnedAt ? (
                        <StatusBadge tone="amber">{t('salesConsole.detail.returned')}</StatusBadge>
                      ) : null}
                    </td>
                    <td>{t(`salesConsole.vatScheme.${line.vatScheme}`)}</td>
                    <td className="text-right">
                      <Baht satang={line.priceSatang} />
                    </td>
                    <td className="text-right">
                      <Baht satang={line.vatSatang} />
                    </td>
                  </tr>
                ))}
                <tr className="border-t border-slate-300 font-semibold">
                  <td colSpan={2}>{t('salesConsole.documents.total')}</td>
                  <td className="text-right">
                    <Baht satang={sale.data.totalSatang} />
                  </td>
                  <td className="text-right">
                    <Baht satang={sale.data.vatSatang} />
                  </td>
                </tr>
              </tbody>
            </table>
          </section>
          <SalePaymentsList payments={sale.data.payments} />
          <section className={`${panelClass} grid gap-2 p-4`}>
            <h3 className="font-semibold">{t('salesConsole.tabs.documents')}</h3>
            {sale.data.documents.map((doc) => (
              <div key={doc.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono font-medium">{doc.number}</span>
                <span>{t(`salesConsole.documentType.${doc.type}`)}</span>
                <Baht satang={doc.totalSatang} />
                <DocumentBadge document={doc} />
                {doc.reversesNumber && <span className="text-slate-600">↩ {doc.reversesNumber}</span>}
                <PrintButtons document={doc} />
              </div>
            ))}
          </section>
          <section className={`${panelClass} p-4`}>
            <h3 className="mb-2 font-semibold">{t('salesConsole.detail.history')}</h3>
            <ol className="grid gap-1 text-sm">
              {sale.data.history.map((step, index) => (
                <li key={index}>
                  <span className="tabular-nums text-slate-600">{date(step.at)}</span> ·{' '}
                  {t(`salesConsole.saleStatus.${step.to}`)} · {actorLabel(t, step.by)}
                  {step.evidence.reason ? ` — ${String(step.evidence.reason)}` : ''}
                </li>
              ))}
            </ol>
          </section>
          {dialog === 'cancel' && <CancelDialog sale={sale.data} onClose={() => setDialog(null)} />}
          {dialog === 'return' && <ReturnDialog sale={sale.data} onClose={() => setDialog(null)} />}
        </>
      )}
    </div>
  );
}

function useSaleChange<TBody>(
  sale: TSale,
  call: (body: TBody) => Promise<TSale>,
  okKey: string,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  return useMutation({
    mutationFn: call,
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.sale(sale.id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      toast.ok(okKey);
      onClose();
    },
  });
}

function CancelDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const mutation = useSaleChange(
    sale,
    (body: { version: number; reason: string }) => cancelSale(sale.id, body),
    'salesConsole.detail.cancelled',
    onClose,
  );
  const error = mutation.error ? errorKey(mutation.error) : undefined;
  return (
    <ConfirmDialog
      open
      title={t('salesConsole.detail.cancelTitle')}
      text={t('salesConsole.detail.cancelText')}
      confirmLabel={t('salesConsole.detail.cancel')}
      cancelLabel={t('salesConsole.detail.keepSale')}
      danger
      busy={mutation.isPending}
      confirmDisabled={!reason.trim()}
      onConfirm={() => mutation.mutate({ version: sale.version, reason })}
      onCancel={onClose}
    >
      <div className="mt-3">
        <ConsoleField id="cancel-reason" label={t('salesConsole.detail.reason')} error={error}>
          <textarea
            {...describedBy('cancel-reason', error)}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
          />
        </ConsoleField>
      </div>
    </ConfirmDialog>
  );
}

function ReturnDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useAuthState().session?.user.roles ?? [];
  const mayShelve = roles.includes('admin') || roles.includes('warehouse');
  const open = sale.lines.filter((line) => !line.returnedAt);
  const [chosen, setChosen] = useState<number[]>(open.length === 1 ? [open[0]!.itemId] : []);
  const [reason, setReason] = useState('');
  const [disposition, setDisposition] = useState<'warehouse' | 'restock' | 'writeOff'>('warehouse');
  const [location, setLocation] = useState('');
  const mutation = useSaleChange(
    sale,
    (body: Parameters<typeof returnItems>[1]) => returnItems(sale.id, body),
    'salesConsole.detail.returnedOk',
    onClose,
  );
  const error = mutation.error ? errorKey(mutation.error) : undefined;
  return (
    <ConfirmDialog
      open
      title={t('salesConsole.detail.returnTitle')}
      text={t('salesConsole.detail.returnText')}
      confirmLabel={t('salesConsole.detail.return')}
      busy={mutation.isPending}
      confirmDisabled={!reason.trim() || chosen.length === 0}
      onConfirm={() =>
        mutation.mutate({
          version: sale.version,
          itemIds: chosen,
          reason,
          disposition,
          ...(disposition === 'restock' ? { location } : {}),
        })
      }
      onCancel={onClose}
    >
      <div className="mt-3 grid gap-3">
        <fieldset className="grid gap-1 text-sm">
          {open.map((line) => (
            <label key={line.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={chosen.includes(line.itemId)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, line.itemId]
                      : current.filter((itemId) => itemId !== line.itemId),
                  )
                }
              />
              {line.description} <Baht satang={line.priceSatang} />
            </label>
          ))}
        </fieldset>
        <ConsoleField id="return-reason" label={t('salesConsole.detail.reason')} error={error}>
          <textarea
            {...describedBy('return-reason', error)}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
          />
        </ConsoleField>
        {mayShelve && (
          <ConsoleField id="return-disposition" label={t('salesConsole.detail.disposition')}>
            <select
              id="return-disposition"
              value={disposition}
              onChange={(event) => setDisposition(event.target.value as typeof disposition)}
              className={inputClass}
            >
              {(['warehouse', 'restock', 'writeOff'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`salesConsole.disposition.${value}`)}
                </option>
              ))}
            </select>
          </ConsoleField>
        )}
        {disposition === 'restock' && (
          <ConsoleField id="return-location" label={t('salesConsole.detail.location')}>
            <input
              id="return-location"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              className={inputClass}
            />
          </ConsoleField>
        )}
      </div>
    </ConfirmDialog>
  );
}
