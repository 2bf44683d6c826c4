/**
 * The tokens of a session (decision 008): a 15-minute HS256 access JWT, the refresh token
 * `<sessionId>.<32 random bytes base64url>` (only its SHA-256 is stored), and the short MFA-challenge
 * JWT between password and second factor. Every check takes the clock as an argument.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ZAalSchema, ZAccountKindSchema } from '#core/contracts/auth.ts';
import type { TAccountKind } from '#core/roles.ts';
import { randomToken } from './auth-crypto.ts';

const ISSUER = 'tradein-portal';
const ACCESS_AUDIENCE = 'tradein-api';
const CHALLENGE_AUDIENCE = 'tradein-mfa-challenge';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const MFA_CHALLENGE_SECONDS = 5 * 60;

export interface TAccessClaims {
  userId: string;
  sessionId: string;
  kind: TAccountKind;
  aal: 'aal1' | 'aal2';
}

const ZAccessPayloadSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  kind: ZAccountKindSchema,
  aal: ZAalSchema,
});

const ZChallengePayloadSchema = z.object({
  sub: z.uuid(),
  kind: ZAccountKindSchema,
  pw: z.string().max(200).optional(),
});

/**
 * A challenge given while the account is slowed down (F4) is given whatever the password: `pw` holds a
 * nonce and, only when the password was right, its HMAC; else random bytes of the same length. Who reads
 * the token cannot tell which; the code step accepts no code on a challenge whose `pw` does not verify.
 */
const passwordMark = (key: Uint8Array, userId: string, nonce: string) =>
  createHmac('sha256', key).update(`${nonce}|${userId}|password-ok`).digest('base64url');

function blindMark(key: Uint8Array, userId: string, passwordOk: boolean): string {
  const nonce = randomBytes(16).toString('base64url');
  const mark = passwordOk ? passwordMark(key, userId, nonce) : randomBytes(32).toString('base64url');
  return `${nonce}.${mark}`;
}

function markHolds(key: Uint8Array, userId: string, pw: string): boolean {
  const [nonce, mark] = pw.split('.');
  if (!nonce || !mark) return false;
  const want = Buffer.from(passwordMark(key, userId, nonce));
  const got = Buffer.from(mark);
  return want.length === got.length && timingSafeEqual(want, got);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signAccessToken(
  key: Uint8Array,
  claims: TAccessClaims,
  now: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = seconds(now);
  const expiresAt = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({ sid: claims.sessionId, kind: claims.kind, aal: claims.aal })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    // Unique per issue: two tokens made in the same second for one session must still differ.
    .setJti(crypto.randomUUID())
    .sign(key);
  return { token, expiresAt };
}

/** The claims of a valid, unexpired access token, or undefined for anything else. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<TAccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      currentDate: now,
    });
    const parsed = ZAccessPayloadSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    const { sub, sid, kind, aal } = parsed.data;
    return { userId: sub, sessionId: sid, kind, aal };
  } catch {
    return undefined;
  }
}

export async function signChallengeToken(
  key: Uint8Array,
  subject: { userId: string; kind: TAccountKind },
  now: Date,
  blind?: { passwordOk: boolean },
): Promise<string> {
  const issuedAt = seconds(now);
  return new SignJWT({
    kind: subject.kind,
    ...(blind ? { pw: blindMark(key, subject.userId, blind.passwordOk) } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MFA_CHALLENGE_SECONDS)
    .sign(key);
}

export async function verifyChallengeToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<{ userId: string; kind: TAccountKind; passwordOk: boolean } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: CHALLENGE_AUDIENCE,
      currentDate: now,
    });
    const parsed = ZChallengePayloadSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    const { sub, kind, pw } = parsed.data;
    return { userId: sub, kind, passwordOk: pw === undefined || markHolds(key, sub, pw) };
  } catch {
    return undefined;
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RANDOM_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomToken()}`;
}

/** The session a refresh token names, when it has the right shape. */
export function refreshTokenSession(token: string): string | undefined {
  const [sessionId, random, extra] = token.split('.');
  if (extra !== undefined || !sessionId || !random) return undefined;
  return UUID_PATTERN.test(sessionId) && RANDOM_PATTERN.test(random) ? sessionId : undefined;
}
