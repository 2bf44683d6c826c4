/**
 * Staff roles (spec §6) and the consoles they open (spec §2 Consoles). The server's route policies,
 * the web's guards and the console menu all read this one map. Admin sees every console.
 */
export const ROLES = ['admin', 'engineer', 'warehouse', 'sales', 'logistics', 'finance', 'account'] as const;
export type TRole = (typeof ROLES)[number];

export const ACCOUNT_KINDS = ['staff', 'dealer'] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];

export interface TConsole {
  path: string;
  /** i18n key of the menu entry. */
  labelKey: string;
  /** Roles that open it besides admin. */
  roles: readonly TRole[];
}

/** The console menu, in the spec's order. */
export const CONSOLES: readonly TConsole[] = [
  { path: '/admin', labelKey: 'consoles.admin', roles: [] },
  { path: '/engineer', labelKey: 'consoles.engineer', roles: ['engineer'] },
  { path: '/warehouse', labelKey: 'consoles.warehouse', roles: ['warehouse'] },
  { path: '/sales', labelKey: 'consoles.sales', roles: ['sales'] },
  { path: '/logistics', labelKey: 'consoles.logistics', roles: ['logistics'] },
  { path: '/finance', labelKey: 'consoles.finance', roles: ['finance'] },
  { path: '/account', labelKey: 'consoles.account', roles: ['account'] },
];

/** Pages for staff that are not one role's console: any role opens them. */
export const STAFF_PAGES = ['/dashboard', '/reports'] as const;

/** Whether a user holding `roles` may do what `allowed` permits; admin may do everything staff may. */
export function hasAnyRole(roles: readonly TRole[], allowed: readonly TRole[]): boolean {
  return roles.includes('admin') || roles.some((role) => allowed.includes(role));
}

/** The consoles a user with these roles sees in the menu. */
export function consolesFor(roles: readonly TRole[]): TConsole[] {
  if (roles.length === 0) return [];
  return CONSOLES.filter((console) => hasAnyRole(roles, console.roles));
}
