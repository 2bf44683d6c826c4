import type { Logger } from 'pino';
import type { RequestIdVariables } from 'hono/request-id';
import type { TAccountKind, TRole } from '#core/roles.ts';

/** Who is calling, as the access check found them (one query: session, user, roles; decision 008). */
export interface TPrincipal {
  userId: string;
  sessionId: string;
  kind: TAccountKind;
  roles: TRole[];
  aal: 'aal1' | 'aal2';
  /** One of the user's roles requires two-factor sign-in (auth_settings.mfa_required_roles). */
  mfaRequired: boolean;
  hasVerifiedFactor: boolean;
}

export type TAppEnv = {
  Variables: RequestIdVariables & {
    logger: Logger;
    /** Set by the access check on every route that is not public. */
    principal?: TPrincipal;
  };
};
