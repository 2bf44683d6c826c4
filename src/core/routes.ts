/**
 * Every page of the web app (spec §2). The web router and the server's not-found status read this list.
 * `:param` matches one path segment.
 */
export const PAGE_PATHS = [
  '/',
  '/valuation',
  '/auth',
  '/setup',
  '/admin',
  '/dashboard',
  '/reports',
  '/engineer',
  '/engineer/:id',
  '/warehouse',
  '/sales',
  '/sales/trade-in',
  '/sales/trade-in/:reference',
  '/logistics',
  '/finance',
  '/account',
  '/dealer/auth',
  '/dealer/setup',
  '/dealer',
  '/dealer-dashboard',
  '/dealer/scan',
  '/dealer/:id',
  '/assess/:dealerCode',
  '/customer-assess/:dealerCode',
  '/pickup',
  '/success',
  '/track',
  '/verify/wipe/:token',
  '/unsubscribe',
  '/privacy',
  '/terms',
] as const;

export type TPagePath = (typeof PAGE_PATHS)[number];

const matchers = PAGE_PATHS.map((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

export function isKnownPagePath(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
