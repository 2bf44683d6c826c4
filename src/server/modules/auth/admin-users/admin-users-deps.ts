import type { TAuthRepository } from '../auth.repository.ts';
import type { TAuditTrail } from '../audit.ts';

/** What the Admin › Users operations need. */
export interface TAdminUsersDeps {
  repository: TAuthRepository;
  audit: TAuditTrail;
  /** The idle timeout's cut-off at a time (sessions.idleSince): counts a user's active sessions. */
  idleSince: (at: Date) => Date;
  /** The portal's address, for recovery links. */
  publicUrl: string;
  /** Test users are refused in production. */
  production: boolean;
  now: () => Date;
}
