import type { TEnrollFactorResponse } from '#core/contracts/auth.ts';
import { qrSvg as renderQrSvg } from '../../../documents/qr.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { toFactor } from '../sessions/user-view.ts';
import { generateTotpSecret, otpauthUrl } from '../totp.ts';
import { needsStepUp, type TFactorsDeps } from './factors-deps.ts';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Khumkha';

/** POST /api/auth/factors: a new, unverified authenticator with its secret as text and as a QR code. */
export async function enrolFactor(
  deps: TFactorsDeps,
  principal: TPrincipal,
  friendlyName: string,
  meta: TRequestMeta,
): Promise<TEnrollFactorResponse> {
  if (needsStepUp(principal)) throw authErrors.stepUpRequired();
  const user = await deps.repository.findUserRecord(principal.userId);
  if (!user) throw authErrors.loginRequired();
  const id = crypto.randomUUID();
  const secret = generateTotpSecret();
  const url = otpauthUrl({
    secret,
    accountName: user.email ?? user.phone ?? user.id,
    issuer: TOTP_ISSUER,
  });
  // Everything that can fail before the one write: the factor and its audit row go in together.
  const qrSvg = await renderQrSvg(url);
  const at = deps.now();
  const factor = await deps.repository.insertFactor(
    {
      id,
      userId: principal.userId,
      friendlyName,
      secretEncrypted: deps.factorCodes.seal(id, secret),
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
}
