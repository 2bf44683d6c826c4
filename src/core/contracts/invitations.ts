import { z } from 'zod';
import { normalizeThaiPhone } from '../phone.ts';
import { ROLES } from '../roles.ts';
import { ZEmailSchema, ZNewPasswordSchema, ZRoleSchema, ZSessionSchema } from './auth.ts';
import { text } from './text.ts';

/**
 * Staff invitations (issue 15, decision 024): an admin names an e-mail or a phone number and the roles;
 * the person opens the one-time link (/auth?invitation=…), chooses a name and a password, and then adds
 * an authenticator when one of the roles requires it. Links last INVITATION_DAYS, are used once, and
 * may be revoked before that.
 */
export const INVITATION_DAYS = 7;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

const ZInvitationPhoneSchema = text({ error: 'errors.phone.invalid' })
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
  });

/** POST /api/admin/invitations: an e-mail or a phone number (or both), and at least one role. */
export const ZCreateInvitationRequestSchema = z
  .object({
    email: z.preprocess((value) => (value === '' ? undefined : value), ZEmailSchema.optional()),
    phone: ZInvitationPhoneSchema,
    roles: z
      .array(ZRoleSchema)
      .min(1, 'invitations.errors.rolesRequired')
      .max(ROLES.length, 'errors.auth.roleInvalid'),
  })
  .superRefine((value, context) => {
    if (!value.email && !value.phone) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'invitations.errors.addressRequired' });
    }
  });
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequestSchema>;
export type TCreateInvitationParsed = z.output<typeof ZCreateInvitationRequestSchema>;

export const ZInvitationSchema = z.object({
  id: z.uuid(),
  email: text().nullable(),
  phone: text().nullable(),
  roles: z.array(ZRoleSchema),
  status: z.enum(INVITATION_STATUSES),
  /** The admin who made it (their e-mail or phone), when the account still exists. */
  createdBy: text().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;

export const ZInvitationsResponseSchema = z.object({ invitations: z.array(ZInvitationSchema) });

/** The link is shown once, to the admin who made it; only its hash is stored. */
export const ZCreateInvitationResponseSchema = z.object({ invitation: ZInvitationSchema, url: text() });
export type TCreateInvitationResponse = z.infer<typeof ZCreateInvitationResponseSchema>;

export const ZInvitationIdParamSchema = z.object({ id: z.uuid({ error: 'errors.notFound' }) });

const ZInvitationTokenSchema = text({ error: 'invitations.errors.invalid' })
  .min(1, 'invitations.errors.invalid')
  .max(200, 'invitations.errors.invalid');

/** POST /api/invitations/preview: what the link is for, before the person accepts it. */
export const ZInvitationPreviewRequestSchema = z.object({ token: ZInvitationTokenSchema });
export const ZInvitationPreviewSchema = z.object({
  email: text().nullable(),
  phone: text().nullable(),
  roles: z.array(ZRoleSchema),
  expiresAt: z.iso.datetime(),
  /** Whether one of the roles requires an authenticator (added right after the password). */
  mfaRequired: z.boolean(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewSchema>;

/** POST /api/invitations/accept: the staff account, then a session (aal1). */
export const ZAcceptInvitationRequestSchema = z.object({
  token: ZInvitationTokenSchema,
  displayName: text({ error: 'errors.auth.nameRequired' })
    .trim()
    .min(1, 'errors.auth.nameRequired')
    .max(100, 'errors.auth.nameTooLong'),
  password: ZNewPasswordSchema,
});
export type TAcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequestSchema>;
export type TAcceptInvitationParsed = z.output<typeof ZAcceptInvitationRequestSchema>;
export const ZAcceptInvitationResponseSchema = ZSessionSchema;
