import type { TPrincipal } from '../../../http/context.ts';
import type { TAuthRepository } from '../auth.repository.ts';
import type { TAuditTrail } from '../audit.ts';
import type { TFactorCodes } from '../factor-codes.ts';
import type { TSessionsService } from '../sessions.service.ts';
import type { TSignInThrottle } from '../sign-in-throttle.ts';

/** What the authenticator operations need. */
export interface TFactorsDeps {
  repository: TAuthRepository;
  sessions: Pick<TSessionsService, 'current'>;
  audit: TAuditTrail;
  factorCodes: TFactorCodes;
  throttle: TSignInThrottle;
  now: () => Date;
}

/** aal1 with a verified factor already: adding or activating another would get round the one held. */
export function needsStepUp(principal: TPrincipal): boolean {
  return principal.hasVerifiedFactor && principal.aal !== 'aal2';
}
