/**
 * Signing in and up (decision 008): email or phone plus password, a second step for accounts with a
 * verified authenticator, dealer self sign-up, and password recovery through an admin's one-time link.
 * Each operation is its own file in sign-in/; this binds them to the module's dependencies for the routes.
 */
import type { TRequestMeta } from './sessions/session-deps.ts';
import { recover, type TRecoverInput } from './sign-in/recover.ts';
import type { TSignInDeps } from './sign-in/sign-in-deps.ts';
import { signIn, type TSignInInput } from './sign-in/sign-in.ts';
import { signUp, type TSignUpInput } from './sign-in/sign-up.ts';
import { verifyMfa, type TMfaVerifyInput } from './sign-in/verify-mfa.ts';

export type TAuthServiceOptions = TSignInDeps;

export function createAuthService(deps: TAuthServiceOptions) {
  return {
    signIn: (input: TSignInInput, meta: TRequestMeta) => signIn(deps, input, meta),
    verifyMfa: (input: TMfaVerifyInput, meta: TRequestMeta) => verifyMfa(deps, input, meta),
    signUp: (input: TSignUpInput, meta: TRequestMeta) => signUp(deps, input, meta),
    recover: (input: TRecoverInput, meta: TRequestMeta) => recover(deps, input, meta),
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
