import { defineEndpoints, json, noContent } from '../api/endpoint.ts';
import {
  ZEnrollFactorRequestSchema,
  ZEnrollFactorResponseSchema,
  ZFactorIdParamSchema,
  ZMfaVerifyRequestSchema,
  ZRecoverRequestSchema,
  ZRefreshResponseSchema,
  ZSessionSchema,
  ZSignInRequestSchema,
  ZSignInResponseSchema,
  ZSignUpRequestSchema,
  ZUserSchema,
  ZVerifyFactorRequestSchema,
} from './auth.ts';

const tags = ['Accounts'];
const cookieGuard =
  'Needs Content-Type: application/json and an Origin of the site (or Sec-Fetch-Site: same-origin).';
const notFromTheSite = 'Not JSON, or not from the site';

/**
 * Accounts and sessions (decision 008). Tokens are never cached. Refresh and sign-out work from the
 * cookie (CSRF-guarded in the route); the rest of an account's calls carry the access token.
 */
export const AUTH_ENDPOINTS = defineEndpoints({
  'POST /api/auth/sign-in': {
    policy: 'public',
    tags,
    summary: 'Sign in with email or Thai phone number and password (staff at /auth, dealers at /dealer/auth)',
    body: ZSignInRequestSchema,
    response: json(
      ZSignInResponseSchema,
      'A session (refresh token in the httpOnly cookie), or a two-factor challenge to finish at /api/auth/mfa/verify',
    ),
    errors: {
      400: 'Malformed identifier or empty password',
      401: 'Wrong pair, the other screen, or a disabled account (one answer for all)',
      429: 'Too many attempts for this account or from this address (Retry-After)',
    },
    cache: 'noStore',
  },
  'POST /api/auth/sign-up': {
    policy: 'public',
    tags,
    summary: 'Dealer self sign-up; the shop profile follows',
    body: ZSignUpRequestSchema,
    response: json(ZSessionSchema, 'The new dealer, signed in', { status: 201 }),
    errors: {
      400: 'Invalid field, or a password that is too short, too long or too common',
      409: 'An account with this email or phone number exists',
      429: 'Too many attempts from this address',
    },
    cache: 'noStore',
  },
  'POST /api/auth/mfa/verify': {
    policy: 'public',
    tags,
    summary: 'Second step of a sign-in: a code from a verified authenticator',
    body: ZMfaVerifyRequestSchema,
    response: json(ZSessionSchema, 'The session at aal2'),
    errors: {
      400: 'Wrong or already used code',
      401: 'The challenge expired or is not valid',
      404: 'No such verified authenticator',
      429: 'Too many attempts',
    },
    cache: 'noStore',
  },
  'POST /api/auth/refresh': {
    policy: 'public',
    tags,
    summary: 'Rotate the refresh cookie and get a new access token; session null when signed out',
    description: `${cookieGuard} The token before the newest works for 30 s (no new cookie); any older one ends the session.`,
    response: json(ZRefreshResponseSchema, 'The session, or null (a normal state for a signed-out browser)'),
    errors: { 403: notFromTheSite },
    cache: 'noStore',
  },
  'POST /api/auth/sign-out': {
    policy: 'public',
    tags,
    summary: 'End the session of the refresh cookie (or of the bearer token) and clear the cookie',
    description: cookieGuard,
    response: noContent('Signed out'),
    errors: { 403: notFromTheSite },
    cache: 'noStore',
  },
  'POST /api/auth/recover': {
    policy: 'public',
    tags,
    summary: "Set a new password with an admin's one-time recovery link; ends other sessions and signs in",
    body: ZRecoverRequestSchema,
    response: json(ZSessionSchema, 'The new session (aal1)'),
    errors: { 400: 'Invalid, used or expired link, or a password the policy refuses' },
    cache: 'noStore',
  },
  'GET /api/auth/user': {
    policy: 'signedIn',
    tags,
    summary: 'The signed-in user: roles, authenticators, dealer status',
    response: json(ZUserSchema, 'The user'),
  },
  'POST /api/auth/factors': {
    policy: 'staff',
    tags,
    summary: 'Start enrolling an authenticator app (staff): secret and QR code, shown once',
    body: ZEnrollFactorRequestSchema,
    response: json(
      ZEnrollFactorResponseSchema,
      'The unverified factor, its secret, otpauth URL and QR code',
      { status: 201 },
    ),
    errors: {
      400: 'Missing or too long name',
      403: 'Not a staff account, or an authenticator must be verified first (aal2)',
    },
  },
  'POST /api/auth/factors/:id/verify': {
    policy: 'signedIn',
    tags,
    summary: 'Verify a code: activates a new authenticator, or steps the session up to aal2',
    params: ZFactorIdParamSchema,
    body: ZVerifyFactorRequestSchema,
    response: json(ZSessionSchema, 'The session with a new aal2 access token'),
    errors: {
      400: 'Wrong or already used code',
      403: 'Another authenticator must be verified first',
      404: 'No such authenticator of yours',
      429: 'Too many wrong codes',
    },
  },
  'DELETE /api/auth/factors/:id': {
    policy: 'signedIn',
    tags,
    summary: 'Remove an authenticator (needs a session at aal2)',
    params: ZFactorIdParamSchema,
    response: noContent('Removed'),
    errors: {
      403: 'The session has not verified a second factor (aal1)',
      404: 'No such authenticator of yours',
      409: 'The last authenticator of a role that requires two-factor',
    },
  },
});
