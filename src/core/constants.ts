/** Business constants from the specification (§9) and product decisions. */
export const LOCALES = ['th', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'th';

export const CATEGORY_KEYS = ['phone', 'notebook', 'tablet', 'gadget', 'printer', 'other'] as const;
export type TCategoryKey = (typeof CATEGORY_KEYS)[number];

export const CURRENCY = 'THB';
export const PROVINCIAL_BONUS_THB = 300;
export const MAX_PHOTOS = 5;
export const WARRANTY_THRESHOLD_MONTHS = 4;
export const BATTERY_THRESHOLD_PERCENT = 80;
export const WIZARD_STEPS = 4;
export const ESTIMATE_PROMISE_MINUTES = 1;
export const REVIEW_RATING = 5;
export const LANDING_FAQ_ITEMS = 4;

/** A storage option of 0 GB means "not applicable" (printers, earbuds, cameras). */
export const STORAGE_NOT_APPLICABLE = 0;

/** The company behind the portal: shown on the site, in PDFs and by the chat assistant. */
export const COMPANY = {
  brand: { th: 'คุ้มค่า', en: 'Khumkha' },
  legalName: { th: 'บริษัท คุ้มค่า เทรด จำกัด', en: 'Khumkha Trade Co., Ltd.' },
  phone: '02-026-8888',
  phoneE164: '+6620268888',
  lineOaId: '@khumkha',
  lineOaUrl: 'https://line.me/R/ti/p/@khumkha',
  articlesUrl: 'https://blog.khumkha.co.th',
  aboutUrl: 'https://www.khumkha.co.th/about',
  email: 'hello@khumkha.co.th',
} as const;

/** Pricing defaults (product decisions); the live values are settings an admin can change. */
export const PRICE_LOCK_DAYS_DEFAULT = 7;
export const VOUCHER_UPLIFT_PERCENT_DEFAULT = 5;
export const PRICE_ROUNDING_THB = 10;
/** Largest photo a customer may send before it is resized (bytes). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Longest edge of a stored photo after re-encoding (pixels). */
export const PHOTO_MAX_EDGE_PX = 1600;

/** Version of the privacy notice (/privacy) that consents are recorded against. */
export const PRIVACY_NOTICE_VERSION = '2026-11-01';
