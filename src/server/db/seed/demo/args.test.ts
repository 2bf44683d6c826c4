import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_REQUESTS, parseSeedArgs } from './args.ts';

describe('the seed command line', () => {
  it('seeds the catalogue alone without options, and the demo with --demo', () => {
    expect(parseSeedArgs([])).toEqual({ mode: 'catalogue' });
    expect(parseSeedArgs(['--demo'])).toEqual({
      mode: 'demo',
      requests: DEFAULT_DEMO_REQUESTS,
      force: false,
    });
    expect(parseSeedArgs(['--demo', '--force', '--requests', '60'])).toEqual({
      mode: 'demo',
      requests: 60,
      force: true,
    });
    expect(parseSeedArgs(['-h'])).toEqual({ mode: 'help' });
  });

  it('refuses what it does not understand', () => {
    expect(() => parseSeedArgs(['--force'])).toThrow(/go with --demo/);
    expect(() => parseSeedArgs(['--demo', '--requests', '0'])).toThrow(/--requests must be/);
    expect(() => parseSeedArgs(['--demo', '--requests', '1e3'])).toThrow(/--requests must be/);
    expect(() => parseSeedArgs(['--demo', '--requests', '9999'])).toThrow(/--requests must be/);
    expect(() => parseSeedArgs(['--demo', '--reqests', '5'])).toThrow();
    expect(() => parseSeedArgs(['demo'])).toThrow();
  });
});
