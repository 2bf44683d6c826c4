import { z } from 'zod';
import { text } from './text.ts';
import { normalizeThaiPhone } from '../phone.ts';
import { PROVINCE_KEYS } from '../provinces.ts';
import { ACCOUNT_KINDS, ROLES } from '../roles.ts';
import { DEALER_STATES } from '../workflow/dealer-machine.ts';

/**
 * Sign-in, sessions, two-factor, dealer profile and the admin's user management (issue 4). The
 * refresh token never appears in a body: it lives only in an httpOnly cookie (decision 008).
 */

export const ZRoleSchema = z.enum(ROLES, { error: 'errors.auth.roleInvalid' });
export const ZAccountKindSchema = z.enum(ACCOUNT_KINDS);

/** Length limits beside the schema; the common-password rule is the server's (it holds the list). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmailSchema = text({ error: 'errors.email.invalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'errors.email.invalid' }).max(254, 'errors.email.invalid'));

/** Email or Thai phone number (spec §5), normalised: lower-case email, or the phone's 10 digits. */
export const ZIdentifierSchema = text({ error: 'errors.auth.identifierRequired' })
  .trim()
  .min(1, 'errors.auth.identifierRequired')
  .max(254, 'errors.auth.identifierInvalid')
  .transform((value, context) => {
    if (value.includes('@')) {
      const email = ZEmailSchema.safeParse(value);
      if (email.success) return { kind: 'email' as const, value: email.data };
    } else {
      const phone = normalizeThaiPhone(value);
      if (phone) return { kind: 'phone' as const, value: phone };
    }
    context.addIssue({ code: 'custom', message: 'errors.auth.identifierInvalid' });
    return z.NEVER;
  });

/** Length in characters (code points), so a Thai password counts as the person typed it. */
const passwordLength = (value: string) => [...value.normalize('NFC')].length;

export const ZNewPasswordSchema = text({ error: 'errors.auth.passwordTooShort' })
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, 'errors.auth.passwordTooShort')
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, 'errors.auth.passwordTooLong');

/** POST /api/auth/sign-in. `audience` is the screen: staff at /auth, dealers at /dealer/auth. */
export const ZSignInRequestSchema = z.object({
  audience: ZAccountKindSchema,
  identifier: ZIdentifierSchema,
  password: text({ error: 'errors.auth.passwordRequired' })
    .min(1, 'errors.auth.passwordRequired')
    .max(1024, 'errors.auth.invalidCredentials'),
});
export type TSignInRequest = z.input<typeof ZSignInRequestSchema>;

/** POST /api/auth/sign-up: dealers only; the shop profile follows at /dealer/setup. */
export const ZSignUpRequestSchema = z.object({
  email: ZEmailSchema,
  phone: text()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const phone = normalizeThaiPhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: 'errors.phone.invalid' });
        return z.NEVER;
      }
      return phone;
    }),
  password: ZNewPasswordSchema,
  displayName: text({ error: 'errors.auth.nameRequired' })
    .trim()
    .min(1, 'errors.auth.nameRequired')
    .max(100, 'errors.auth.nameTooLong'),
});
export type TSignUpRequest = z.input<typeof ZSignUpRequestSchema>;

export const ZFactorSchema = z.object({
  id: z.uuid(),
  factorType: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  friendlyName: text(),
  createdAt: z.iso.datetime(),
});
export type TFactor = z.infer<typeof ZFactorSchema>;

export const ZDealerStatusSchema = z.enum(DEALER_STATES);

