import type { Context } from 'hono';
import type { TRole } from '#core/roles.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';

/** The staff member acting (set by the access check), with the address for the audit log. */
export interface TStaffActor {
  kind: 'staff';
  userId: string | null;
  roles: readonly TRole[];
  ip?: string | undefined;
}

export function staffActorOf(c: Context<TAppEnv>, trustProxy: boolean): TStaffActor {
  const principal = c.get('principal');
  return {
    kind: 'staff',
    userId: principal?.userId ?? null,
    roles: principal?.kind === 'staff' ? principal.roles : [],
    ip: clientIp(c, trustProxy),
  };
}
