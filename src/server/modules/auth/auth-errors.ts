import { AppError } from '../../http/errors.ts';

/** The errors of the accounts module, each with its i18n key (src/web/locales: errors.auth.*). */
export const authErrors = {
  /** Any wrong pair, wrong screen or disabled account: one answer, so none of them is revealed. */
  invalidCredentials: () =>
    new AppError('UNAUTHORIZED', 'errors.auth.invalidCredentials', 'Wrong email, phone number or password'),
  loginRequired: () => new AppError('UNAUTHORIZED', 'errors.auth.loginRequired', 'Please login first'),
  accessDenied: () => new AppError('FORBIDDEN', 'errors.auth.accessDenied', 'Access denied'),
  /** An aal1 session of a user whose role requires two-factor, or who has a factor: only enrol/verify. */
  mfaRequired: () =>
    new AppError(
      'FORBIDDEN',
      'errors.auth.mfaRequired',
      'Two-factor sign-in is required: enrol or verify an authenticator first',
    ),
  stepUpRequired: () =>
    new AppError('FORBIDDEN', 'errors.auth.stepUpRequired', 'Verify a code from your authenticator first'),
  challengeExpired: () =>
    new AppError('UNAUTHORIZED', 'errors.auth.challengeExpired', 'The sign-in took too long; start again'),
  codeInvalid: () =>
    new AppError('VALIDATION', 'errors.auth.codeInvalid', 'Wrong or already used code', [
      { path: 'code', messageKey: 'errors.auth.codeInvalid' },
    ]),
  factorNotFound: () => new AppError('NOT_FOUND', 'errors.auth.factorNotFound', 'No such authenticator'),
  factorRequired: () =>
    new AppError(
      'CONFLICT',
      'errors.auth.factorRequired',
      'Two-factor sign-in is required for your role: keep at least one authenticator',
    ),
  identityExists: () =>
    new AppError(
      'CONFLICT',
      'errors.auth.identityExists',
      'An account with this email or phone already exists',
    ),
  weakPassword: (messageKey: string) =>
    new AppError('VALIDATION', messageKey, 'The password is not allowed', [{ path: 'password', messageKey }]),
  recoveryInvalid: () =>
    new AppError(
      'VALIDATION',
      'errors.auth.recoveryInvalid',
      'This recovery link is invalid, used or expired',
      [{ path: 'token', messageKey: 'errors.auth.recoveryInvalid' }],
    ),
  originRefused: (reason: string) => new AppError('FORBIDDEN', 'errors.auth.originRefused', reason),
  userNotFound: () => new AppError('NOT_FOUND', 'errors.auth.userNotFound', 'No such user'),
  rolesStaffOnly: () =>
    new AppError('VALIDATION', 'errors.auth.rolesStaffOnly', 'Dealer accounts cannot hold staff roles', [
      { path: 'roles', messageKey: 'errors.auth.rolesStaffOnly' },
    ]),
  lastAdmin: () =>
    new AppError('CONFLICT', 'errors.auth.lastAdmin', 'At least one enabled admin must remain'),
  cannotDisableSelf: () =>
    new AppError('CONFLICT', 'errors.auth.cannotDisableSelf', 'You cannot disable your own account'),
  testUsersDisabled: () =>
    new AppError('FORBIDDEN', 'errors.auth.testUsersDisabled', 'Test users cannot be created in production'),
};
