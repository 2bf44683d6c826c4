import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPassword } from './password-policy.ts';

const tooShort = { ok: false, messageKey: 'errors.auth.passwordTooShort' };
const tooLong = { ok: false, messageKey: 'errors.auth.passwordTooLong' };
const tooCommon = { ok: false, messageKey: 'errors.auth.passwordTooCommon' };

const listLines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n');
const inList = (password: string) => listLines.includes(password.toLowerCase());

describe('checkPassword: length', () => {
  it('has the limits of the policy', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['7 characters', 'Zq4#vW9', tooShort],
    ['8 characters', 'Zq4#vW9m', { ok: true }],
    ['64 characters', 'Zq4#vW9m'.repeat(8), { ok: true }],
    ['128 characters', 'Zq4#vW9m'.repeat(16), { ok: true }],
    ['129 characters', `${'Zq4#vW9m'.repeat(16)}x`, tooLong],
    ['nothing', '', tooShort],
  ])('%s', (_label, password, expected) => {
    expect(checkPassword(password)).toEqual(expected);
  });

  it('counts Thai per character (code point)', () => {
    const eight = 'กาแฟเย็น'; // ก า แ ฟ เ ย ็ น
    expect([...eight]).toHaveLength(8);
    expect(checkPassword(eight)).toEqual({ ok: true });
    expect(checkPassword('รหัสผ่านยาวๆ')).toEqual({ ok: true });
    expect(checkPassword('กาแฟเย')).toEqual(tooShort);
  });

  it('counts code points, not UTF-16 units', () => {
    const fourEmoji = '🐘🐘🐘🐘'; // 8 UTF-16 units, 4 code points
    expect(fourEmoji).toHaveLength(8);
    expect(checkPassword(fourEmoji)).toEqual(tooShort);
    expect(checkPassword('🐘'.repeat(8))).toEqual({ ok: true });
  });

  it('counts after NFC normalisation', () => {
    const decomposed = 'e\u0301'.repeat(7); // 14 code points, 7 after NFC
    expect(checkPassword(decomposed)).toEqual(tooShort);
    expect(checkPassword(`${decomposed}x`)).toEqual({ ok: true });
  });
});

describe('checkPassword: common passwords', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'PASSWORD', 'QwErTyUiOp', 'iloveyou', 'ilovethailand'])(
    'refuses %j',
    (password) => {
      expect(checkPassword(password)).toEqual(tooCommon);
    },
  );

  it('refuses "Password1", which the list holds as "password1"', () => {
    expect(inList('Password1')).toBe(true);
    expect(checkPassword('Password1')).toEqual(tooCommon);
  });

  it('accepts a random 12-character string', () => {
    const random = randomBytes(9).toString('base64url');
    expect(random).toHaveLength(12);
    expect(checkPassword(random)).toEqual({ ok: true });
  });

  it('has a list of lower-case, 8+ character entries under a licence header', () => {
    expect(listLines[0]).toMatch(/^# .*zxcvbn-ts.*MIT/);
    const entries = listLines.slice(1).filter(Boolean);
    expect(entries.length).toBeGreaterThan(10_000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) {
      expect([...entry].length).toBeGreaterThanOrEqual(8);
      expect(entry).toBe(entry.toLowerCase());
    }
  });
});

describe('checkPassword: the account’s own identifiers', () => {
  const context = { email: 'Somchai.Jaidee@example.co.th', phone: '+66 81 234 5678' };

  it('refuses the email local part, the email and the phone digits, in any case', () => {
    expect(checkPassword('somchai.jaidee', context)).toEqual(tooCommon);
    expect(checkPassword('SOMCHAI.JAIDEE', context)).toEqual(tooCommon);
    expect(checkPassword('somchai.jaidee@example.co.th', context)).toEqual(tooCommon);
    expect(checkPassword('66812345678', context)).toEqual(tooCommon);
    expect(checkPassword('0812345678', context)).toEqual(tooCommon);
    expect(checkPassword('+66 81 234 5678', context)).toEqual(tooCommon);
  });

  it('accepts the same passwords for another account, and ignores empty context', () => {
    expect(checkPassword('somchai.jaidee')).toEqual({ ok: true });
    expect(checkPassword('0812345678', { email: 'x@example.com', phone: '' })).toEqual({ ok: true });
    expect(checkPassword('somchai.jaidee.2026', context)).toEqual({ ok: true });
  });
});
