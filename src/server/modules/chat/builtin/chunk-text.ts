/**
 * An answer cut into the small pieces it is streamed in, so it visibly grows in the widget: about two
 * words each (Thai has no spaces, so words come from Intl.Segmenter). A link on its own line stays
 * whole, so the widget never shows half an address.
 */
const LINK = /(\/(?:valuation|pickup|track|privacy)(?:\?[^\s]*)?)/;
const MAX_CHUNK_CHARS = 14;

// The Thai word segmenter splits English and numbers at word boundaries too.
const words = new Intl.Segmenter('th', { granularity: 'word' });

export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  // split() with a capturing group puts the links at the odd positions.
  text.split(LINK).forEach((part, index) => {
    if (part === '') return;
    if (index % 2 === 1) {
      chunks.push(part);
      return;
    }
    let current = '';
    for (const { segment } of words.segment(part)) {
      if (current.length > 0 && current.length + segment.length > MAX_CHUNK_CHARS) {
        chunks.push(current);
        current = '';
      }
      current += segment;
    }
    if (current) chunks.push(current);
  });
  return chunks;
}
