import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assertSafeXlsxZip, ZipRejectedError } from './zip-guard.ts';

/** A zip of deflated entries (sizes may be forged), enough for the guard's checks. */
function zip(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = deflateRawSync(entry.data);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    central.push(header, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const workbookParts = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

function problemOf(data: Buffer): string | undefined {
  try {
    assertSafeXlsxZip(data);
    return undefined;
  } catch (error) {
    if (error instanceof ZipRejectedError) return error.problem;
    throw error;
  }
}

describe('assertSafeXlsxZip', () => {
  it('accepts a small workbook-shaped zip', () => {
    expect(
      problemOf(
        zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<c r="A1"/>') }]),
      ),
    ).toBe(undefined);
  });

  it('refuses what is not a zip, or not a workbook, or a truncated one', () => {
    expect(problemOf(Buffer.from('id,name\n'.repeat(20)))).toBe('notXlsx');
    expect(problemOf(zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe('notXlsx');
    const good = zip(workbookParts);
    expect(problemOf(good.subarray(0, good.length - 30))).toBe('notXlsx');
  });

  it('refuses declared sizes over the bound, and a size the data does not match', () => {
    const big = Buffer.alloc(41 * 1024 * 1024);
    expect(problemOf(zip([...workbookParts, { name: 'xl/big.xml', data: big }]))).toBe('inflatedTooLarge');
    expect(problemOf(zip([...workbookParts, { name: 'xl/lie.xml', data: big, declared: 10 }]))).toBe(
      'inflatedTooLarge',
    );
    expect(
      problemOf(zip([...workbookParts, { name: 'xl/short.xml', data: Buffer.from('abc'), declared: 10 }])),
    ).toBe('notXlsx');
  });

  it('refuses too many entries and too many cells', () => {
    const many = Array.from({ length: 201 }, (_, index) => ({ name: `x${index}`, data: Buffer.from('') }));
    expect(problemOf(zip([...workbookParts, ...many]))).toBe('tooManyEntries');
    const cells = Buffer.from('<c r="A1"><v>1</v></c>'.repeat(300_001));
    expect(problemOf(zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: cells }]))).toBe(
      'tooManyCells',
    );
  });
});
