import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at start (decision 034): the document, spreadsheet and
 * image libraries (pdfkit, exceljs, sharp, qrcode, bwip-js) cost ~30 MB that an idle server does not
 * need. Synchronous (their CommonJS builds), so callers keep their signatures.
 */
export function lazyModule<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
