import { defineEndpoints, json, noContent } from '../api/endpoint.ts';
import {
  ZAdminUserSchema,
  ZAdminUsersResponseSchema,
  ZAuthSettingsSchema,
  ZCreateTestUserRequestSchema,
  ZCreateTestUserResponseSchema,
  ZFindUsersQuerySchema,
  ZRecoveryLinkResponseSchema,
  ZSetDisabledRequestSchema,
  ZSetRolesRequestSchema,
  ZUserIdParamSchema,
} from './auth.ts';

const tags = ['Admin › Users'];
const admin = ['admin'] as const;
const noAccount = 'No such account';

/** Admin › Users (decision 008): accounts, roles, sessions, authenticators, two-factor per role. */
export const ADMIN_USER_ENDPOINTS = defineEndpoints({
  'GET /api/admin/users': {
    policy: admin,
    tags,
    summary: 'Accounts whose email contains the text (newest first, at most 50)',
    query: ZFindUsersQuerySchema,
    response: json(ZAdminUsersResponseSchema, 'The accounts'),
  },
  'PUT /api/admin/users/:id/roles': {
    policy: admin,
    tags,
    summary: "Replace a staff account's roles (applies on its next request)",
    params: ZUserIdParamSchema,
    body: ZSetRolesRequestSchema,
    response: json(ZAdminUserSchema, 'The account'),
    errors: {
      400: 'Unknown role, or roles for a dealer',
      404: noAccount,
      409: 'It would leave no enabled admin',
    },
  },
  'PUT /api/admin/users/:id/disabled': {
    policy: admin,
    tags,
    summary: 'Disable (ending every session at once) or enable an account',
    params: ZUserIdParamSchema,
    body: ZSetDisabledRequestSchema,
    response: json(ZAdminUserSchema, 'The account'),
    errors: { 404: noAccount, 409: 'Your own account, or the last enabled admin' },
  },
  'POST /api/admin/users/:id/sign-out': {
    policy: admin,
    tags,
    summary: 'End every session of the account',
    params: ZUserIdParamSchema,
    response: noContent('Sessions ended'),
    errors: { 404: noAccount },
  },
  'DELETE /api/admin/users/:id/factors': {
    policy: admin,
    tags,
    summary: 'Remove every authenticator of the account (a lost phone) and end its sessions',
    params: ZUserIdParamSchema,
    response: noContent('Authenticators removed, sessions ended'),
    errors: { 404: noAccount },
  },
  'POST /api/admin/users/:id/recovery-link': {
    policy: admin,
    tags,
    summary: 'A one-time password recovery link (1 hour) to hand over; an older unused one stops working',
    params: ZUserIdParamSchema,
    response: json(ZRecoveryLinkResponseSchema, 'The link and when it expires'),
    errors: { 404: 'No such (enabled) account' },
  },
  'POST /api/admin/test-users': {
    policy: admin,
    tags,
    summary: 'Create a test account with a generated password (refused in production)',
    body: ZCreateTestUserRequestSchema,
    response: json(ZCreateTestUserResponseSchema, 'The account and its password (shown once)', {
      status: 201,
    }),
    errors: {
      400: 'Invalid email or role, or roles for a dealer',
      403: 'Access denied, or the server runs in production',
      409: 'The email is taken',
    },
  },
  'GET /api/admin/auth-settings': {
    policy: admin,
    tags,
    summary: 'Which roles must use two-factor sign-in',
    response: json(ZAuthSettingsSchema, 'The settings'),
  },
  'PUT /api/admin/auth-settings': {
    policy: admin,
    tags,
    summary: 'Set the roles that must use two-factor sign-in',
    body: ZAuthSettingsSchema,
    response: json(ZAuthSettingsSchema, 'The settings'),
    errors: { 400: 'Unknown role' },
  },
});
