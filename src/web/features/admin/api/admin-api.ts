import type { TCategoryKey } from '#core/constants.ts';
import type { TQuestionnaireUpdate } from '#core/contracts/questionnaire.ts';
import type { TCompanyProfileUpdate } from '#core/contracts/company.ts';
import type { TAuthSettings, TAdminUser } from '#core/contracts/auth.ts';
import type { TCreateInvitationRequest } from '#core/contracts/invitations.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

// Admin › Users.

export async function findUsers(email: string): Promise<{ users: TAdminUser[]; testUsersAllowed: boolean }> {
  return signedInApi('GET /api/admin/users', { query: email ? { email } : {} });
}

export function setRoles(id: string, roles: TRole[]) {
  return signedInApi('PUT /api/admin/users/:id/roles', { params: { id }, body: { roles } });
}

export function setDisabled(id: string, disabled: boolean) {
  return signedInApi('PUT /api/admin/users/:id/disabled', { params: { id }, body: { disabled } });
}

export function endSessions(id: string): Promise<void> {
  return signedInApi('POST /api/admin/users/:id/sign-out', { params: { id } });
}

export function resetFactors(id: string): Promise<void> {
  return signedInApi('DELETE /api/admin/users/:id/factors', { params: { id } });
}

export function createRecoveryLink(id: string) {
  return signedInApi('POST /api/admin/users/:id/recovery-link', { params: { id } });
}

export function createTestUser(input: { email: string; roles: TRole[]; kind: TAccountKind }) {
  return signedInApi('POST /api/admin/test-users', { body: input });
}

export function getAuthSettings() {
  return signedInApi('GET /api/admin/auth-settings');
}

export function putAuthSettings(settings: TAuthSettings) {
  return signedInApi('PUT /api/admin/auth-settings', { body: settings });
}

// Admin › Company.

export function getCompanyProfile() {
  return signedInApi('GET /api/company');
}

export function saveCompanyProfile(profile: TCompanyProfileUpdate) {
  return signedInApi('PUT /api/admin/company', { body: profile });
}

// Admin › Users › Invitations (decision 024).

export async function listInvitations() {
  return (await signedInApi('GET /api/admin/invitations')).invitations;
}

export function createInvitation(input: TCreateInvitationRequest) {
  return signedInApi('POST /api/admin/invitations', { body: input });
}

export function revokeInvitation(id: string): Promise<void> {
  return signedInApi('DELETE /api/admin/invitations/:id', { params: { id } });
}

// Admin › Questionnaire (decision 026).

export function getQuestionnaire() {
  return signedInApi('GET /api/admin/questionnaire');
}

export function saveQuestionnaire(category: TCategoryKey, body: TQuestionnaireUpdate) {
  return signedInApi('PUT /api/admin/questionnaire/:category', { params: { category }, body });
}
