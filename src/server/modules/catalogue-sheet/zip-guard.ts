import { inflateRawSync } from 'node:zlib';
import { ZipRejectedError } from './guard-error.ts';
import { assertExpectedPart, createShapeCheck } from './workbook-shape.ts';

/**
 * Checks an uploaded .xlsx (a zip) before exceljs sees it. exceljs (through JSZip) inflates every entry
 * whole into memory, so a small file that inflates to gigabytes (a zip bomb) would take the server down:
 * here the central directory is read, the entry count and the declared sizes are bounded, and every
 * entry is inflated with a hard output cap that is its declared size, so a lying header cannot get
 * past. Its parts must be the ones a workbook of data has, and their shapes must be ones exceljs reads
 * at the cost of their size (workbook-shape.ts). Only then is the same buffer handed to exceljs, which
 * reads the same central directory.
 */

export const MAX_ZIP_ENTRIES = 200;
/** Sum of the entries' inflated sizes (a 20,000-row sheet is a few MB of XML). */
export const MAX_ZIP_INFLATED_BYTES = 40 * 1024 * 1024;

/**
 * Cells over all worksheets plus shared strings. exceljs holds ~400 bytes per cell (1.1 million cells:
 * +500 MB and 3 s), so the count is bounded before loading; a 20,000-row sheet of 8 columns is 160,000.
 */
export const MAX_SHEET_CELLS = 300_000;

export { ZipRejectedError, type TZipProblem } from './guard-error.ts';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
/** Parts every workbook has; without them the zip is something else (a .docx, a .jar). */
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

interface TEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  inflatedSize: number;
  localOffset: number;
}

const notXlsx = (detail: string) => new ZipRejectedError('notXlsx', detail);

function findEndOfCentralDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - EOCD_SIZE - MAX_COMMENT);
  for (let offset = data.length - EOCD_SIZE; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw notXlsx('no end of central directory');
}

function readCentralDirectory(data: Buffer): TEntry[] {
  const eocd = findEndOfCentralDirectory(data);
  const disk = data.readUInt16LE(eocd + 4);
  const directoryDisk = data.readUInt16LE(eocd + 6);
  const entriesHere = data.readUInt16LE(eocd + 8);
  const entryCount = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  // ZIP64 markers (0xFFFF…) and split archives: never needed by a workbook of the allowed size.
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entryCount || entryCount === 0xffff) {
    throw notXlsx('split or ZIP64 archive');
  }
  if (entryCount > MAX_ZIP_ENTRIES) {
    throw new ZipRejectedError('tooManyEntries', `${entryCount} entries`);
  }
  if (directoryOffset + directorySize > eocd) throw notXlsx('central directory out of bounds');

  const entries: TEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > eocd || data.readUInt32LE(offset) !== CENTRAL_HEADER) {
      throw notXlsx('broken central directory');
    }
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const entry: TEntry = {
      flags: data.readUInt16LE(offset + 8),
      method: data.readUInt16LE(offset + 10),
      compressedSize: data.readUInt32LE(offset + 20),
      inflatedSize: data.readUInt32LE(offset + 24),
      localOffset: data.readUInt32LE(offset + 42),
      name: data.toString('utf8', offset + 46, offset + 46 + nameLength),
    };
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes as stored (between its local header and the next part). */
function storedBytes(data: Buffer, entry: TEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) throw notXlsx('broken local header');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) throw notXlsx('entry out of bounds');
  return data.subarray(start, end);
}

/**
 * Elements that cost exceljs memory: cells (`<c`) and shared strings (`<si`), with or without a
 * namespace prefix, followed by whatever XML allows after a name (space, tab, CR, LF, `>` or `/`).
 * Counted in every XML part, not only the usual worksheet paths: the workbook's relationships may point
 * anywhere, and a count with no parsing is cheap.
 */
const COSTLY_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?(?:c|si)[\s>/]/g;

/** Cells and shared strings in one XML part (latin1 keeps byte offsets; the names are ASCII). */
function countCells(xml: Buffer): number {
  return xml.toString('latin1').match(COSTLY_ELEMENT)?.length ?? 0;
}

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/** Inflates the entry with its declared size as a hard cap (a different size means a forged header). */
function inflate(data: Buffer, entry: TEntry): Buffer {
  const bytes = storedBytes(data, entry);
  if (entry.method === STORED) {
    if (bytes.length !== entry.inflatedSize) throw notXlsx('stored entry size mismatch');
    return bytes;
  }
  if (entry.method !== DEFLATED) throw notXlsx(`compression method ${entry.method}`);
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(bytes, { maxOutputLength: Math.max(1, entry.inflatedSize) });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ZipRejectedError('inflatedTooLarge', `${entry.name} inflates beyond its declared size`);
    }
    throw notXlsx(`${entry.name} does not inflate`);
  }
  if (inflated.length !== entry.inflatedSize) throw notXlsx(`${entry.name} size mismatch`);
  return inflated;
}

/** Throws ZipRejectedError unless `data` is a zip that is safe to inflate and looks like a workbook. */
export function assertSafeXlsxZip(data: Buffer): void {
  // Magic bytes: a zip starts with a local file header (a renamed text or .xls file does not).
  if (data.length < EOCD_SIZE + 30 || data.readUInt32LE(0) !== LOCAL_HEADER) throw notXlsx('not a zip');
  const entries = readCentralDirectory(data);
  let declared = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw notXlsx('encrypted entry');
    declared += entry.inflatedSize;
    if (declared > MAX_ZIP_INFLATED_BYTES) {
      throw new ZipRejectedError('inflatedTooLarge', `more than ${MAX_ZIP_INFLATED_BYTES} bytes inflated`);
    }
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (REQUIRED_ENTRIES.some((name) => !names.has(name))) throw notXlsx('not a workbook');
  for (const name of names) assertExpectedPart(name);
  const shape = createShapeCheck();
  let cells = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const inflated = inflate(data, entry);
    if (isXmlPart(entry.name)) cells += countCells(inflated);
    if (cells > MAX_SHEET_CELLS) {
      throw new ZipRejectedError('tooManyCells', `more than ${MAX_SHEET_CELLS} cells`);
    }
    shape.part(entry.name, inflated);
  }
  shape.finish();
}
