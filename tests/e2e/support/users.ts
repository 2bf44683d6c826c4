import type { TRole } from '../../../src/core/roles.ts';

/**
 * Staff accounts of the browser tests, created in the test server's fresh database before it starts
 * (`create-users.ts`, run by playwright.config.ts). Dealers sign themselves up in the tests.
 */
export const E2E_PASSWORD = 'harbour-lantern-plum-57';

export interface TE2eUser {
  email: string;
  displayName: string;
  roles: TRole[];
}

export const E2E_STAFF = {
  admin: { email: 'admin@e2e.example.com', displayName: 'Anong Admin', roles: ['admin'] },
  engineer: { email: 'engineer@e2e.example.com', displayName: 'Somchai Engineer', roles: ['engineer'] },
  financeWarehouse: {
    email: 'finance@e2e.example.com',
    displayName: 'Malee Finance',
    roles: ['finance', 'warehouse'],
  },
  /** Only for the wrong-password test, so its failures never throttle an account other tests use. */
  wrongPassword: { email: 'typo@e2e.example.com', displayName: 'Typo Test', roles: ['sales'] },
} satisfies Record<string, TE2eUser>;
