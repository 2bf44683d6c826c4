/**
 * Authenticator apps (TOTP) for staff (decision 008): enrol with a QR code, verify a code to activate
 * the factor and raise the session to aal2, remove one at aal2.
 */
import QRCode from 'qrcode';
import type { TEnrollFactorResponse, TSession } from '#core/contracts/auth.ts';
import type { TPrincipal } from '../../http/context.ts';
import { authErrors } from './auth-errors.ts';
import type { TAuthRepository } from './auth.repository.ts';
import { accountThrottleKey, countAccountAttempt } from './auth.service.ts';
import { AUDIT, type TAuditTrail } from './audit.ts';
import type { TFactorCodes } from './factor-codes.ts';
import type { TRequestMeta, TSessionsService } from './sessions.service.ts';
import { toFactor } from './sessions/user-view.ts';
import type { TSignInThrottle } from './sign-in-throttle.ts';
import { generateTotpSecret, otpauthUrl } from './totp.ts';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Khumkha';

export interface TFactorsServiceOptions {
  repository: TAuthRepository;
  sessions: TSessionsService;
  audit: TAuditTrail;
  factorCodes: TFactorCodes;
  throttle: TSignInThrottle;
  now: () => Date;
}

/** aal1 with a verified factor already: adding or activating another would get round the one held. */
function needsStepUp(principal: TPrincipal): boolean {
  return principal.hasVerifiedFactor && principal.aal !== 'aal2';
}

export function createFactorsService(options: TFactorsServiceOptions) {
  const { repository, sessions, audit, factorCodes, throttle, now } = options;

  return {
    async enrol(
      principal: TPrincipal,
      friendlyName: string,
      meta: TRequestMeta,
    ): Promise<TEnrollFactorResponse> {
      if (needsStepUp(principal)) throw authErrors.stepUpRequired();
      const user = await repository.findUserRecord(principal.userId);
      if (!user) throw authErrors.loginRequired();
      const id = crypto.randomUUID();
      const secret = generateTotpSecret();
      const url = otpauthUrl({
        secret,
        accountName: user.email ?? user.phone ?? user.id,
        issuer: TOTP_ISSUER,
      });
      // Everything that can fail before the one write: the factor and its audit row go in together.
      const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      const at = now();
      const factor = await repository.insertFactor(
        {
          id,
          userId: principal.userId,
          friendlyName,
          secretEncrypted: factorCodes.seal(id, secret),
          now: at,
        },
        {
          action: AUDIT.mfaEnrolled,
          at,
          actorUserId: principal.userId,
          targetType: 'factor',
          targetId: id,
          ip: meta.ip,
          details: { friendlyName },
        },
      );
      return { factor: toFactor(factor), secret, otpauthUrl: url, qrSvg };
    },

    /** Finishes enrolling, or steps an aal1 session up; answers the session with a new aal2 access token. */
    async verify(
      principal: TPrincipal,
      factorId: string,
      code: string,
      meta: TRequestMeta,
    ): Promise<TSession> {
      const factor = await repository.findFactor(principal.userId, factorId);
      if (!factor) throw authErrors.factorNotFound();
      if (factor.status === 'unverified' && needsStepUp(principal)) throw authErrors.stepUpRequired();
      const accountKey = accountThrottleKey(principal.userId);
      await countAccountAttempt({ throttle, audit }, accountKey, meta, principal.userId);
      if (!(await factorCodes.check(factor, code, now()))) {
        await audit.record({
          action: AUDIT.mfaFailed,
          actorUserId: principal.userId,
          targetType: 'factor',
          targetId: factor.id,
          ip: meta.ip,
          details: { step: factor.status === 'verified' ? 'stepUp' : 'enrol' },
        });
        throw authErrors.codeInvalid();
      }
      throttle.succeeded(meta.ip, accountKey);
      await repository.setSessionAal(principal.sessionId, 'aal2');
      await audit.record({
        action: AUDIT.mfaVerified,
        actorUserId: principal.userId,
        targetType: 'factor',
        targetId: factor.id,
        ip: meta.ip,
        details: { step: factor.status === 'verified' ? 'stepUp' : 'enrol' },
      });
      return sessions.current(principal);
    },

    /** Needs aal2; the last verified factor stays while one of the user's roles requires two-factor. */
    async remove(principal: TPrincipal, factorId: string, meta: TRequestMeta): Promise<void> {
      if (principal.aal !== 'aal2') throw authErrors.stepUpRequired();
      const factor = await repository.findFactor(principal.userId, factorId);
      if (!factor) throw authErrors.factorNotFound();
      if (factor.status === 'verified' && principal.mfaRequired) {
        const others = (await repository.listFactors(principal.userId)).filter(
          (other) => other.status === 'verified' && other.id !== factor.id,
        );
        if (others.length === 0) throw authErrors.factorRequired();
      }
      if (!(await repository.deleteFactor(principal.userId, factorId))) throw authErrors.factorNotFound();
      await audit.record({
        action: AUDIT.mfaRemoved,
        actorUserId: principal.userId,
        targetType: 'factor',
        targetId: factorId,
        ip: meta.ip,
      });
    },
  };
}

export type TFactorsService = ReturnType<typeof createFactorsService>;
