import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, otpauthUrl, totpCode, verifyTotp } from './totp.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
/** RFC 6238 Appendix B: the SHA1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(ascii('12345678901234567890'));
const STEP_MS = 30_000;

describe('base32 (RFC 4648 §10 test vectors)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ↔ %s', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded))).toBe(text);
  });

  it('decodes case-insensitively, ignoring spaces and padding', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
  });

  it('round-trips arbitrary bytes', () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length * 11) & 0xff);
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });

  it('throws on characters outside the alphabet and on impossible lengths', () => {
    expect(() => base32Decode('MZXW6YT1')).toThrow(/character/);
    expect(() => base32Decode('MZXW-6YTB')).toThrow(/character/);
    expect(() => base32Decode('M')).toThrow(/length/);
  });
});

describe('generateTotpSecret', () => {
  it('gives 20 random bytes as 32 upper-case base32 characters without padding', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('totpCode (RFC 6238 Appendix B, SHA1, last 6 of the 8 digits)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s → %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('keeps the same code within a 30-second step', () => {
    expect(totpCode(RFC_SECRET, 30_000)).toBe(totpCode(RFC_SECRET, 59_999));
    expect(totpCode(RFC_SECRET, 60_000)).not.toBe(totpCode(RFC_SECRET, 59_999));
  });
});

describe('verifyTotp', () => {
  const now = 1234567890 * 1000;
  const step = Math.floor(now / STEP_MS);

  it('accepts the current code and returns its step', () => {
    expect(verifyTotp(RFC_SECRET, '005924', now)).toEqual({ ok: true, step });
    expect(verifyTotp(RFC_SECRET, ' 005924 ', now)).toEqual({ ok: true, step });
  });

  it('accepts the previous and next step, refuses two steps away', () => {
    const at = (offset: number) => totpCode(RFC_SECRET, now + offset * STEP_MS);
    expect(verifyTotp(RFC_SECRET, at(-1), now)).toEqual({ ok: true, step: step - 1 });
    expect(verifyTotp(RFC_SECRET, at(1), now)).toEqual({ ok: true, step: step + 1 });
    expect(verifyTotp(RFC_SECRET, at(-2), now)).toEqual({ ok: false });
    expect(verifyTotp(RFC_SECRET, at(2), now)).toEqual({ ok: false });
    expect(verifyTotp(RFC_SECRET, at(2), now, { window: 2 })).toEqual({ ok: true, step: step + 2 });
    expect(verifyTotp(RFC_SECRET, at(-1), now, { window: 0 })).toEqual({ ok: false });
  });

  it('refuses a step at or before lastUsedStep (replay)', () => {
    const code = totpCode(RFC_SECRET, now);
    expect(verifyTotp(RFC_SECRET, code, now, { lastUsedStep: step })).toEqual({ ok: false });
    expect(verifyTotp(RFC_SECRET, code, now, { lastUsedStep: step + 1 })).toEqual({ ok: false });
    expect(verifyTotp(RFC_SECRET, code, now, { lastUsedStep: step - 1 })).toEqual({ ok: true, step });
    expect(verifyTotp(RFC_SECRET, code, now, { lastUsedStep: null })).toEqual({ ok: true, step });
    // The code of the previous step, used once, cannot be used again half a minute later.
    const previous = totpCode(RFC_SECRET, now - STEP_MS);
    expect(verifyTotp(RFC_SECRET, previous, now, { lastUsedStep: step - 1 })).toEqual({ ok: false });
  });

  it.each(['12345', 'abcdef', '1234567', '', '00592４', '0059 24', '+05924', '5924.0'])(
    'refuses %j',
    (input) => {
      expect(verifyTotp(RFC_SECRET, input, now)).toEqual({ ok: false });
    },
  );

  it('refuses a wrong 6-digit code', () => {
    const right = totpCode(RFC_SECRET, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(RFC_SECRET, wrong, now)).toEqual({ ok: false });
  });

  it('checks its arguments', () => {
    expect(() => verifyTotp(RFC_SECRET, '005924', now, { window: -1 })).toThrow(RangeError);
    expect(() => verifyTotp(RFC_SECRET, '005924', now, { window: 1.5 })).toThrow(RangeError);
    expect(() => verifyTotp(RFC_SECRET, '005924', Number.NaN)).toThrow(RangeError);
    expect(() => verifyTotp('', '005924', now)).toThrow(/empty/);
  });

  it('works with a freshly generated secret', () => {
    const secret = generateTotpSecret();
    const result = verifyTotp(secret, totpCode(secret, now), now);
    expect(result).toEqual({ ok: true, step });
  });
});

describe('otpauthUrl', () => {
  it('builds the Key URI with encoded label and issuer', () => {
    expect(
      otpauthUrl({ secret: 'jbsw y3dp ehpk 3pxp', accountName: 'staff@example.co.th', issuer: 'Khumkha' }),
    ).toBe(
      'otpauth://totp/Khumkha:staff%40example.co.th?secret=JBSWY3DPEHPK3PXP&issuer=Khumkha&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('percent-encodes spaces, colons and Thai text', () => {
    const url = otpauthUrl({ secret: 'JBSWY3DPEHPK3PXP', accountName: 'a:b c', issuer: 'คุ้มค่า Trade' });
    const issuer = encodeURIComponent('คุ้มค่า Trade');
    expect(url).toBe(
      `otpauth://totp/${issuer}:a%3Ab%20c?secret=JBSWY3DPEHPK3PXP&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(url).not.toMatch(/[ ก-๛]/);
  });

  it('refuses an invalid secret', () => {
    expect(() => otpauthUrl({ secret: 'not base32!', accountName: 'a', issuer: 'b' })).toThrow();
  });
});
