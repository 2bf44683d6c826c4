import type { TAuthSettings } from '#core/contracts/auth.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';

/** GET /api/admin/auth-settings: the roles that must use two-factor. */
export async function getAuthSettings(deps: Pick<TAdminUsersDeps, 'repository'>): Promise<TAuthSettings> {
  return { mfaRequiredRoles: await deps.repository.getMfaRequiredRoles() };
}
