import type { TSheetUnpriced } from '#core/contracts/catalogue-sheet.ts';
import { missingPrices, type TPriceCell } from '#core/price-grid.ts';
import { GRADES } from '#core/questionnaire.ts';
import { refKey, type TResolved } from './sheet-resolve.ts';

/**
 * The active models of active brands that would lack a price once the file is applied (the file is the
 * whole catalogue, decision 011, so its Prices sheet is all the prices there will be): customers are
 * offered only their complete sizes (issue 16). In the Models sheet's order.
 */
export function unpricedModels(resolved: TResolved): TSheetUnpriced[] {
  const cells = new Map<string, Pick<TPriceCell, 'storageGb' | 'grade'>[]>();
  for (const { input, model } of resolved.prices) {
    const key = refKey(model.ref);
    const list = cells.get(key) ?? [];
    for (const grade of GRADES) {
      if (input.prices[grade] !== null) list.push({ storageGb: input.storageGb, grade });
    }
    cells.set(key, list);
  }
  const unpriced: TSheetUnpriced[] = [];
  for (const { input, ref, brand } of resolved.models) {
    if (!input.isActive || !brand.input.isActive) continue;
    const missing = missingPrices(input.storageOptions, cells.get(refKey(ref)) ?? []);
    if (missing.length === 0) continue;
    unpriced.push({
      id: 'id' in ref ? ref.id : null,
      row: input.row,
      label: `${brand.input.name} ${input.name}`,
      missing,
      offered: missing.length < input.storageOptions.length,
    });
  }
  return unpriced.sort((a, b) => a.row - b.row);
}
