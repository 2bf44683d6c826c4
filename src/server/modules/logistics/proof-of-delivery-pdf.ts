import { carrierNameIn, type TDelivery } from '#core/contracts/logistics.ts';
import { formatDateTime } from '#core/bangkok-time.ts';
import { COLORS, drawLogo, drawRule, STYLES } from '../../documents/pdf-blocks.ts';
import { renderPdf } from '../../documents/pdf-document.ts';
import { drawParagraph } from '../../documents/pdf-text.ts';

const LABELS = {
  th: {
    title: 'หลักฐานการส่งมอบสินค้า',
    document: 'เอกสารการขาย',
    customer: 'ลูกค้า',
    address: 'ที่อยู่จัดส่ง',
    items: 'สินค้า',
    carrier: 'ขนส่ง',
    tracking: 'เลขพัสดุ',
    recipient: 'ผู้รับ',
    deliveredAt: 'วันเวลาที่รับ',
    signature: 'ลายมือชื่อผู้รับ',
  },
  en: {
    title: 'Proof of delivery',
    document: 'Sale document',
    customer: 'Customer',
    address: 'Delivery address',
    items: 'Items',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    recipient: 'Received by',
    deliveredAt: 'Received at',
    signature: 'Recipient’s signature',
  },
} as const;

/** A delivered shipment on one A4 page: what, to whom, when, and the signature drawn on screen. */
export function renderProofOfDeliveryPdf(
  input: { delivery: TDelivery; signature: Buffer | null },
  locale: 'th' | 'en',
): Promise<Buffer> {
  const labels = LABELS[locale];
  const { delivery } = input;
  return renderPdf(
    { locale, title: `${labels.title} ${delivery.documentNumber ?? delivery.id}`, author: 'Khumkha' },
    (doc) => {
      const left = 48;
      const width = 595.28 - 96;
      drawLogo(doc, left, 40, 36);
      drawParagraph(doc, labels.title, { font: 'bold', size: 16, color: COLORS.brandDark }, left + 48, 44, {
        width,
        locale,
      });
      drawRule(doc, left, 84, width, COLORS.brand, 2);
      let y = 98;
      const deliveredAt = delivery.deliveredAt ? formatDateTime(delivery.deliveredAt, locale) : '';
      const rows: [string, string][] = [
        [labels.document, delivery.documentNumber ?? '—'],
        [labels.customer, delivery.customerName],
        [labels.address, `${delivery.address} (${delivery.phone})`],
        [labels.items, delivery.items.join(', ')],
        [labels.carrier, carrierNameIn(delivery, locale) ?? '—'],
        [labels.tracking, delivery.trackingNumber ?? '—'],
        [labels.recipient, delivery.recipientName ?? '—'],
        [labels.deliveredAt, deliveredAt],
      ];
      for (const [label, value] of rows) {
        drawParagraph(doc, label, STYLES.label, left, y + 1, { width: 130, locale });
        y = drawParagraph(doc, value, STYLES.body, left + 135, y, { width: width - 135, locale }) + 4;
      }
      y += 12;
      drawParagraph(doc, labels.signature, { font: 'bold', size: 10.5, color: COLORS.brand }, left, y, {
        width,
        locale,
      });
      y += 18;
      doc.save().roundedRect(left, y, 300, 150, 6).lineWidth(0.8).strokeColor(COLORS.rule).stroke().restore();
      if (input.signature)
        doc.image(input.signature, left + 8, y + 8, { fit: [284, 134], align: 'center', valign: 'center' });
    },
  );
}
