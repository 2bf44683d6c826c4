import type { TAdminUser } from '#core/contracts/auth.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { toAdminUser } from './admin-user-view.ts';

const SEARCH_LIMIT = 50;

/** GET /api/admin/users: every account (the first 50), or those whose e-mail matches. */
export async function findUsers(deps: TAdminUsersDeps, email: string | undefined): Promise<TAdminUser[]> {
  const at = deps.now();
  const records = await deps.repository.findAdminUsers({
    email: email || undefined,
    now: at,
    idleSince: deps.idleSince(at),
    limit: SEARCH_LIMIT,
  });
  return records.map(toAdminUser);
}
