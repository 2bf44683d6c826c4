/**
 * Authenticator apps (TOTP) for staff (decision 008): enrol with a QR code, verify a code to activate
 * the factor and raise the session to aal2, remove one at aal2. Each operation is its own file in
 * factors/; this binds them to the module's dependencies for the routes.
 */
import type { TPrincipal } from '../../http/context.ts';
import { enrolFactor } from './factors/enrol-factor.ts';
import type { TFactorsDeps } from './factors/factors-deps.ts';
import { removeFactor } from './factors/remove-factor.ts';
import { verifyFactor } from './factors/verify-factor.ts';
import type { TRequestMeta } from './sessions/session-deps.ts';

export type TFactorsServiceOptions = TFactorsDeps;

export function createFactorsService(deps: TFactorsServiceOptions) {
  return {
    enrol: (principal: TPrincipal, friendlyName: string, meta: TRequestMeta) =>
      enrolFactor(deps, principal, friendlyName, meta),
    verify: (principal: TPrincipal, factorId: string, code: string, meta: TRequestMeta) =>
      verifyFactor(deps, principal, factorId, code, meta),
    remove: (principal: TPrincipal, factorId: string, meta: TRequestMeta) =>
      removeFactor(deps, principal, factorId, meta),
  };
}

export type TFactorsService = ReturnType<typeof createFactorsService>;
