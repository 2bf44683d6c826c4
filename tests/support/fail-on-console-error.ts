import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error during a test fails it (Epic Stack's rule): errors must be expected, not ignored.
 * A test that expects one mocks console.error itself (`vi.spyOn(console, 'error').mockImplementation(...)`).
 */
let calls: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  calls = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
});

afterEach(() => {
  const unexpected = vi.isMockFunction(console.error) ? [] : calls;
  console.error = original;
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${unexpected.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
