import { describe, expect, it } from 'vitest';
import { cameraProblemKey, cameraProblemOf } from './camera-errors.ts';

const failure = (name: string) => Object.assign(new Error('camera'), { name });

describe('cameraProblemOf', () => {
  it('tells a refusal, a missing camera and a busy one apart', () => {
    expect(cameraProblemOf(failure('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(failure('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(failure('NotFoundError'))).toBe('none');
    expect(cameraProblemOf(failure('OverconstrainedError'))).toBe('none');
    expect(cameraProblemOf(failure('NotReadableError'))).toBe('busy');
  });

  it('calls anything else a failure', () => {
    expect(cameraProblemOf(failure('TypeError'))).toBe('failed');
    expect(cameraProblemOf(undefined)).toBe('failed');
    expect(cameraProblemOf('oops')).toBe('failed');
  });

  it('names its message in the scanner namespace', () => {
    expect(cameraProblemKey('denied')).toBe('scanner.problems.denied');
  });
});