export const ZUserSchema = z.object({
  id: z.uuid(),
  kind: ZAccountKindSchema,
  email: text().nullable(),
  phone: text().nullable(),
  displayName: text(),
  roles: z.array(ZRoleSchema),
  factors: z.array(ZFactorSchema),
  /** Whether an admin requires two-factor for one of the user's roles. */
  mfaRequired: z.boolean(),
  /** Dealers: whether the shop profile exists yet (false → /dealer/setup). */
  dealerStatus: ZDealerStatusSchema.nullable(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** Authenticator assurance: aal2 once a second factor was verified in this session. */
export const ZAalSchema = z.enum(['aal1', 'aal2']);

/** A session as the browser holds it: the access token in memory, never in storage. */
export const ZSessionSchema = z.object({
  accessToken: text(),
  tokenType: z.literal('bearer'),
  /** Seconds the access token is valid for. */
  expiresIn: z.number().int().positive(),
  /** Unix seconds when the access token expires. */
  expiresAt: z.number().int().positive(),
  aal: ZAalSchema,
  user: ZUserSchema,
});
export type TSession = z.infer<typeof ZSessionSchema>;

/** A correct password on an account with a verified factor: the second step comes next. */
export const ZMfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  /** Short-lived token naming the user and the half-finished sign-in; only good for /mfa/verify. */
  challengeToken: text(),
  factors: z.array(ZFactorSchema.pick({ id: true, friendlyName: true })),
});
export type TMfaChallenge = z.infer<typeof ZMfaChallengeSchema>;

export const ZSignInResponseSchema = z.union([ZSessionSchema, ZMfaChallengeSchema]);
export type TSignInResponse = z.infer<typeof ZSignInResponseSchema>;

export const ZTotpCodeSchema = text({ error: 'errors.auth.codeInvalid' })
  .trim()
  .regex(/^\d{6}$/, 'errors.auth.codeInvalid');

/** POST /api/auth/mfa/verify: the second step of a sign-in. */
export const ZMfaVerifyRequestSchema = z.object({
  challengeToken: text().min(1),
  factorId: z.uuid(),
  code: ZTotpCodeSchema,
});

/** POST /api/auth/factors: start enrolling an authenticator app. */
export const ZEnrollFactorRequestSchema = z.object({
  friendlyName: text({ error: 'errors.auth.factorNameRequired' })
    .trim()
    .min(1, 'errors.auth.factorNameRequired')
    .max(50, 'errors.auth.factorNameTooLong'),
});
export const ZEnrollFactorResponseSchema = z.object({
  factor: ZFactorSchema,
  /** Base32 secret, for typing in when the QR code cannot be scanned. Shown once. */
  secret: text(),
  otpauthUrl: text(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: text(),
});
export type TEnrollFactorResponse = z.infer<typeof ZEnrollFactorResponseSchema>;

/** POST /api/auth/factors/:id/verify (finish enrolling, or step up an aal1 session). */
export const ZVerifyFactorRequestSchema = z.object({ code: ZTotpCodeSchema });
export const ZFactorIdParamSchema = z.object({ id: z.uuid({ error: 'errors.notFound' }) });

/** Dealer shop profile (GET/PUT /api/dealer/profile). */
export const ZDealerProfileRequestSchema = z.object({
  shopName: text({ error: 'errors.dealer.shopNameRequired' })
    .trim()
    .min(1, 'errors.dealer.shopNameRequired')
    .max(120, 'errors.dealer.shopNameTooLong'),
  phone: text({ error: 'errors.phone.invalid' }).transform((value, context) => {
    const phone = normalizeThaiPhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'errors.phone.invalid' });
      return z.NEVER;
    }
    return phone;
  }),
  province: z.enum(PROVINCE_KEYS, { error: 'errors.province.required' }),
  address: text({ error: 'errors.dealer.addressRequired' })
    .trim()
    .min(5, 'errors.dealer.addressRequired')
    .max(500, 'errors.dealer.addressTooLong'),
});
export type TDealerProfileRequest = z.input<typeof ZDealerProfileRequestSchema>;
export const ZDealerProfileSchema = z.object({
  shopName: text(),
  phone: text(),
  province: z.enum(PROVINCE_KEYS),
  address: text(),
  status: ZDealerStatusSchema,
  /** The public dealer code, given when an admin approves the shop. */
  code: text().nullable(),
  /** Why the application was rejected or the shop suspended (null otherwise). */
  statusReason: text().nullable(),
});
export type TDealerProfile = z.infer<typeof ZDealerProfileSchema>;

/** Admin › Users. */
export const ZAdminUserSchema = ZUserSchema.omit({ factors: true }).extend({
  disabled: z.boolean(),
  hasVerifiedFactor: z.boolean(),
  activeSessions: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZFindUsersQuerySchema = z.object({
  email: text().trim().max(254).optional(),
});
export const ZAdminUsersResponseSchema = z.object({
  users: z.array(ZAdminUserSchema),
  /** Whether this server makes test users (never in production): the console offers the form only then. */
  testUsersAllowed: z.boolean(),
});
export const ZUserIdParamSchema = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
export const ZSetRolesRequestSchema = z.object({ roles: z.array(ZRoleSchema).max(ROLES.length) });
export const ZSetDisabledRequestSchema = z.object({ disabled: z.boolean() });
export const ZCreateTestUserRequestSchema = z.object({
  email: ZEmailSchema,
  roles: z.array(ZRoleSchema).max(ROLES.length),
  kind: ZAccountKindSchema.default('staff'),
});
/** The generated password is shown once to the admin who created the test user. */
export const ZCreateTestUserResponseSchema = z.object({ user: ZAdminUserSchema, password: text() });

export const ZAuthSettingsSchema = z.object({
  /** Roles whose holders must use two-factor sign-in. */
  mfaRequiredRoles: z.array(ZRoleSchema),
});
export type TAuthSettings = z.infer<typeof ZAuthSettingsSchema>;

/** Spec §4 auth session events, as the web client emits them. */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type TAuthEvent = (typeof AUTH_EVENTS)[number];

/**
 * Password recovery without e-mail: an admin makes a one-time link (POST
 * /api/admin/users/:id/recovery-link) and hands it over; the link opens /auth?recovery=<token>, where
 * POST /api/auth/recover sets the new password and signs the person in (event PASSWORD_RECOVERY).
 */
export const ZRecoveryLinkResponseSchema = z.object({ url: text(), expiresAt: z.iso.datetime() });
export const ZRecoverRequestSchema = z.object({
  token: text().min(1, 'errors.auth.recoveryInvalid').max(200, 'errors.auth.recoveryInvalid'),
  password: ZNewPasswordSchema,
});

/** POST /api/auth/refresh: `session: null` when the browser has no valid session (signed out). */
export const ZRefreshResponseSchema = z.object({ session: ZSessionSchema.nullable() });
