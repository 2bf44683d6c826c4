import type { TAuthSettings } from '#core/contracts/auth.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';

/** PUT /api/admin/auth-settings: the roles that must use two-factor, audited with before and after. */
export async function setAuthSettings(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  settings: TAuthSettings,
  meta: TRequestMeta,
): Promise<TAuthSettings> {
  const before = await deps.repository.getMfaRequiredRoles();
  const after = [...new Set(settings.mfaRequiredRoles)].sort();
  await deps.repository.setMfaRequiredRoles(after, deps.now());
  await deps.audit.record({
    action: AUDIT.authSettingsChanged,
    actorUserId: actor.userId,
    targetType: 'settings',
    ip: meta.ip,
    details: { before: { mfaRequiredRoles: before }, after: { mfaRequiredRoles: after } },
  });
  return { mfaRequiredRoles: after };
}
