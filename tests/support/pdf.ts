/**
 * Reading the PDFs the app writes, with packages from the npm registry only (no poppler, decision 042):
 * their text as a reader extracts it (search, copy), and their pages as PNG images for people to look at.
 *
 * - Text: pdfjs-dist's getTextContent gives each piece of text with its position and the marked-content
 *   spans around it. pdf.js does not apply a span's /ActualText (what poppler, Acrobat and browsers give
 *   for search and copy), and the app's Thai lines depend on it: Sarabun draws sara am (ำ) as two glyphs
 *   (src/server/documents/pdf-text.ts wraps every line in a span whose ActualText is the string written).
 *   So the page's content streams are read too (pdf-lib decodes them), every span's ActualText taken in
 *   order, and a span's pieces replaced by it. A count that differs from pdf.js's throws.
 * - Lines: pieces on one baseline, left to right, joined by a space where there is a gap, and by three
 *   where the gap is a column's (near enough to poppler's layout mode for `toContain`).
 * - Images: pdf.js draws a page onto a canvas of @napi-rs/canvas (Skia, a binary inside the npm package).
 */
import { createCanvas } from '@napi-rs/canvas';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';

type TBytes = ArrayBuffer | Uint8Array;

const copy = (bytes: TBytes) => new Uint8Array(bytes instanceof ArrayBuffer ? bytes.slice(0) : bytes.slice());

/** Opens a PDF in pdf.js for `use`, and frees it after. */
async function withDocument<T>(bytes: TBytes, use: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // verbosity 0: errors only (a warning on the console would fail the test that reads the PDF).
  const task = getDocument({ data: copy(bytes), verbosity: 0 });
  try {
    return await use(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** A PDF text string's characters: hex (UTF-16BE with its byte-order mark, or bytes) or literal. */
function decodePdfString(token: string): string {
  let bytes: number[];
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    bytes = [];
    for (let index = 0; index < hex.length; index += 2)
      bytes.push(parseInt(hex.slice(index, index + 2).padEnd(2, '0'), 16));
  } else {
    const body = token
      .slice(1, -1)
      .replace(
        /\\([nrtbf()\\])/g,
        (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c,
      );
    bytes = Array.from(body, (character) => character.charCodeAt(0));
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let index = 2; index + 1 < bytes.length; index += 2)
      text += String.fromCharCode((bytes[index]! << 8) | bytes[index + 1]!);
    return text;
  }
  return String.fromCharCode(...bytes);
}

/** Each marked-content span's ActualText (or null), in content order, for every page. */
async function actualTexts(bytes: TBytes): Promise<(string | null)[][]> {
  const document = await PDFDocument.load(copy(bytes), { updateMetadata: false });
  const lookup = (object: PDFObject | undefined) => (object ? document.context.lookup(object) : undefined);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    const source = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
    // BMC (no properties) and BDC (a dictionary, or a name in the page's /Properties): the operators
    // pdf.js reports as the beginning of a span.
    const spans: (string | null)[] = [];
    for (const match of source.matchAll(/(<<(?:[^<>]|<[^<>]*>)*>>|\/[^\s/<>[\]()]+)?\s*\b(BDC|BMC)\b/g)) {
      const properties = match[2] === 'BDC' ? (match[1] ?? '') : '';
      const actual = /\/ActualText\s*(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))/.exec(properties);
      spans.push(actual ? decodePdfString(actual[1]!) : null);
    }
    return spans;
  });
}

interface TPiece {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's pieces of text, each span with an ActualText as one piece at the span's first position. */
function pieces(
  items: (TextItem | TextMarkedContent)[],
  spans: (string | null)[],
  pageNumber: number,
): TPiece[] {
  const result: TPiece[] = [];
  const open: { actual: string | null; piece?: TPiece }[] = [];
  let spanIndex = 0;
  for (const item of items) {
    if ('type' in item) {
      if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        if (spanIndex >= spans.length)
          throw new Error(`PDF page ${pageNumber}: more marked-content spans than its content streams hold`);
        open.push({ actual: spans[spanIndex++] ?? null });
      } else if (item.type === 'endMarkedContent') {
        const span = open.pop();
        if (span?.piece) result.push(span.piece);
      }
      continue;
    }
    // pdf.js adds pieces of its own for the gaps it sees (a space, an empty end of line): the layout
    // below is made from the drawn pieces' positions instead.
    if (!item.str.trim()) continue;
    const piece = {
      text: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      height: item.height,
    };
    const replacing = open.findLast((span) => span.actual !== null);
    if (!replacing) {
      result.push(piece);
    } else if (replacing.piece) {
      replacing.piece.width = Math.max(replacing.piece.width, piece.x + piece.width - replacing.piece.x);
    } else {
      replacing.piece = { ...piece, text: replacing.actual! };
    }
  }
  if (spanIndex !== spans.length) {
    throw new Error(
      `PDF page ${pageNumber}: pdf.js saw ${spanIndex} marked-content spans, the content streams hold ${spans.length}`,
    );
  }
  return result;
}

/** Pieces on one baseline (within a fifth of their height) make a line, read left to right. */
function lines(page: TPiece[]): string[] {
  const rows: TPiece[][] = [];
  for (const piece of [...page].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find(
      (candidate) => Math.abs(candidate[0]!.y - piece.y) <= Math.max(1, piece.height / 5),
    );
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let end = -Infinity;
    for (const piece of row) {
      const gap = piece.x - end;
      if (line) line += gap > piece.height * 1.5 ? '   ' : gap > piece.height * 0.1 ? ' ' : '';
      line += piece.text;
      end = piece.x + piece.width;
    }
    return line;
  });
}

/** The text of every page, line by line, pages separated by a form feed. */
export async function pdfText(bytes: TBytes): Promise<string> {
  const spans = await actualTexts(bytes);
  return withDocument(bytes, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: true });
      pages.push(lines(pieces(content.items, spans[number - 1] ?? [], number)).join('\n'));
    }
    return pages.join('\n\f');
  });
}

/** One page (from 1) as a PNG image at `dpi` dots per inch (a PDF point is 1/72 inch). */
export async function pdfPageToPng(
  bytes: TBytes,
  options: { page?: number; dpi?: number } = {},
): Promise<Buffer> {
  return withDocument(bytes, async (document) => {
    const page = await document.getPage(options.page ?? 1);
    const viewport = page.getViewport({ scale: (options.dpi ?? 80) / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return canvas.toBuffer('image/png');
  });
}

/** How many pages a PDF has. */
export async function pdfPageCount(bytes: TBytes): Promise<number> {
  return withDocument(bytes, async (document) => document.numPages);
}
