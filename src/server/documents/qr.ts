import type QRCodeModule from 'qrcode';
import { lazyModule } from '../runtime/lazy-module.ts';

const QRCode = lazyModule<typeof QRCodeModule>('qrcode');

/** Medium error correction: readable when printed small or a little creased. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

export function qrSvg(text: string): Promise<string> {
  return QRCode().toString(text, {
    ...QR_OPTIONS,
    type: 'svg',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** The dark modules of the code as rows of booleans, for drawing it as vectors in a PDF (drawQr). */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode().create(text, QR_OPTIONS);
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
