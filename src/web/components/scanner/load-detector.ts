import type { TCodeDetector, TScanFormat } from './barcode-formats.ts';

interface TNativeDetectorClass {
  new (options: { formats: string[] }): TCodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A detector for `formats`: the browser's BarcodeDetector when it reads them all, else the ponyfill,
 * fetched only now (the landing page and every page without a camera never load it).
 */
export async function loadCodeDetector(formats: readonly TScanFormat[]): Promise<TCodeDetector> {
  const Native = (globalThis as { BarcodeDetector?: TNativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const supported = await Native.getSupportedFormats();
      if (formats.every((format) => supported.includes(format))) return new Native({ formats: [...formats] });
    } catch {
      // A detector that cannot say what it reads is not trusted: the ponyfill reads them all.
    }
  }
  const { createZxingDetector } = await import('./zxing-detector.ts');
  return createZxingDetector(formats);
}
