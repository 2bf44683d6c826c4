import { describe, expect, it } from 'vitest';
import { readScannedCode } from './scanned-code.ts';

describe('readScannedCode', () => {
  it('reads the reference out of a tracking link (the success page and receipt QR)', () => {
    expect(readScannedCode('https://khumkha.example/track?ref=TRD-251126-AB12')).toEqual({
      kind: 'reference',
      value: 'TRD-251126-AB12',
    });
    expect(readScannedCode('http://127.0.0.1:3000/track/?ref=trd-251126-ab12&lang=en')).toEqual({
      kind: 'reference',
      value: 'TRD-251126-AB12',
    });
  });

  it('takes a bare reference in any case', () => {
    expect(readScannedCode(' trd-251126-ab12 ')).toEqual({ kind: 'reference', value: 'TRD-251126-AB12' });
  });

  it('keeps anything else as its text: an IMEI, an EAN-13, another link', () => {
    expect(readScannedCode('356938035643809\n')).toEqual({ kind: 'text', value: '356938035643809' });
    expect(readScannedCode('8850999320014')).toEqual({ kind: 'text', value: '8850999320014' });
    expect(readScannedCode('https://example.com/track?ref=nope')).toEqual({
      kind: 'text',
      value: 'https://example.com/track?ref=nope',
    });
    expect(readScannedCode('https://[bad')).toEqual({ kind: 'text', value: 'https://[bad' });
  });
});
