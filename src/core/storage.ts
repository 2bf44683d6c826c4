import { STORAGE_NOT_APPLICABLE } from './constants.ts';

/** 64 → "64 GB", 1024 → "1 TB"; 0 is "not applicable" and has no size label. */
export function formatStorage(gb: number): string | null {
  if (gb === STORAGE_NOT_APPLICABLE) return null;
  if (gb >= 1024 && gb % 1024 === 0) return `${gb / 1024} TB`;
  return `${gb} GB`;
}
