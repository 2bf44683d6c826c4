/**
 * Line breaking for the PDF receipt. pdfkit breaks lines only at spaces and Thai has none between
 * words, so the text is cut into words with Intl.Segmenter and the lines are filled here, measured
 * with the same font metrics pdfkit draws with (`measure`).
 */

export type TMeasure = (text: string) => number;

const THAI = /[\u0E00-\u0E7F]/;
/** Vowels and marks that sit on or after the consonant before them: a line never starts with one. */
const THAI_NON_STARTER = /^[\u0E30-\u0E3A\u0E45-\u0E4E]/;
/** Leading vowels (เ แ โ ใ ไ) belong to the syllable after them: a line never ends with one. */
const THAI_LEADING_VOWEL = /[\u0E40-\u0E44]$/;
/** Spaces a line may break at; a no-break space (U+00A0) keeps "22 พฤศจิกายน 2569" or "18,500 บาท" whole. */
const SPACES = /^[^\S\u00A0]+$/;
const ENDS_WITH_SPACE = /[^\S\u00A0]$/;
/** Where a piece wider than a line (a URL) is best cut: after these characters. */
const SOFT_BREAK_AFTER = /(?<=[/?&])/;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string, granularity: 'word' | 'grapheme'): Intl.Segmenter {
  const key = `${locale}:${granularity}`;
  let value = segmenters.get(key);
  if (!value) {
    value = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, value);
  }
  return value;
}

/**
 * A line may break after whitespace, or between two Thai words. Everything else stays together
 * ("99/123", "18,500", "TRD-261122-AB12", "(ประมาณ)"), and so does a Thai vowel with its syllable.
 */
function canBreakBetween(before: string, after: string, thaiWordBreaks: boolean): boolean {
  if (SPACES.test(after)) return false; // the space stays on the line it ends
  if (ENDS_WITH_SPACE.test(before)) return true;
  if (!thaiWordBreaks) return false;
  const last = before.at(-1) ?? '';
  const first = after[0] ?? '';
  if (!THAI.test(last) || !THAI.test(first)) return false;
  return !THAI_NON_STARTER.test(after) && !THAI_LEADING_VOWEL.test(before);
}

/** The text cut into unbreakable pieces; joined back they give the text unchanged. */
export function breakableUnits(text: string, locale: string, thaiWordBreaks = true): string[] {
  const units: string[] = [];
  for (const { segment } of segmenter(locale, 'word').segment(text)) {
    const previous = units.at(-1);
    if (previous !== undefined && !canBreakBetween(previous, segment, thaiWordBreaks)) {
      units[units.length - 1] = previous + segment;
    } else {
      units.push(segment);
    }
  }
  return units;
}

/** A piece wider than the line (a URL, a long serial) is cut after / ? & where it can, else between graphemes. */
function splitOverlong(unit: string, width: number, measure: TMeasure, locale: string): string[] {
  const parts = unit
    .split(SOFT_BREAK_AFTER)
    .flatMap((part) =>
      measure(part) <= width
        ? [part]
        : [...segmenter(locale, 'grapheme').segment(part)].map(({ segment }) => segment),
    );
  const pieces: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const part of parts) {
    if (current && currentWidth + measure(part) > width) {
      pieces.push(current);
      current = '';
      currentWidth = 0;
    }
    current += part;
    currentWidth += measure(part);
  }
  if (current) pieces.push(current);
  return pieces;
}

export interface TBreakOptions {
  /** False for names: "ศรีสุวรรณวงศ์" must not be split into its words; only spaces break then. */
  thaiWordBreaks?: boolean;
}

/**
 * Greedy line filling: as many units as fit in `width`. Explicit newlines start a new line;
 * spaces at the edges of a wrapped line are dropped. Always returns at least one line.
 * A line's width is the sum of its units' widths (measured once each): shaping Thai is costly, and
 * nothing in the font joins across a word boundary.
 */
export function breakLines(
  text: string,
  width: number,
  measure: TMeasure,
  locale: string,
  options: TBreakOptions = {},
): string[] {
  const widths = new Map<string, number>();
  const widthOf = (piece: string) => {
    let value = widths.get(piece);
    if (value === undefined) {
      value = measure(piece);
      widths.set(piece, value);
    }
    return value;
  };
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0; // including the trailing space of its last unit
    for (const unit of breakableUnits(paragraph.trim(), locale, options.thaiWordBreaks ?? true)) {
      if (lineWidth + widthOf(unit.trimEnd()) <= width) {
        line += unit;
        lineWidth += widthOf(unit);
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      const start = unit.trimStart();
      const pieces =
        widthOf(start.trimEnd()) <= width ? [start] : splitOverlong(start, width, widthOf, locale);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
      lineWidth = widthOf(line);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
