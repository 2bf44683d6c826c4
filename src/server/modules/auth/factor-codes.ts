import { openSecret, sealSecret, type TAuthKeys } from './auth-crypto.ts';
import type { TAuthRepository, TFactorRow } from './auth.repository.ts';
import { verifyTotp } from './totp.ts';

/** Steps accepted either side of the current 30-second one (decision 008: ±1). */
const TOTP_WINDOW = 1;

/**
 * TOTP secrets at rest and the codes typed against them: secrets are AES-256-GCM sealed with a key
 * from AUTH_SECRET and bound to their factor id; a time step is accepted once (replay refused, also
 * when two requests race with the same code).
 */
export function createFactorCodes(deps: { repository: TAuthRepository; keys: TAuthKeys }) {
  const { repository, keys } = deps;
  return {
    seal(factorId: string, secret: string): string {
      return sealSecret(keys.factorSecrets, secret, `mfa-factor:${factorId}`);
    },

    /** True when `code` is right for the factor now and its step was not used before; records the step. */
    async check(factor: TFactorRow, code: string, at: Date): Promise<boolean> {
      const secret = openSecret(keys.factorSecrets, factor.secretEncrypted, `mfa-factor:${factor.id}`);
      const result = verifyTotp(secret, code, at.getTime(), {
        window: TOTP_WINDOW,
        lastUsedStep: factor.lastUsedStep,
      });
      if (!result.ok) return false;
      return repository.acceptFactorStep(factor.id, result.step);
    },
  };
}

export type TFactorCodes = ReturnType<typeof createFactorCodes>;
