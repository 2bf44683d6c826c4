import type { TLocale } from '#core/constants.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { translatorFor } from '#core/i18n/catalogues.ts';
import { fillIn } from '#core/i18n/translate.ts';
import { answerDifferences } from '#core/inspection.ts';
import { isLocale } from '#core/locale.ts';
import type { TQuestion } from '#core/questionnaire.ts';
import type { TDeliveryFacts, TRequestFacts } from './message-facts.repository.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';
import { formatDay, formatSatang, formatThb, viewOf, type TMessageView } from './message-view.ts';

/** Where links in messages point: PUBLIC_URL. */
export interface TLinks {
  publicUrl: string;
}

export const localeOf = (value: string | null | undefined): TLocale => (isLocale(value) ? value : 'th');

export const trackUrl = (links: TLinks, reference: string) =>
  `${links.publicUrl}/track?ref=${encodeURIComponent(reference)}`;

function requestFacts(facts: TRequestFacts, locale: TLocale): [string, string][] {
  const labels = MESSAGE_TEXTS[locale].labels;
  const t = translatorFor(locale);
  const rows: [string, string][] = [
    [labels.reference, facts.reference],
    [labels.device, facts.deviceDescription],
  ];
  if (facts.option) rows.push([labels.option, t(`option.${facts.option}.title`)]);
  if (facts.offeredThb !== null) rows.push([labels.offer, formatThb(facts.offeredThb, locale)]);
  return rows;
}

function nextStep(facts: TRequestFacts, locale: TLocale): string {
  const texts = MESSAGE_TEXTS[locale].nextStep;
  if (facts.fulfilment === 'store' && facts.storeNameTh) {
    return fillIn(texts.store, {
      store: (locale === 'th' ? facts.storeNameTh : facts.storeNameEn) ?? '',
      address: (locale === 'th' ? facts.storeAddressTh : facts.storeAddressEn) ?? '',
    });
  }
  if (facts.fulfilment === 'pickup' && facts.pickupDate && facts.pickupTimeSlot) {
    return fillIn(texts.pickupSlot, {
      date: formatDay(facts.pickupDate, locale),
      slot: facts.pickupTimeSlot,
    });
  }
  return facts.fulfilment === 'pickup' ? texts.pickupCall : texts.none;
}

const trackButton = (links: TLinks, facts: TRequestFacts, locale: TLocale) => ({
  label: MESSAGE_TEXTS[locale].buttons.track,
  url: trackUrl(links, facts.reference),
});

/** The plain steps of a request: received, booked, device received, offer confirmed, rejected. */
export function requestStepView(
  kind:
    | 'requestReceived'
    | 'pickupBooked'
    | 'visitBooked'
    | 'deviceReceived'
    | 'offerConfirmed'
    | 'requestRejected',
  facts: TRequestFacts,
  links: TLinks,
  extra: { actualThb?: number | undefined } = {},
): TMessageView {
  const locale = localeOf(facts.locale);
  const texts = MESSAGE_TEXTS[locale];
  const rows = requestFacts(facts, locale);
  const lines: string[] = [];
  if (kind === 'requestReceived') lines.push(nextStep(facts, locale));
  if (kind === 'pickupBooked' || kind === 'visitBooked') lines.push(nextStep(facts, locale));
  if (kind === 'offerConfirmed' && extra.actualThb !== undefined) {
    rows.push([texts.labels.actual, formatThb(extra.actualThb, locale)]);
  }
  if (kind === 'requestRejected') lines.push(texts.returnFree);
  return viewOf(
    kind,
    locale,
    { reference: facts.reference, reason: facts.rejectionReason ?? '—' },
    { lines, facts: rows, buttons: [trackButton(links, facts, locale)] },
  );
}

