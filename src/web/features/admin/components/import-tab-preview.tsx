import type { ReactNode } from 'react';
import type { TSheetKind, TSheetPreview, TSheetRow } from '#core/contracts/catalogue-sheet.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { MissingPricesList } from './catalogue-price-status.tsx';
import { Arrow } from '../../../components/arrow.tsx';

type TValue = string | number | boolean | null;

const GRADE_FIELDS = new Set(['excellent', 'good', 'fair', 'broken']);

/** A cell value as the admin reads it: prices with separators, yes/no in their language, "—" for none. */
function useFormatValue() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (field: string, value: TValue) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('admin.yes') : t('admin.no');
    if (typeof value === 'number' && GRADE_FIELDS.has(field)) return formatAmount(value, locale);
    return String(value);
  };
}

function Group({
  id,
  title,
  total,
  shown,
  tone,
  lead,
  children,
}: {
  id: string;
  title: string;
  total: number;
  shown: number;
  tone: 'error' | 'plain';
  /** A sentence under the title. */
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border bg-white ${tone === 'error' ? 'border-red-300' : 'border-slate-200'}`}
    >
      <h3 id={id} className={`px-4 pt-3 font-bold ${tone === 'error' ? 'text-red-900' : ''}`}>
        {title} <span className="font-normal text-slate-600">({total})</span>
      </h3>
      {lead && <p className="px-4 pt-1 text-sm text-slate-700">{lead}</p>}
      {/* Wide tables scroll sideways inside their card on a phone; the page does not. */}
      <div className="mt-2 overflow-x-auto" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="w-full text-left text-sm sm:min-w-[36rem]">{children}</table>
      </div>
      {shown < total && (
        <p className="px-4 py-2 text-xs text-slate-600">{t('admin.import.moreRows', { shown, total })}</p>
      )}
    </section>
  );
}

/**
 * Below 640 px a row becomes a small card: each cell on its own line after its column's name (from
 * `data-label`), so a phone reads every field without scrolling sideways.
 */
const th = 'border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-600';
const headRow = 'max-sm:sr-only';
const tr = 'max-sm:block max-sm:border-b max-sm:border-slate-100 max-sm:py-2';
const td =
  'px-4 py-2 align-top sm:border-b sm:border-slate-100 max-sm:flex max-sm:gap-2 max-sm:py-0.5 ' +
  'max-sm:before:w-20 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold ' +
  'max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

/** The preview as four groups: rejected rows first (what to fix), then added, changed and removed. */
export function ImportPreview({ preview }: { preview: TSheetPreview }) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const sheetName = (sheet: TSheetKind) => t(`admin.import.sheets.${sheet}`);
  const field = (name: string) => t(`admin.import.fields.${name}`);
  const rowNumber = (row: number | null) => (row === null ? '—' : String(row));
  const values = (row: TSheetRow) =>
    Object.entries(row.values)
      .filter(([name]) => name !== 'name' && name !== 'brand')
      .map(([name, value]) => `${field(name)}: ${format(name, value)}`)
      .join(' · ');

  const column = (name: string) => t(`admin.import.columns.${name}`);
  /** A body cell that names its column (shown before it on a phone). */
  const cell = (name: string, extra = '') => ({ 'data-label': column(name), className: `${td} ${extra}` });

  const counts = preview.counts;
  const summary = (['added', 'changed', 'removed'] as const).map((group) => {
    const byGroup = counts[group];
    return { group, total: byGroup.brands + byGroup.models + byGroup.prices };
  });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('admin.import.summary')}>
        {summary.map(({ group, total }) => (
          <li key={group} className="rounded-full bg-slate-100 px-3 py-1">
            {t(`admin.import.groups.${group}`)}: <strong>{total}</strong>
          </li>
        ))}
        <li
          className={`rounded-full px-3 py-1 ${counts.rejected > 0 ? 'bg-red-100 text-red-900' : 'bg-slate-100'}`}
        >
          {t('admin.import.groups.rejected')}: <strong>{counts.rejected}</strong>
        </li>
      </ul>

      <Group
        id="import-rejected"
        title={t('admin.import.groups.rejected')}
        total={preview.rejected.total}
        shown={preview.rejected.rows.length}
        tone="error"
      >
        <thead>
          <tr className={headRow}>
            <th className={th}>{column('sheet')}</th>
            <th className={th}>{column('row')}</th>
            <th className={th}>{column('column')}</th>
            <th className={th}>{column('value')}</th>
            <th className={th}>{column('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rejected.rows.map((row, index) => (
            <tr key={index} data-testid="import-rejected-row" className={tr}>
              <td {...cell('sheet')}>{sheetName(row.sheet)}</td>
              <td {...cell('row', 'font-semibold')}>{rowNumber(row.row)}</td>
              <td {...cell('column')}>{row.column ?? '—'}</td>
              <td {...cell('value', 'break-all')}>{row.value ?? (row.label || '—')}</td>
              <td {...cell('reason')}>{t(row.reasonKey)}</td>
            </tr>
          ))}
        </tbody>
      </Group>

      <Group
        id="import-unpriced"
        title={t('admin.import.groups.unpriced')}
        lead={t('admin.import.unpricedLead')}
        total={preview.unpriced.total}
        shown={preview.unpriced.rows.length}
        tone="plain"
      >
        <thead>
          <tr className={headRow}>
            <th className={th}>{column('row')}</th>
            <th className={th}>{column('item')}</th>
            <th className={th}>{column('missing')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.unpriced.rows.map((row) => (
            <tr key={row.row} data-testid="import-unpriced-row" className={tr}>
              <td {...cell('row')}>{row.row}</td>
              <td {...cell('item', 'font-medium')}>
                {row.label}
                {!row.offered && (
                  <span className="ml-2 text-xs font-normal text-amber-900">
                    {t('admin.import.unpricedHidden')}
                  </span>
                )}
              </td>
              <td {...cell('missing')}>
                <MissingPricesList missing={row.missing} />
              </td>
            </tr>
          ))}
        </tbody>
      </Group>

      <Group
        id="import-added"
        title={t('admin.import.groups.added')}
        total={preview.added.total}
        shown={preview.added.rows.length}
        tone="plain"
      >
        <thead>
          <tr className={headRow}>
            <th className={th}>{column('sheet')}</th>
            <th className={th}>{column('row')}</th>
            <th className={th}>{column('item')}</th>
            <th className={th}>{column('values')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.added.rows.map((row, index) => (
            <tr key={index} className={tr}>
              <td {...cell('sheet')}>{sheetName(row.sheet)}</td>
              <td {...cell('row')}>{rowNumber(row.row)}</td>
              <td {...cell('item', 'font-medium')}>{row.label}</td>
              <td {...cell('values')}>{values(row)}</td>
            </tr>
          ))}
        </tbody>
      </Group>

      <Group
        id="import-changed"
        title={t('admin.import.groups.changed')}
        total={preview.changed.total}
        shown={preview.changed.rows.length}
        tone="plain"
      >
        <thead>
          <tr className={headRow}>
            <th className={th}>{column('sheet')}</th>
            <th className={th}>{column('row')}</th>
            <th className={th}>{column('item')}</th>
            <th className={th}>{column('changes')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.changed.rows.map((row, index) => (
            <tr key={index} data-testid="import-changed-row" className={tr}>
              <td {...cell('sheet')}>{sheetName(row.sheet)}</td>
              <td {...cell('row')}>{row.row}</td>
              <td {...cell('item', 'font-medium')}>{row.label}</td>
              <td {...cell('changes')}>
                <ul>
                  {row.changes.map((change) => (
                    <li key={change.field}>
                      {field(change.field)}:{' '}
                      <span className="text-slate-600 line-through">
                        {format(change.field, change.before)}
                      </span>{' '}
                      <Arrow /> <span className="sr-only">→ </span>
                      <strong>{format(change.field, change.after)}</strong>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </Group>

      <Group
        id="import-removed"
        title={t('admin.import.groups.removed')}
        total={preview.removed.total}
        shown={preview.removed.rows.length}
        tone="plain"
      >
        <thead>
          <tr className={headRow}>
            <th className={th}>{column('sheet')}</th>
            <th className={th}>{column('item')}</th>
            <th className={th}>{column('values')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.removed.rows.map((row, index) => (
            <tr key={index} className={tr}>
              <td {...cell('sheet')}>{sheetName(row.sheet)}</td>
              <td {...cell('item', 'font-medium')}>{row.label}</td>
              <td {...cell('values')}>{values(row)}</td>
            </tr>
          ))}
        </tbody>
      </Group>
    </div>
  );
}
