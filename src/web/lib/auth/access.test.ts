import { describe, expect, it } from 'vitest';
import type { TSession, TUser } from '#core/contracts/auth.ts';
import type { TRole } from '#core/roles.ts';
import {
  accessForRoute,
  canAccess,
  homePathFor,
  safeNextPath,
  secondFactorOwed,
  signInLink,
} from './access.ts';

function user(kind: TUser['kind'], roles: TRole[] = [], dealerStatus: TUser['dealerStatus'] = null): TUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind,
    email: 'a@example.com',
    phone: null,
    displayName: 'A',
    roles,
    factors: [],
    mfaRequired: false,
    dealerStatus,
  };
}

describe('canAccess', () => {
  it('lets a role open its own console, admin every console, and nobody else', () => {
    const engineer = { kind: 'staff', roles: ['engineer'] } as const;
    expect(canAccess(user('staff', ['engineer']), engineer)).toBe(true);
    expect(canAccess(user('staff', ['admin']), engineer)).toBe(true);
    expect(canAccess(user('staff', ['sales']), engineer)).toBe(false);
    expect(canAccess(user('staff', ['engineer']), { kind: 'staff', roles: [] })).toBe(false);
    expect(canAccess(user('staff', ['admin']), { kind: 'staff', roles: [] })).toBe(true);
  });

  it('opens dashboards to any role, dealer pages to dealers only', () => {
    const anyRole = { kind: 'staff', roles: 'anyRole' } as const;
    expect(canAccess(user('staff', ['finance']), anyRole)).toBe(true);
    expect(canAccess(user('staff', []), anyRole)).toBe(false);
    expect(canAccess(user('dealer'), anyRole)).toBe(false);
    expect(canAccess(user('dealer'), { kind: 'dealer' })).toBe(true);
    expect(canAccess(user('staff', ['admin']), { kind: 'dealer' })).toBe(false);
  });
});

describe('accessForRoute', () => {
  it('reads who may open a page from its route', () => {
    expect(accessForRoute('/admin')).toEqual({ kind: 'staff', roles: [] });
    expect(accessForRoute('/engineer')).toEqual({ kind: 'staff', roles: ['engineer'] });
    expect(accessForRoute('/engineer/:id')).toEqual({ kind: 'staff', roles: ['engineer'] });
    expect(accessForRoute('/account')).toEqual({ kind: 'staff', roles: ['account'] });
    expect(accessForRoute('/dashboard')).toEqual({ kind: 'staff', roles: 'anyRole' });
    expect(accessForRoute('/reports')).toEqual({ kind: 'staff', roles: 'anyRole' });
    for (const route of [
      '/dealer',
      '/dealer-dashboard',
      '/dealer/:id',
      '/dealer/scan',
      '/dealer/setup',
      '/assess/:dealerCode',
    ]) {
      expect(accessForRoute(route), route).toEqual({ kind: 'dealer' });
    }
  });
});

describe('homePathFor', () => {
  it('sends staff to their first console and dealers to setup until their shop exists', () => {
    expect(homePathFor(user('staff', ['admin']))).toBe('/admin');
    expect(homePathFor(user('staff', ['finance', 'warehouse']))).toBe('/warehouse');
    expect(homePathFor(user('staff', []))).toBe('/');
    expect(homePathFor(user('dealer'))).toBe('/dealer/setup');
    expect(homePathFor(user('dealer', [], 'pending'))).toBe('/dealer');
  });
});

describe('safeNextPath', () => {
  it('keeps a local path with its query and hash', () => {
    expect(safeNextPath('/engineer/42?tab=photos#top')).toBe('/engineer/42?tab=photos#top');
  });

  it('refuses other sites, odd forms and the sign-in pages', () => {
    for (const next of [
      null,
      '',
      'engineer',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/auth',
      '/dealer/auth?next=/x',
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });

  it('round-trips through the sign-in link', () => {
    const link = signInLink('staff', '/engineer/42?x=1');
    expect(link).toBe('/auth?next=%2Fengineer%2F42%3Fx%3D1');
    const next = new URL(link, 'https://portal.invalid').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/engineer/42?x=1');
  });
});

describe('secondFactorOwed', () => {
  const factor = {
    id: '00000000-0000-4000-8000-00000000000f',
    factorType: 'totp' as const,
    friendlyName: 'Pixel 7',
    createdAt: '2026-11-22T03:00:00.000Z',
  };
  const session = (aal: TSession['aal'], patch: Partial<TUser>): TSession =>
    ({ aal, user: { ...user('staff', ['engineer']), ...patch } }) as TSession;

  it('asks for a code when the session is below the factor the person has (after a recovery)', () => {
    expect(secondFactorOwed(session('aal1', { factors: [{ ...factor, status: 'verified' }] }))).toBe(
      'verify',
    );
    expect(secondFactorOwed(session('aal2', { factors: [{ ...factor, status: 'verified' }] }))).toBeNull();
  });

  it('asks to add an authenticator when the role requires one and there is none', () => {
    expect(secondFactorOwed(session('aal1', { mfaRequired: true }))).toBe('enrol');
    expect(
      secondFactorOwed(
        session('aal1', { mfaRequired: true, factors: [{ ...factor, status: 'unverified' }] }),
      ),
    ).toBe('enrol');
    expect(secondFactorOwed(session('aal1', {}))).toBeNull();
  });
});
