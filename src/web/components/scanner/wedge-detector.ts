/**
 * A barcode scanner used as a keyboard ("keyboard wedge") types a whole code in a burst — a few
 * milliseconds per character — and ends it with Enter. People type far slower. This tells the two apart
 * from the keystrokes' times alone, so a scan is caught wherever the focus is on the page, while a
 * person's typing (and the shortcut keys of a console table) stays theirs.
 */
export interface TWedgeOptions {
  /** The shortest code a scan may carry. */
  minLength: number;
  /** A burst's average gap between keys must be at most this (ms). */
  maxAverageGapMs: number;
  /** No gap inside a burst may be longer (ms): a longer pause starts a new burst. */
  maxGapMs: number;
}

export const WEDGE_DEFAULTS: TWedgeOptions = { minLength: 4, maxAverageGapMs: 35, maxGapMs: 100 };

export type TWedgeVerdict =
  /** An Enter that ends a scan: the code (the key should not act as an Enter any more). */
  | { kind: 'scan'; code: string }
  /** Anything else: a key like any other. */
  | { kind: 'key' };

const KEY: TWedgeVerdict = { kind: 'key' };

/** Feeds key presses (their `key` and time) and says which Enter ends a scan. */
export function createWedgeDetector(options: TWedgeOptions = WEDGE_DEFAULTS) {
  let text = '';
  let first = 0;
  let last = 0;

  const reset = () => {
    text = '';
  };

  return {
    press(key: string, at: number): TWedgeVerdict {
      const gap = at - last;
      if (text && gap > options.maxGapMs) reset();
      if (key === 'Enter') {
        const code = text;
        const gaps = code.length - 1;
        const fast = gaps > 0 && (last - first) / gaps <= options.maxAverageGapMs;
        reset();
        return code.length >= options.minLength && fast && gap <= options.maxGapMs
          ? { kind: 'scan', code }
          : KEY;
      }
      // Only printable characters belong to a code; Shift and the like are skipped without a word.
      if (key.length !== 1) return KEY;
      if (!text) first = at;
      text += key;
      last = at;
      return KEY;
    },
    reset,
  };
}
