import type { TAuthKeys } from '../auth-crypto.ts';
import type { TAuthRepository } from '../auth.repository.ts';
import type { TAuditTrail } from '../audit.ts';
import type { TPrincipalCache } from './principal-cache.ts';

/** What every session operation needs; the clock is injected (`now`), as in the quotes service. */
export interface TSessionDeps {
  repository: TAuthRepository;
  audit: TAuditTrail;
  keys: TAuthKeys;
  now: () => Date;
  /** The absolute lifetime of a session. */
  maxLifetimeMs: number;
  /** A session not seen for this long is over. */
  idleMs: number;
  /** The access check's rows kept in this process (none: one query per request). */
  principals?: TPrincipalCache | undefined;
}

/** The client's address and browser, kept with a session and its audit rows. */
export interface TRequestMeta {
  ip: string;
  userAgent?: string | undefined;
  /** The known-device cookie the request carried (sign-in only). */
  knownDevice?: string | undefined;
}
