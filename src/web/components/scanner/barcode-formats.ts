/**
 * What the camera reads (engineering guide): QR codes (a request's tracking link, a label's device
 * passport link), Code 128 (an IMEI on a label or a box) and EAN-13 (a product's box). The names are
 * the Barcode Detection API's.
 */
export const SCAN_FORMATS = ['qr_code', 'code_128', 'ean_13'] as const;
export type TScanFormat = (typeof SCAN_FORMATS)[number];

/** One code seen by the camera. */
export interface TDetectedCode {
  rawValue: string;
  format: string;
}

/** The part of a BarcodeDetector the scanner uses: the browser's own or the ZXing ponyfill. */
export interface TCodeDetector {
  detect(source: HTMLVideoElement): Promise<TDetectedCode[]>;
}
