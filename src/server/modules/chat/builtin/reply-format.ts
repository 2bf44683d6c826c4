import { modelTitle } from '#core/device-name.ts';
import type { TCatalogueEntry } from '../chat.repository.ts';

export const formatThb = (amount: number) => new Intl.NumberFormat('en-US').format(amount);

/** 128 → "128 GB", 1024 → "1 TB"; 0 (not applicable) → ''. */
export function sizeLabel(storageGb: number): string {
  if (storageGb === 0) return '';
  return storageGb >= 1024 && storageGb % 1024 === 0 ? `${storageGb / 1024} TB` : `${storageGb} GB`;
}

export function deviceLabel(entry: TCatalogueEntry, storageGb?: number): string {
  const name = modelTitle(entry.brandName, entry.modelName);
  const size = storageGb === undefined ? '' : sizeLabel(storageGb);
  return size ? `${name} ${size}` : name;
}
