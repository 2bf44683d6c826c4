import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface TRawScan {
  /** Bytes read, every file of the folder and below. */
  bytes: number;
  files: number;
  /** Each string found, with the files (relative paths) that hold it. */
  found: Record<string, string[]>;
}

/**
 * Reads every file under `folder` (recursively, as raw bytes: the database's tables, indexes, the
 * write-ahead log, uploaded files) and looks for each string in UTF-8 (decision 049's scan).
 */
export function scanFolder(folder: string, strings: readonly string[]): TRawScan {
  const needles = strings.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
  const scan: TRawScan = { bytes: 0, files: 0, found: {} };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) scanBytes(scan, path.relative(folder, file), readFileSync(file), needles);
    }
  };
  walk(folder);
  return scan;
}

/** Adds one file's bytes to a scan. */
export function scanBytes(
  scan: TRawScan,
  name: string,
  data: Buffer,
  needles: readonly { text: string; bytes: Buffer }[],
): void {
  scan.bytes += data.byteLength;
  scan.files += 1;
  for (const needle of needles) {
    if (data.includes(needle.bytes)) (scan.found[needle.text] ??= []).push(name);
  }
}
