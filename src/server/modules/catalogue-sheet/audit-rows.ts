import type { TSheetKind } from '#core/contracts/catalogue-sheet.ts';
import type { TAuditRow } from './catalogue-sheet.repository.ts';
import type { TChangeSet } from './change-set.ts';

const TARGET: Record<TSheetKind, TAuditRow['targetType']> = {
  brands: 'brand',
  models: 'model',
  prices: 'price',
};

/** A price row's audit target: "modelId:storageGb" (a price has no id a person knows). */
const priceTarget = (modelId: number | null, storage: unknown) =>
  modelId === null ? null : `${modelId}:${String(storage)}`;

/**
 * One audit entry per row the import adds, changes or removes, with the values before and after (the
 * summary entry carries the counts). Brands and models the import adds get their new id at apply time.
 */
export function auditRowsOf(changeSet: TChangeSet): TAuditRow[] {
  const rows: TAuditRow[] = [];
  const addedIndex = { brands: 0, models: 0 };
  for (const row of changeSet.added) {
    const base = { kind: 'added', sheet: row.sheet, row: row.row, label: row.label, after: row.values };
    if (row.sheet === 'prices') {
      rows.push({ targetType: 'price', targetId: priceTarget(row.id, row.values.storage), details: base });
    } else {
      const index = addedIndex[row.sheet]++;
      rows.push({
        targetType: TARGET[row.sheet],
        targetId: null,
        added: { kind: row.sheet === 'brands' ? 'brand' : 'model', index },
        details: base,
      });
    }
  }
  for (const row of changeSet.changed) {
    rows.push({
      targetType: TARGET[row.sheet],
      targetId: row.sheet === 'prices' ? priceTarget(row.id, row.storageGb) : String(row.id),
      details: {
        kind: 'changed',
        sheet: row.sheet,
        row: row.row,
        label: row.label,
        before: Object.fromEntries(row.changes.map((change) => [change.field, change.before])),
        after: Object.fromEntries(row.changes.map((change) => [change.field, change.after])),
      },
    });
  }
  for (const row of changeSet.removed) {
    rows.push({
      targetType: TARGET[row.sheet],
      targetId: row.sheet === 'prices' ? priceTarget(row.id, row.values.storage) : String(row.id),
      details: { kind: 'removed', sheet: row.sheet, label: row.label, before: row.values },
    });
  }
  return rows;
}
