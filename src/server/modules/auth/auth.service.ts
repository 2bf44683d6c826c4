/**
 * Signing in and up (decision 008): email or phone plus password, a second step for accounts with a
 * verified authenticator, dealer self sign-up, and password recovery through an admin's one-time link.
 */
import type { z } from 'zod';
import type {
  TMfaChallenge,
  ZMfaVerifyRequestSchema,
  ZRecoverRequestSchema,
  ZSignInRequestSchema,
  ZSignUpRequestSchema,
} from '#core/contracts/auth.ts';
import { rateLimitedError } from '../../http/errors.ts';
import { createAccount } from './accounts.ts';
import { hashToken, type TAuthKeys } from './auth-crypto.ts';
import { authErrors } from './auth-errors.ts';
import type { TAuthRepository } from './auth.repository.ts';
import { AUDIT, type TAuditTrail } from './audit.ts';
import type { TFactorCodes } from './factor-codes.ts';
import { checkPassword } from './password-policy.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { TIssuedSession, TRequestMeta, TSessionsService } from './sessions.service.ts';
import type { TSignInThrottle } from './sign-in-throttle.ts';
import { signChallengeToken, verifyChallengeToken } from './tokens.ts';

export type TSignInInput = z.output<typeof ZSignInRequestSchema>;
export type TSignUpInput = z.output<typeof ZSignUpRequestSchema>;
export type TMfaVerifyInput = z.output<typeof ZMfaVerifyRequestSchema>;
export type TRecoverInput = z.output<typeof ZRecoverRequestSchema>;

export type TSignInResult =
  { kind: 'session'; issued: TIssuedSession } | { kind: 'challenge'; challenge: TMfaChallenge };

export interface TAuthServiceOptions {
  repository: TAuthRepository;
  sessions: TSessionsService;
  audit: TAuditTrail;
  keys: TAuthKeys;
  factorCodes: TFactorCodes;
  throttle: TSignInThrottle;
  now: () => Date;
}

type TFailureReason = 'unknownAccount' | 'wrongPassword' | 'disabled';

export const accountThrottleKey = (userId: string) => `user:${userId}`;

/**
 * Counts an attempt on an account from the request's address: 429 while its delay runs; the first time
 * failures on the account from all addresses reach the alert level, an audit row says so (F8).
 */
export async function countAccountAttempt(
  deps: { throttle: TSignInThrottle; audit: TAuditTrail },
  accountKey: string,
  meta: TRequestMeta,
  userId: string | undefined,
): Promise<void> {
  const { wait, alert } = deps.throttle.account(accountKey, meta.ip);
  if (alert) {
    await deps.audit.record({
      action: AUDIT.signInAlert,
      targetType: userId ? 'user' : undefined,
      targetId: userId,
      ip: meta.ip,
      details: alert,
    });
  }
  if (wait > 0) throw rateLimitedError(wait);
}

