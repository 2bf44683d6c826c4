import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TWarehousePassport } from '#core/contracts/warehouse.ts';
import { WIPE_METHODS } from '#core/inspection.ts';
import { HistoryTimeline } from '../../../components/console/record/history-timeline.tsx';
import { RecordPage } from '../../../components/console/record/record-page.tsx';
import { RecordSection, SummaryFields } from '../../../components/console/record/record-section.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getPassport } from '../api/warehouse-api.ts';
import { warehouseKeys } from '../api/warehouse-keys.ts';
import { ItemStatusBadge, useItemText } from './item-cells.tsx';
import { LabelButtons } from './label-buttons.tsx';

/**
 * An item's device passport (issue 18, point 9): the device, where it stands, its inspection and data
 * wipe, what it cost, and every step from the customer's request to the shelf. The label's QR opens it.
 */
export function ItemPassport({ id }: { id: number }) {
  const { t } = useTranslation();
  const passport = useQuery({ queryKey: warehouseKeys.passport(id), queryFn: () => getPassport(id) });
  const item = passport.data;
  return (
    <RecordPage
      back={{
        to: {
          pathname: '/warehouse',
          search: item && item.status !== 'pending' ? `?status=${item.status}` : '',
        },
        label: t('warehouseConsole.passport.back'),
      }}
      title={item?.code ?? `WH-${String(id).padStart(6, '0')}`}
      badge={item && <ItemStatusBadge status={item.status} />}
      errorKey={passport.isError ? errorKey(passport.error) : null}
      onRetry={() => void passport.refetch()}
      loaded={item !== undefined}
      main={() => <PassportMain item={item!} />}
      aside={() => (
        <HistoryTimeline
          title={t('warehouseConsole.passport.history')}
          entries={item!.history.map((step) => ({
            from: step.from === null ? null : `${step.record}:${step.from}`,
            to: `${step.record}:${step.to}`,
            who: step.by,
            at: step.at,
            note:
              [
                step.evidence.location
                  ? `${t('warehouseConsole.columns.location')}: ${step.evidence.location}`
                  : '',
                step.note ?? '',
              ]
                .filter(Boolean)
                .join('\n') || null,
          }))}
          stateLabel={(state) => {
            const [record, value] = state.split(':');
            return record === 'tradeIn'
              ? `${t('warehouseConsole.passport.request')}: ${t(`admin.statuses.${value}`)}`
              : `${t('warehouseConsole.passport.item')}: ${t(`warehouseConsole.statuses.${value}`)}`;
          }}
        />
      )}
    />
  );
}

function PassportMain({ item }: { item: TWarehousePassport }) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const thb = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? null : formatThb(t, amount, i18n.language);
  // What was paid for the item only when the server gave it (COST_READERS, issue 28 item 3).
  const costRows = (rows: [string, ReactNode][]) => (item.showsCost ? rows : []);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <LabelButtons selected={[item]} light />
      </div>
      <RecordSection title={t('warehouseConsole.passport.device')}>
        <SummaryFields
          rows={[
            [t('warehouseConsole.columns.model'), item.model],
            [t('warehouseConsole.passport.customerWords'), item.customerDescription],
            [t('warehouseConsole.columns.storage'), text.storage(item.storageGb)],
            [t('warehouseConsole.columns.grade'), text.grade(item.grade)],
            [
              t('warehouseConsole.passport.category'),
              item.category ? t(`wizard.category.${item.category}`) : null,
            ],
            [
              t('warehouseConsole.columns.imei'),
              item.imeiSerial ? <span className="font-mono">{item.imeiSerial}</span> : null,
            ],
          ]}
        />
      </RecordSection>
      <RecordSection title={t('warehouseConsole.passport.stock')}>
        <SummaryFields
          rows={[
            [t('warehouseConsole.columns.location'), item.location],
            ...costRows([
              [
                t('warehouseConsole.columns.cost'),
                item.costSatang === undefined ? null : text.cost(item.costSatang),
              ],
            ]),
            [t('warehouseConsole.columns.vat'), text.vat(item.vatScheme)],
            [t('warehouseConsole.columns.reference'), <span className="font-mono">{item.reference}</span>],
            [t('warehouseConsole.columns.createdAt'), formatDateTime(item.createdAt, i18n.language)],
          ]}
        />
      </RecordSection>
      <RecordSection title={t('warehouseConsole.passport.inspection')}>
        <SummaryFields
          rows={[
            ...costRows([
              [t('warehouseConsole.passport.offered'), thb(item.inspection.offeredThb)],
              [t('warehouseConsole.passport.actualPrice'), thb(item.inspection.actualPriceThb)],
            ]),
            [t('warehouseConsole.columns.grade'), text.grade(item.inspection.grade)],
            [
              t('warehouseConsole.passport.inspectedAt'),
              item.inspection.inspectedAt ? formatDateTime(item.inspection.inspectedAt, i18n.language) : null,
            ],
            [t('warehouseConsole.passport.inspectedBy'), actorLabel(t, item.inspection.inspectedBy)],
          ]}
        />
      </RecordSection>
      <RecordSection title={t('warehouseConsole.passport.wipe')}>
        {item.wipe ? (
          <SummaryFields
            rows={[
              [
                t('warehouseConsole.passport.wipeMethod'),
                // The engineer console's names of the methods (the code itself when unknown).
                (WIPE_METHODS as readonly string[]).includes(item.wipe.method)
                  ? t(`engineerConsole.wipe.methods.${item.wipe.method}`)
                  : item.wipe.method,
              ],
              [t('warehouseConsole.passport.wipeAt'), formatDateTime(item.wipe.at, i18n.language)],
              [t('warehouseConsole.passport.inspectedBy'), actorLabel(t, item.wipe.by)],
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('warehouseConsole.passport.noWipe')}</p>
        )}
      </RecordSection>
    </>
  );
}
