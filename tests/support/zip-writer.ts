import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { assertSafeXlsxZip, ZipRejectedError } from '#server/modules/catalogue-sheet/zip-guard.ts';

export interface TZipEntry {
  name: string;
  data: Buffer;
  /** Overrides the inflated size written in the headers (a forged header). */
  declaredSize?: number;
}

/**
 * A minimal zip writer for hostile test files (a zip bomb, a forged size): deflated entries, a central
 * directory, no ZIP64. Real workbooks in the tests come from exceljs.
 */
export function writeZip(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip (stored or deflated, sizes from the central directory): to edit a real workbook. */
export function readZip(zip: Buffer): TZipEntry[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip');
  const entries: TZipEntry[] = [];
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + zip.readUInt32LE(offset + 20));
    entries.push({
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      data: zip.readUInt16LE(offset + 10) === 0 ? Buffer.from(stored) : inflateRawSync(stored),
    });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

/** What the upload guard refuses `data` for, or undefined when it passes. */
export function guardProblemOf(data: Buffer): string | undefined {
  try {
    assertSafeXlsxZip(data);
    return undefined;
  } catch (error) {
    if (error instanceof ZipRejectedError) return error.problem;
    throw error;
  }
}
