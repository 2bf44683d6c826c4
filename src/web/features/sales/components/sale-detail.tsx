import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getSale, salesKeys } from '../api/sales-api.ts';
import { DocumentBadge, PrintButtons } from './document-parts.tsx';
import { CancelDialog, ReturnDialog } from './sale-change-dialogs.tsx';
import { SalePaymentsList } from './sale-payments-list.tsx';
import { Baht } from '../../../components/baht.tsx';
import { Arrow } from '../../../components/arrow.tsx';

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
          <Arrow direction="left" /> {t('salesConsole.detail.back')}
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
