import type PDFKit from 'pdfkit';
import { lazyModule } from '../runtime/lazy-module.ts';
import { registerFonts } from './pdf-text.ts';

export type TPdfDoc = InstanceType<typeof PDFKit>;

const PDFDocument = lazyModule<typeof PDFKit>('pdfkit');

export interface TPdfOptions {
  /** pdfkit's size: 'A4', or [width, height] in points (a 50×30 mm label is [141.73, 85.04]). */
  size?: 'A4' | [number, number];
  locale: 'th' | 'en';
  title: string;
  author: string;
}

/**
 * Every document the portal prints (receipt, certificate, labels, invoice, voucher, poster) starts
 * here: no margins (templates place everything), pages buffered (footers with page numbers), the
 * Sarabun fonts registered, the title shown by viewers. `draw` fills the document; the bytes come back.
 */
export function renderPdf(options: TPdfOptions, draw: (doc: TPdfDoc) => void): Promise<Buffer> {
  const doc = new (PDFDocument())({
    size: options.size ?? 'A4',
    margin: 0,
    bufferPages: true,
    lang: options.locale === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Subject: options.title, Creator: options.author },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return finished;
}
