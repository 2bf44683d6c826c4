import type { TLocale } from '#core/constants.ts';
import { formatAmount } from '../../lib/format.ts';

/**
 * The first formatter of a locale loads its data (tens of ms on a cheap phone): made a moment after the
 * condition step has painted, while the customer reads the first question, not on "See my price".
 */
export function warmFormats(locale: TLocale): () => void {
  let idle: number | undefined;
  const warm = () => {
    formatAmount(0, locale);
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(warm, { timeout: 2000 });
    else warm();
  }, 1500);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** A purchase year as Thai customers say it (Buddhist era, with the Western year beside it). */
export function formatYear(year: number, locale: TLocale): string {
  return locale === 'th' ? `${year + 543} (${year})` : String(year);
}