/** The lower re-quote: both prices, each answer that differs, and accept / decline links. */
export function requoteView(
  facts: TRequestFacts,
  links: TLinks,
  requote: { offeredThb: number; actualThb: number },
  engineerAnswers: TAnswersInput | undefined,
): TMessageView {
  const locale = localeOf(facts.locale);
  const texts = MESSAGE_TEXTS[locale];
  const t = translatorFor(locale);
  const customerAnswers = facts.quoteAnswers as TAnswersInput | null;
  const lines: string[] = [];
  if (customerAnswers && engineerAnswers) {
    const answerText = (question: TQuestion, answers: TAnswersInput) =>
      question === 'functional'
        ? answers.functional.map((issue) => t(`questionnaire.functional.options.${issue}`)).join(', ') ||
          t('questionnaire.functional.options.none')
        : answers[question]
          ? t(`questionnaire.${question}.options.${answers[question]}`)
          : '—';
    for (const question of answerDifferences(customerAnswers, engineerAnswers) as TQuestion[]) {
      lines.push(
        fillIn(texts.difference, {
          question: t(`questionnaire.${question}.title`),
          customer: answerText(question, customerAnswers),
          engineer: answerText(question, engineerAnswers),
        }),
      );
    }
  }
  const url = trackUrl(links, facts.reference);
  return viewOf(
    'requote',
    locale,
    { reference: facts.reference },
    {
      lines,
      facts: [
        [texts.labels.reference, facts.reference],
        [texts.labels.device, facts.deviceDescription],
        [texts.labels.offer, formatThb(requote.offeredThb, locale)],
        [texts.labels.actual, formatThb(requote.actualThb, locale)],
      ],
      buttons: [
        { label: texts.buttons.accept, url: `${url}&requote=accept` },
        { label: texts.buttons.decline, url: `${url}&requote=decline` },
      ],
    },
  );
}

/** Settled: the money sent (amount, payment voucher number) or the voucher's code. */
export function settlementView(
  facts: TRequestFacts,
  links: TLinks,
  settlement: {
    payment?: { reference: string; amountSatang: number } | undefined;
    voucher?: { code: string | null; amountSatang: number; validUntil?: string | null } | undefined;
  },
): TMessageView | undefined {
  const locale = localeOf(facts.locale);
  const labels = MESSAGE_TEXTS[locale].labels;
  const button = trackButton(links, facts, locale);
  const base: [string, string][] = [
    [labels.reference, facts.reference],
    [labels.device, facts.deviceDescription],
  ];
  // A voucher waiting for its second approval has no code yet (decision 040): nothing settled to tell.
  if (settlement.voucher?.code) {
    return viewOf(
      'voucherIssued',
      locale,
      { reference: facts.reference },
      {
        facts: [
          ...base,
          [labels.voucherCode, settlement.voucher.code],
          [labels.amount, formatSatang(settlement.voucher.amountSatang, locale)],
          ...(settlement.voucher.validUntil
            ? [
                [labels.voucherValidUntil, formatDay(settlement.voucher.validUntil, locale)] as [
                  string,
                  string,
                ],
              ]
            : []),
        ],
        buttons: [button],
      },
    );
  }
  if (!settlement.payment) return undefined;
  return viewOf(
    'paymentSent',
    locale,
    { reference: facts.reference },
    {
      facts: [
        ...base,
        [labels.amount, formatSatang(settlement.payment.amountSatang, locale)],
        [labels.paymentNumber, settlement.payment.reference],
      ],
      buttons: [button],
    },
  );
}

/** The carrier's page for a tracking number ({tracking} in the carrier's address), if it has one. */
export function parcelUrl(delivery: TDeliveryFacts): string | undefined {
  if (!delivery.carrierTrackingUrl || !delivery.trackingNumber) return undefined;
  return delivery.carrierTrackingUrl.replace('{tracking}', encodeURIComponent(delivery.trackingNumber));
}

/** A shipment: a request's return (shipped, delivered) or a buyer's order (shipped). */
export function shipmentView(
  kind: 'returnShipped' | 'returnDelivered' | 'buyerShipped',
  delivery: TDeliveryFacts,
  links: TLinks,
  options: { locale: TLocale; reference: string; trackUrl: string },
): TMessageView {
  const { locale, reference } = options;
  const texts = MESSAGE_TEXTS[locale];
  const rows: [string, string][] = [[texts.labels.reference, reference]];
  if (delivery.carrierName) rows.push([texts.labels.carrier, delivery.carrierName]);
  if (delivery.trackingNumber) rows.push([texts.labels.trackingNumber, delivery.trackingNumber]);
  const parcel = kind === 'returnDelivered' ? undefined : parcelUrl(delivery);
  return viewOf(
    kind,
    locale,
    { reference },
    {
      facts: rows,
      buttons: [
        ...(parcel ? [{ label: texts.buttons.trackParcel, url: parcel }] : []),
        { label: texts.buttons.track, url: options.trackUrl },
      ],
    },
  );
}
