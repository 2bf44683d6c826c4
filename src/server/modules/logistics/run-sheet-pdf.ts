import type { TPickup } from '#core/contracts/logistics.ts';
import { formatDate } from '#core/bangkok-time.ts';
import { COLORS, drawLogo, drawRule, STYLES } from '../../documents/pdf-blocks.ts';
import { renderPdf, type TPdfDoc } from '../../documents/pdf-document.ts';
import { drawParagraph, paragraphHeight } from '../../documents/pdf-text.ts';

const PAGE_HEIGHT = 841.89;
const LEFT = 36;
const WIDTH = 595.28 - 72;
const BOTTOM = PAGE_HEIGHT - 48;
/** Columns: slot, who and what, address, hand-over (time and signature, written at the door). */
const COLUMNS = [
  { x: 0, width: 62 },
  { x: 66, width: 150 },
  { x: 220, width: 180 },
  { x: 404, width: WIDTH - 404 },
] as const;

/** Paragraphs one under the other (no line breaks inside a text); returns the y below the last. */
function drawStack(
  doc: TPdfDoc,
  texts: readonly string[],
  x: number,
  y: number,
  width: number,
  draw = true,
): number {
  let top = y;
  for (const text of texts) {
    top = draw
      ? drawParagraph(doc, text, STYLES.body, x, top, { width, locale: 'th' })
      : top + paragraphHeight(doc, text, STYLES.body, { width, locale: 'th' });
  }
  return top;
}

function areaOf(pickup: TPickup) {
  const province = `${pickup.provinceName.th} / ${pickup.provinceName.en}`;
  return pickup.district ? `${province} — ${pickup.district}` : province;
}

function header(doc: TPdfDoc, date: string, count: number): number {
  drawLogo(doc, LEFT, 32, 30);
  drawParagraph(
    doc,
    'ใบงานรับเครื่อง / Pick-up run sheet',
    { font: 'bold', size: 15, color: COLORS.brandDark },
    LEFT + 40,
    32,
    {
      width: WIDTH - 40,
      locale: 'th',
    },
  );
  drawParagraph(
    doc,
    `${formatDate(date, 'th', { weekday: true })} · ${formatDate(date, 'en', { weekday: true })} · ${count} รายการ / ${count} pick-ups`,
    STYLES.body,
    LEFT + 40,
    52,
    { width: WIDTH - 40, locale: 'th' },
  );
  drawRule(doc, LEFT, 72, WIDTH, COLORS.brand, 1.5);
  const labels = [
    ['เวลา', 'Slot'],
    ['ลูกค้า / เครื่อง', 'Customer / device'],
    ['ที่อยู่', 'Address'],
    ['เวลารับ ลายเซ็น', 'Time, signature'],
  ];
  labels.forEach(([th, en], index) => {
    const options = { width: COLUMNS[index]!.width, locale: 'th' };
    drawParagraph(doc, th!, STYLES.label, LEFT + COLUMNS[index]!.x, 78, options);
    drawParagraph(doc, en!, STYLES.label, LEFT + COLUMNS[index]!.x, 91, options);
  });
  drawRule(doc, LEFT, 106, WIDTH, COLORS.rule, 0.6);
  return 112;
}

/**
 * A day's booked pick-ups on A4, grouped by area (province, district) and in slot order, in Thai and
 * English together so any courier can read it; a box per stop for the time and the customer's initials.
 */
export function renderRunSheetPdf(input: { date: string; pickups: TPickup[] }): Promise<Buffer> {
  return renderPdf({ locale: 'th', title: `Pick-up run sheet ${input.date}`, author: 'Khumkha' }, (doc) => {
    let y = header(doc, input.date, input.pickups.length);
    if (input.pickups.length === 0) {
      drawParagraph(
        doc,
        'ไม่มีงานรับเครื่องที่ยืนยันแล้วในวันนี้ / No booked pick-ups on this day.',
        STYLES.body,
        LEFT,
        y + 8,
        {
          width: WIDTH,
          locale: 'th',
        },
      );
      return;
    }
    let area = '';
    let stop = 0;
    for (const pickup of input.pickups) {
      const who = [pickup.reference, `${pickup.customerName} · ${pickup.phone}`, pickup.device];
      const height =
        Math.max(
          drawStack(doc, who, 0, 0, COLUMNS[1].width, false),
          paragraphHeight(doc, pickup.address, STYLES.body, { width: COLUMNS[2].width, locale: 'th' }),
          36,
        ) + 10;
      const nextArea = areaOf(pickup);
      const needs = height + (nextArea === area ? 0 : 24);
      if (y + needs > BOTTOM) {
        doc.addPage();
        y = header(doc, input.date, input.pickups.length);
        area = '';
      }
      if (nextArea !== area) {
        area = nextArea;
        doc.save().rect(LEFT, y, WIDTH, 18).fill(COLORS.brandTint).restore();
        drawParagraph(doc, area, { font: 'bold', size: 10.5, color: COLORS.brand }, LEFT + 4, y + 3, {
          width: WIDTH - 8,
          locale: 'th',
        });
        y += 24;
      }
      stop += 1;
      drawParagraph(
        doc,
        `${stop}. ${pickup.timeSlot ?? '—'}`,
        { font: 'bold', size: 10, color: COLORS.text },
        LEFT,
        y,
        {
          width: COLUMNS[0].width,
          locale: 'th',
        },
      );
      drawStack(doc, who, LEFT + COLUMNS[1].x, y, COLUMNS[1].width);
      drawParagraph(doc, pickup.address, STYLES.body, LEFT + COLUMNS[2].x, y, {
        width: COLUMNS[2].width,
        locale: 'th',
      });
      doc
        .save()
        .roundedRect(LEFT + COLUMNS[3].x, y, COLUMNS[3].width, height - 12, 4)
        .lineWidth(0.6)
        .strokeColor(COLORS.rule)
        .stroke()
        .restore();
      y += height;
      drawRule(doc, LEFT, y - 4, WIDTH, COLORS.faintRule, 0.5);
    }
  });
}