export function createAuthService(options: TAuthServiceOptions) {
  const { repository, sessions, audit, keys, factorCodes, throttle, now } = options;

  function countAddress(meta: TRequestMeta): void {
    const wait = throttle.address(meta.ip);
    if (wait > 0) throw rateLimitedError(wait);
  }

  async function countAccount(key: string, meta: TRequestMeta, userId: string | undefined): Promise<void> {
    await countAccountAttempt({ throttle, audit }, key, meta, userId);
  }

  return {
    /**
     * Every attempt is counted (per address, then per account and address) before the password is
     * checked. An unknown account is checked against a dummy hash, so the answer takes as long; unknown
     * account, wrong password and a disabled account all get the same 401. Accounts are looked up on
     * the screen's own kind: a staff address signed in on the dealer screen is an unknown account.
     */
    async signIn(input: TSignInInput, meta: TRequestMeta): Promise<TSignInResult> {
      countAddress(meta);
      const account = await repository.findSignInAccount(input.identifier, input.audience);
      const accountKey = account
        ? accountThrottleKey(account.id)
        : `${input.audience}:${input.identifier.kind}:${input.identifier.value}`;
      await countAccount(accountKey, meta, account?.id);

      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      let failure: TFailureReason | undefined;
      if (!account) failure = 'unknownAccount';
      else if (!passwordOk) failure = 'wrongPassword';
      else if (account.disabledAt) failure = 'disabled';
      if (failure || !account) {
        await audit.record({
          action: AUDIT.signInFailed,
          targetType: account ? 'user' : undefined,
          targetId: account?.id,
          ip: meta.ip,
          details: { reason: failure, audience: input.audience, identifierKind: input.identifier.kind },
        });
        throw authErrors.invalidCredentials();
      }
      throttle.succeeded(meta.ip, accountKey);

      if (account.verifiedFactors.length > 0) {
        const challengeToken = await signChallengeToken(
          keys.mfaChallenge,
          { userId: account.id, kind: account.kind },
          now(),
        );
        return {
          kind: 'challenge',
          challenge: { mfaRequired: true, challengeToken, factors: account.verifiedFactors },
        };
      }
      const issued = await sessions.issue(account.id, 'aal1', meta);
      await audit.record({
        action: AUDIT.signIn,
        actorUserId: account.id,
        targetType: 'session',
        targetId: issued.sessionId,
        ip: meta.ip,
        details: { aal: 'aal1', audience: input.audience },
      });
      return { kind: 'session', issued };
    },

    /** The second step: a code from a verified authenticator finishes the sign-in at aal2. */
    async verifyMfa(input: TMfaVerifyInput, meta: TRequestMeta): Promise<TIssuedSession> {
      const subject = await verifyChallengeToken(keys.mfaChallenge, input.challengeToken, now());
      if (!subject) throw authErrors.challengeExpired();
      countAddress(meta);
      const accountKey = accountThrottleKey(subject.userId);
      await countAccount(accountKey, meta, subject.userId);
      const user = await repository.findUserRecord(subject.userId);
      if (!user || user.disabledAt) throw authErrors.challengeExpired();
      const factor = await repository.findFactor(subject.userId, input.factorId);
      if (!factor || factor.status !== 'verified') throw authErrors.factorNotFound();
      if (!(await factorCodes.check(factor, input.code, now()))) {
        await audit.record({
          action: AUDIT.mfaFailed,
          actorUserId: subject.userId,
          targetType: 'factor',
          targetId: factor.id,
          ip: meta.ip,
          details: { step: 'signIn' },
        });
        throw authErrors.codeInvalid();
      }
      throttle.succeeded(meta.ip, accountKey);
      const issued = await sessions.issue(subject.userId, 'aal2', meta);
      await audit.record({
        action: AUDIT.mfaVerified,
        actorUserId: subject.userId,
        targetType: 'factor',
        targetId: factor.id,
        ip: meta.ip,
        details: { step: 'signIn' },
      });
      await audit.record({
        action: AUDIT.signIn,
        actorUserId: subject.userId,
        targetType: 'session',
        targetId: issued.sessionId,
        ip: meta.ip,
        details: { aal: 'aal2', audience: subject.kind },
      });
      return issued;
    },

    /** Dealer self sign-up; the shop profile follows at /dealer/setup. Counted per address. */
    async signUp(input: TSignUpInput, meta: TRequestMeta): Promise<TIssuedSession> {
      countAddress(meta);
      const result = await createAccount(
        repository,
        {
          kind: 'dealer',
          email: input.email,
          phone: input.phone ?? null,
          displayName: input.displayName,
          password: input.password,
          roles: [],
        },
        now(),
      );
      if (result.kind === 'weakPassword') throw authErrors.weakPassword(result.messageKey);
      if (result.kind === 'exists') throw authErrors.identityExists();
      const issued = await sessions.issue(result.id, 'aal1', meta);
      await audit.record({
        action: AUDIT.signUp,
        actorUserId: result.id,
        targetType: 'user',
        targetId: result.id,
        ip: meta.ip,
        details: { kind: 'dealer' },
      });
      return issued;
    },

    /**
     * A new password through an admin's one-time link: the link is used up, every other session of the
     * user ends, and a new one starts at aal1 (an account with an authenticator then verifies a code).
     */
    async recover(input: TRecoverInput, meta: TRequestMeta): Promise<TIssuedSession> {
      const at = now();
      const tokenHash = hashToken(input.token);
      const link = await repository.findUsableRecoveryToken(tokenHash, at);
      const user = link ? await repository.findUserRecord(link.userId) : undefined;
      if (!link || !user || user.disabledAt) throw authErrors.recoveryInvalid();
      const policy = checkPassword(input.password, { email: user.email, phone: user.phone });
      if (!policy.ok) throw authErrors.weakPassword(policy.messageKey);
      const passwordHash = await hashPassword(input.password);
      if (!(await repository.consumeRecoveryToken(tokenHash, user.id, passwordHash, at))) {
        throw authErrors.recoveryInvalid();
      }
      const ended = await repository.endUserSessions(user.id, 'passwordChanged', at);
      const issued = await sessions.issue(user.id, 'aal1', meta);
      await audit.record({
        action: AUDIT.passwordRecovery,
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
        details: { sessionsEnded: ended },
      });
      return issued;
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
