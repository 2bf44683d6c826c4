import { describe, expect, it } from 'vitest';
import { createWedgeDetector } from './wedge-detector.ts';

/** Presses each key of `keys` `gap` ms apart from `start`, and returns the last verdict. */
function type(detector: ReturnType<typeof createWedgeDetector>, keys: string[], gap: number, start = 1000) {
  let verdict = detector.press(keys[0]!, start);
  keys.slice(1).forEach((key, index) => {
    verdict = detector.press(key, start + gap * (index + 1));
  });
  return verdict;
}

const chars = (text: string) => [...text];

describe('createWedgeDetector', () => {
  it('takes a fast burst ending in Enter for a scan', () => {
    const detector = createWedgeDetector();
    expect(type(detector, [...chars('356938035643809'), 'Enter'], 8)).toEqual({
      kind: 'scan',
      code: '356938035643809',
    });
  });

  it('leaves a person typing alone', () => {
    const detector = createWedgeDetector();
    expect(type(detector, [...chars('356938035643809'), 'Enter'], 90)).toEqual({ kind: 'key' });
  });

  it('needs a code of the least length', () => {
    const detector = createWedgeDetector();
    expect(type(detector, [...chars('12'), 'Enter'], 5)).toEqual({ kind: 'key' });
    expect(type(detector, [...chars('1234'), 'Enter'], 5, 5000)).toEqual({ kind: 'scan', code: '1234' });
  });

  it('starts a new burst after a pause, so keys typed before a scan are not part of it', () => {
    const detector = createWedgeDetector();
    type(detector, chars('jk'), 200);
    expect(type(detector, [...chars('TRD-251126-AB12'), 'Enter'], 6, 3000)).toEqual({
      kind: 'scan',
      code: 'TRD-251126-AB12',
    });
  });

  it('does not take an Enter long after a burst for its end', () => {
    const detector = createWedgeDetector();
    type(detector, chars('356938035643809'), 6);
    expect(detector.press('Enter', 1000 + 6 * 14 + 500)).toEqual({ kind: 'key' });
  });

  it('skips keys that are not characters (Shift) and forgets a scan once taken', () => {
    const detector = createWedgeDetector();
    expect(type(detector, ['Shift', ...chars('ABC123'), 'Enter'], 4)).toEqual({
      kind: 'scan',
      code: 'ABC123',
    });
    expect(detector.press('Enter', 1040)).toEqual({ kind: 'key' });
  });

  it('reset drops a burst under way', () => {
    const detector = createWedgeDetector();
    type(detector, chars('123456'), 5);
    detector.reset();
    expect(detector.press('Enter', 1030)).toEqual({ kind: 'key' });
  });
});
