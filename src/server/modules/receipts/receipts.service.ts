import { LOCALES, type TLocale } from '#core/constants.ts';
import { translatorFor } from '#core/i18n/catalogues.ts';
import { isReference } from '#core/reference.ts';
import { AppError } from '../../http/errors.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { receiptTokenMatches } from './receipt-token.ts';
import { buildReceiptView } from './receipt-view.ts';
import type { TReceiptsRepository } from './receipts.repository.ts';
import { qrSvg } from '../../documents/qr.ts';
import { trackingUrl } from './tracking-qr.ts';

export interface TReceiptsServiceDeps {
  repository: TReceiptsRepository;
  publicUrl: string;
}

const notFound = () =>
  new AppError('NOT_FOUND', 'errors.receipt.notFound', 'No receipt for this reference and token');

const isLocale = (value: string): value is TLocale => (LOCALES as readonly string[]).includes(value);

export function createReceiptsService({ repository, publicUrl }: TReceiptsServiceDeps) {
  return {
    /**
     * The PDF receipt, for the holder of the request's receipt token only. An unknown reference and a
     * wrong or missing token get the same 404, after the same work (the token is always hashed and compared).
     */
    async getReceiptPdf(
      reference: string,
      token: string | undefined,
      lang: TLocale | undefined,
    ): Promise<Buffer> {
      const record = isReference(reference) ? await repository.findReceiptRecord(reference) : undefined;
      const matches = receiptTokenMatches(token ?? '', record?.receiptTokenHash);
      if (!record || !token || !matches) throw notFound();
      const locale = lang ?? (isLocale(record.locale) ? record.locale : 'th');
      return renderReceiptPdf(buildReceiptView(record, locale, translatorFor(locale), publicUrl));
    },

    /** The tracking link as a QR code. It holds only the reference, so nothing is looked up. */
    getTrackingQrSvg(reference: string): Promise<string> {
      return qrSvg(trackingUrl(publicUrl, reference));
    },
  };
}

export type TReceiptsService = ReturnType<typeof createReceiptsService>;
