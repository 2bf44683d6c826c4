import { BarcodeDetector, setZXingModuleOverrides } from 'barcode-detector/ponyfill';
// The reader's WebAssembly from our own origin (the package would fetch it from a CDN otherwise).
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { TCodeDetector, TScanFormat } from './barcode-formats.ts';

setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
});

/**
 * The `barcode-detector` ponyfill (ZXing in WebAssembly) for browsers without a BarcodeDetector of
 * their own, or one that lacks a format we need. Its own chunk: loaded only when a camera is opened.
 */
export function createZxingDetector(formats: readonly TScanFormat[]): TCodeDetector {
  return new BarcodeDetector({ formats: [...formats] });
}
