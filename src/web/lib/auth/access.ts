import type { TSession, TUser } from '#core/contracts/auth.ts';
import { CONSOLES, consolesFor, hasAnyRole, STAFF_PAGES, type TRole } from '#core/roles.ts';

/**
 * Who may open a page (spec §2, §6), for the web's guards and menus. UX only: the server checks every
 * API call itself (decision 008).
 */
export type TAccess =
  /** Staff holding one of `roles` (admin always), or any role at all. */
  { kind: 'staff'; roles: readonly TRole[] | 'anyRole' } | { kind: 'dealer' };

export function canAccess(user: TUser, access: TAccess): boolean {
  if (access.kind === 'dealer') return user.kind === 'dealer';
  if (user.kind !== 'staff') return false;
  return access.roles === 'anyRole' ? user.roles.length > 0 : hasAnyRole(user.roles, access.roles);
}

/**
 * Who may open a console or dealer page, from its route: dealer pages (/dealer…, /assess/…) are for dealers; the
 * dashboard and reports for any role; a console (and its sub-pages, /engineer/:id) for the roles of
 * its entry in the console map. Anything else is admin's.
 */
export function accessForRoute(route: string): TAccess {
  if (
    route === '/dealer' ||
    route.startsWith('/dealer/') ||
    route.startsWith('/dealer-') ||
    route.startsWith('/assess/')
  ) {
    return { kind: 'dealer' };
  }
  if ((STAFF_PAGES as readonly string[]).includes(route)) return { kind: 'staff', roles: 'anyRole' };
  const base = `/${route.split('/')[1] ?? ''}`;
  return { kind: 'staff', roles: CONSOLES.find((entry) => entry.path === base)?.roles ?? [] };
}

/**
 * What a session still owes before staff pages work (decision 008): a code from the authenticator the
 * person has (`verify`: a session at aal1, e.g. after a password recovery), or adding the authenticator
 * their role requires (`enrol`). The server refuses their other calls until then.
 */
export function secondFactorOwed(session: TSession): 'verify' | 'enrol' | null {
  const verified = session.user.factors.some((factor) => factor.status === 'verified');
  if (session.aal === 'aal1' && verified) return 'verify';
  if (session.user.mfaRequired && !verified) return 'enrol';
  return null;
}

/** The sign-in page for a kind of account. */
export function signInPathFor(kind: TAccess['kind']): string {
  return kind === 'dealer' ? '/dealer/auth' : '/auth';
}

/** Where a person goes after signing in when no page asked for it: the first console, or the dealer area. */
export function homePathFor(user: TUser): string {
  if (user.kind === 'dealer') return user.dealerStatus === null ? '/dealer/setup' : '/dealer';
  return consolesFor(user.roles)[0]?.path ?? '/';
}

const SIGN_IN_PATHS = ['/auth', '/dealer/auth'];

/**
 * `?next=` as a path of this site, or null: only a local path ("/engineer?x=1"), never another origin
 * ("//evil.example", "https://…", "/\\evil"), nor a sign-in page (which would loop).
 */
export function safeNextPath(next: string | null, origin = 'https://portal.invalid'): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || SIGN_IN_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `path` afterwards. */
export function signInLink(kind: TAccess['kind'], path: string): string {
  return `${signInPathFor(kind)}?next=${encodeURIComponent(path)}`;
}
