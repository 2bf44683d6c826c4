import type { TAuthKeys } from '../auth-crypto.ts';
import type { TAuthRepository } from '../auth.repository.ts';
import type { TAuditTrail } from '../audit.ts';
import type { TFactorCodes } from '../factor-codes.ts';
import type { TSessionsService } from '../sessions.service.ts';
import type { TSignInThrottle } from '../sign-in-throttle.ts';

/** What signing in, up and back (recovery) needs. */
export interface TSignInDeps {
  repository: TAuthRepository;
  sessions: Pick<TSessionsService, 'issue'>;
  audit: TAuditTrail;
  keys: TAuthKeys;
  factorCodes: TFactorCodes;
  throttle: TSignInThrottle;
  now: () => Date;
}
