import { defineEndpoints, json, noContent } from '../api/endpoint.ts';
import {
  ZAcceptInvitationRequestSchema,
  ZAcceptInvitationResponseSchema,
  ZCreateInvitationRequestSchema,
  ZCreateInvitationResponseSchema,
  ZInvitationIdParamSchema,
  ZInvitationPreviewRequestSchema,
  ZInvitationPreviewSchema,
  ZInvitationsResponseSchema,
} from './invitations.ts';

const admin = ['admin'] as const;
const invalidLink = 'Invalid, used, revoked or expired link';

/** Staff invitations (decision 024): one-time links where a new staff member sets their password. */
export const INVITATION_ENDPOINTS = defineEndpoints({
  'GET /api/admin/invitations': {
    policy: admin,
    tags: ['Admin › Users'],
    summary: 'The latest staff invitations (at most 100, newest first) and their status',
    response: json(ZInvitationsResponseSchema, 'The invitations'),
  },
  'POST /api/admin/invitations': {
    policy: admin,
    tags: ['Admin › Users'],
    summary:
      'Invite a staff member by e-mail or phone with roles: a one-time link, shown once; an older pending invitation to the same address is revoked',
    body: ZCreateInvitationRequestSchema,
    response: json(ZCreateInvitationResponseSchema, 'The invitation and its link', { status: 201 }),
    errors: {
      400: 'No e-mail or phone, an invalid one, or no role',
      409: 'A staff account uses this e-mail or phone already',
    },
    cache: 'noStore',
  },
  'DELETE /api/admin/invitations/:id': {
    policy: admin,
    tags: ['Admin › Users'],
    summary: 'Revoke a pending invitation: its link stops working',
    params: ZInvitationIdParamSchema,
    response: noContent('Revoked'),
    errors: { 404: 'No such invitation', 409: 'Accepted, revoked or expired already' },
  },
  'POST /api/invitations/preview': {
    policy: 'public',
    tags: ['Accounts'],
    summary: 'What an invitation link is for (address, roles, whether an authenticator is required)',
    body: ZInvitationPreviewRequestSchema,
    response: json(ZInvitationPreviewSchema, 'The invitation'),
    errors: { 400: invalidLink, 429: 'Too many attempts from this address' },
    rateLimited: true,
    cache: 'noStore',
  },
  'POST /api/invitations/accept': {
    policy: 'public',
    tags: ['Accounts'],
    summary: 'Accept an invitation: the staff account with its password, then a session (aal1)',
    body: ZAcceptInvitationRequestSchema,
    response: json(ZAcceptInvitationResponseSchema, 'The new session', { status: 201 }),
    errors: {
      400: `${invalidLink}, or a password the policy refuses`,
      409: 'A staff account uses this e-mail or phone already',
      429: 'Too many attempts from this address',
    },
    rateLimited: true,
    cache: 'noStore',
  },
});
