import { COMPANY, type TLocale } from '#core/constants.ts';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import type { TTranslate } from '#core/i18n/translate.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import type { TFulfilmentMethod, TTradeInOption } from '#core/trade-in-lifecycle.ts';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatThb,
  formatTimeSlot,
  maskIdentifier,
  maskPhone,
} from './receipt-format.ts';
import type { TRow } from '../../documents/pdf-blocks.ts';
import { RECEIPT_LABELS, type TReceiptLabels } from './receipt-labels.ts';
import { qrModules } from '../../documents/qr.ts';
import { trackingUrl } from './tracking-qr.ts';

/** What the repository hands over: the stored request, its store and its quote's price lock. */
export interface TReceiptSource {
  reference: string;
  createdAt: Date;
  deviceDescription: string;
  imeiSerial: string | null;
  grade: string | null;
  option: TTradeInOption | null;
  fulfilment: TFulfilmentMethod;
  offeredThb: number | null;
  priceLines: TPriceLine[];
  pickupAddress: string | null;
  pickupDate: string | null;
  pickupTimeSlot: string | null;
  fullName: string;
  phone: string;
  store: {
    name: Record<TLocale, string>;
    address: Record<TLocale, string>;
    openingHours: Record<TLocale, string>;
    phone: string;
  } | null;
  validUntil: Date | null;
}

/** Everything the PDF shows, already in the reader's language and masked: the layout only places it. */
export interface TReceiptView {
  locale: TLocale;
  labels: TReceiptLabels;
  reference: string;
  requestedAt: string;
  deviceRows: TRow[];
  priceLines: { label: string; amount: string }[];
  total: string | null;
  priceNote: string;
  fulfilmentTitle: string;
  fulfilmentRows: TRow[];
  customerRows: TRow[];
  steps: string[];
  trackingUrl: string;
  qr: boolean[][];
  company: { brand: string; legalName: string; headerContact: string; contactLine: string };
}

const isGrade = (value: string | null): value is TGrade => GRADES.includes(value as TGrade);

/** The web's wording when its catalogue has the key, else the receipt's own label. */
function webOr(translate: TTranslate, key: string, fallback: string): string {
  const text = translate(key);
  return text === key ? fallback : text;
}

function priceLineLabel(line: TPriceLine, translate: TTranslate, labels: TReceiptLabels): string {
  const grade = line.grade ? webOr(translate, `grades.${line.grade}`, labels.grades[line.grade]) : undefined;
  const label = translate(line.labelKey, { grade, percent: line.percent });
  // The base line names the grade it is the price of, unless the web's wording already does.
  return line.kind === 'base' && grade && !label.includes(grade) ? `${label} (${grade})` : label;
}

export function buildReceiptView(
  source: TReceiptSource,
  locale: TLocale,
  translate: TTranslate,
  publicUrl: string,
): TReceiptView {
  const labels = RECEIPT_LABELS[locale];
  const url = trackingUrl(publicUrl, source.reference);
  const validUntil = source.validUntil ? formatDate(source.validUntil, locale) : null;

  const deviceRows: TRow[] = [{ label: labels.deviceDescription, value: source.deviceDescription }];
  if (source.imeiSerial)
    deviceRows.push({ label: labels.imeiSerial, value: maskIdentifier(source.imeiSerial) });
  if (isGrade(source.grade)) {
    deviceRows.push({
      label: labels.grade,
      value: webOr(translate, `grades.${source.grade}`, labels.grades[source.grade]),
    });
  }
  if (source.option) {
    deviceRows.push({
      label: labels.option,
      value: webOr(translate, `option.${source.option}.title`, labels.options[source.option]),
    });
  }

  const fulfilmentRows: TRow[] = [];
  if (source.fulfilment === 'store' && source.store) {
    fulfilmentRows.push(
      { label: labels.store, value: source.store.name[locale] },
      { label: labels.address, value: source.store.address[locale] },
      { label: labels.openingHours, value: source.store.openingHours[locale] },
      { label: labels.phone, value: source.store.phone },
    );
  } else if (source.fulfilment === 'pickup') {
    fulfilmentRows.push({ label: labels.address, value: source.pickupAddress ?? '' });
    if (source.pickupDate) {
      fulfilmentRows.push({ label: labels.date, value: formatCalendarDay(source.pickupDate, locale) });
    }
    if (source.pickupTimeSlot) {
      fulfilmentRows.push({ label: labels.timeSlot, value: formatTimeSlot(source.pickupTimeSlot, locale) });
    }
  }

  const handOver = source.fulfilment === 'store' ? labels.stepHandOverStore : labels.stepHandOverPickup;
  const holds = validUntil ? ` ${labels.stepPriceHolds(validUntil)}` : '';

  return {
    locale,
    labels,
    reference: source.reference,
    requestedAt: formatDateTime(source.createdAt, locale),
    deviceRows,
    priceLines: source.priceLines.map((line) => ({
      label: priceLineLabel(line, translate, labels),
      amount: formatThb(line.amountThb, locale, { signed: line.kind !== 'base' }),
    })),
    total: source.offeredThb === null ? null : formatThb(source.offeredThb, locale),
    priceNote: validUntil ? labels.priceHoldsUntil(validUntil) : labels.priceAfterInspection,
    fulfilmentTitle: source.fulfilment === 'store' ? labels.dropOffAt : labels.courierPickup,
    fulfilmentRows,
    customerRows: [
      { label: labels.name, value: source.fullName, keepWords: true },
      { label: labels.phone, value: maskPhone(source.phone) },
    ],
    steps: [`${handOver}${holds}`, labels.stepInspection, labels.stepSettle[source.option ?? 'none']],
    trackingUrl: url,
    qr: qrModules(url),
    company: {
      brand: COMPANY.brand[locale],
      legalName: COMPANY.legalName[locale],
      headerContact: `${labels.tel} ${COMPANY.phone} · LINE ${COMPANY.lineOaId}\n${COMPANY.email}`,
      contactLine: labels.contact(COMPANY.phone, COMPANY.lineOaId),
    },
  };
}
