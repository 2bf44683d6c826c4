import { COMPANY } from '#core/constants.ts';
import { PICKUP_MAX_DAYS_AHEAD } from '#core/pickup-dates.ts';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import type { TQuestion } from '#core/questionnaire.ts';
import { formatDate } from '#core/bangkok-time.ts';
import { formatSatang } from '#core/finance/vat.ts';
import { LABELS } from './labels.ts';
import type { TReplies } from './reply-types.ts';
import { deviceLabel, formatThb, sizeLabel } from './reply-format.ts';

const L = LABELS.en;
const CONTACT = `call us on ${COMPANY.phone} or message our LINE official account ${COMPANY.lineOaId}`;
// A no-break space: the amount and its currency stay on one line.
const thb = (amount: number) => `${formatThb(amount)}\u00a0THB`;
const satangThb = (satang: number) => `${formatSatang(satang)}\u00a0THB`;
const signed = (amount: number) => (amount < 0 ? `−${thb(-amount)}` : `+${thb(amount)}`);

function optionLabel(question: string | undefined, option: string | undefined): string {
  const options = L.options[question as Exclude<TQuestion, never>] as Record<string, string> | undefined;
  return (option && options?.[option]) ?? `${question ?? ''} ${option ?? ''}`.trim();
}

function lineText(line: TPriceLine): string {
  if (line.kind === 'base')
    return `${L.lines.base.replace('{{grade}}', L.grades[line.grade ?? 'excellent'])}: ${thb(line.amountThb)}`;
  if (line.kind === 'floor') return `${L.lines.floor}: ${signed(line.amountThb)}`;
  if (line.kind === 'rounding') return `${L.lines.rounding}: ${signed(line.amountThb)}`;
  const percent =
    line.percent === undefined ? '' : ` (${line.percent < 0 ? '−' : '+'}${Math.abs(line.percent)}%)`;
  return `${optionLabel(line.question, line.option)}${percent}: ${signed(line.amountThb)}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export const REPLIES_EN: TReplies = {
  greeting: () =>
    `Hello! I am ${COMPANY.brand.en}'s assistant. Ask me what your device is worth (for example "iPhone 13 128GB with a cracked screen"), how selling works, about pick-up and payment, or the status of your request with its reference number and phone number.`,
  thanks: () => `You're welcome! Anything else about your device, just ask.`,
  unknown: (facts) =>
    `Sorry, I don't know the answer to that. Please ${CONTACT}: our team will be happy to help.\nI can tell you a device's price, how selling works, the ${thb(facts.provincialBonusThb)} bonus outside Bangkok, pick-up, payment, and the status of your request.`,
  process: (facts) =>
    [
      'Selling takes 3 steps:',
      `1. Check the price: choose your device and answer a few questions about its condition. You see the offer, every line explained, in about a minute, and it is held for ${facts.priceLockDays} days.`,
      '2. Hand it over: drop it at a partner store, or book a free courier pick-up anywhere in Thailand.',
      '3. Get paid: our engineer checks the device, then we pay by bank transfer within 1 business day, as a trade-in discount or as a voucher.',
      'Start here:\n/valuation',
    ].join('\n'),
  options: (facts) =>
    [
      'You choose how to receive the value:',
      '• Trade-in discount: a discount on a new device at our partner stores.',
      '• Sell for cash: paid by bank transfer within 1 business day after the inspection.',
      `• Voucher: worth ${facts.voucherUpliftPercent}% more than cash; the code is sent by SMS and email once the deal is settled.`,
      'You can change your mind until our engineer has checked the device.',
    ].join('\n'),
  bonus: (facts) =>
    `Customers outside Bangkok get a bonus of ${thb(facts.provincialBonusThb)} on top of the price, for every request from the provinces (subject to company terms). It appears as its own line once you choose your province.`,
  pickup: () =>
    `Pick-up is free, all over Thailand. Choose a day from tomorrow up to ${PICKUP_MAX_DAYS_AHEAD} days ahead and a time (09:00–12:00, 12:00–15:00 or 15:00–18:00); we call you to confirm. Book it after your valuation, or straight away without one:\n/pickup`,
  payment: () =>
    'We pay by bank transfer within 1 business day after our engineer has inspected the device, or you take the value as a trade-in discount or a voucher. If the inspection finds a lower price, we ask you first: accept it, or decline and get your device back free of charge.',
  privacy: () =>
    "Please back up your data and sign out of iCloud or Google before you hand the device over. We erase every device again with certified tools, and we handle your details under Thailand's PDPA. The privacy notice:\n/privacy",
  stores: () =>
    'You can drop the device at a partner store, open 7 days a week: you choose the store after your valuation, with its address and opening hours. Or book a free pick-up:\n/pickup',
  inspection: () =>
    'Our engineer checks every device. If the actual condition lowers the price, we ask you first: accept the new price, or decline and we return your device free of charge. You answer on the tracking page:\n/track',
  contact: () => `Our team is here for you: ${CONTACT}.`,

  price(answer, described, otherGrades) {
    const device = deviceLabel(answer.entry, answer.storageGb);
    const grade = L.grades[answer.grade].toLowerCase();
    const parts = [
      `${device} in ${grade} condition${described ? ' (from what you told me)' : ''}: ${thb(answer.offerThb)}.`,
      '',
      'How it is worked out:',
      ...answer.lines.map((line) => `• ${lineText(line)}`),
      `• Total: ${thb(answer.offerThb)}`,
      '',
    ];
    if (otherGrades.length > 0) {
      parts.push(
        `Other conditions: ${otherGrades.map((other) => `${L.grades[other.grade]} ${thb(other.offerThb)}`).join(' · ')}.`,
      );
    }
    parts.push(
      `As a voucher: ${thb(answer.voucherOfferThb)}. Outside Bangkok: +${thb(answer.provincialBonusThb)} bonus. The final price is confirmed when our engineer checks the device.`,
      '',
      answer.valuationPath,
    );
    return parts.join('\n');
  },
  pricesBySize: (entry, grade, sizes, path) =>
    [
      `${deviceLabel(entry)} in ${L.grades[grade].toLowerCase()} condition:`,
      ...sizes.map((size) => `• ${sizeLabel(size.storageGb)}: ${thb(size.offerThb)}`),
      'Tell me the storage size and I will show you how the price is worked out, or start the valuation:',
      path,
    ].join('\n'),
  storageNotOffered: (entry, storageGb) =>
    `We buy the ${deviceLabel(entry)} in ${list(entry.storageOptions.map(sizeLabel))}, not in ${sizeLabel(storageGb)}. Which one is yours?`,
  noPrice: (entry) =>
    `We do not have a price for the ${deviceLabel(entry)} in this condition yet. Please ${CONTACT} and we will quote it for you.`,
  chooseModel: (brandName, examples) =>
    `Which ${brandName} model is it? For example ${list(examples)}. Tell me the model and storage, and I will give you the price.`,
  suggest: (names) =>
    `I could not find that exact model. Did you mean ${list(names)}? Tell me the exact model and storage and I will give you the price.`,
  askDevice: (path) =>
    `Tell me the brand, model and storage (for example "iPhone 13 128GB with a cracked screen") and I will give you the price. Or start the valuation:\n${path}`,
  statusAskBoth: (missing) =>
    missing === 'phone'
      ? 'Please send the phone number given with the request as well: I need both the reference number and the phone number to look it up.'
      : missing === 'reference'
        ? 'Please send the reference number as well (it looks like TRD-250101-AB12): I need both the reference number and the phone number to look it up.'
        : "To check a request or its voucher's balance, send me its reference number (it looks like TRD-250101-AB12) and the phone number given with it. You can also look it up here:\n/track",
  status(tracking) {
    const status = L.status[tracking.status];
    const parts = [`Request ${tracking.reference} (${tracking.device}): ${status.label}. ${status.hint}`];
    if (tracking.offerThb !== null) parts.push(`Offer: ${thb(tracking.offerThb)}.`);
    if (tracking.actualPriceThb !== null)
      parts.push(`Price after inspection: ${thb(tracking.actualPriceThb)}.`);
    if (tracking.decisionRequired) parts.push('Please accept or decline the new price on the tracking page.');
    for (const voucher of tracking.vouchers ?? [])
      parts.push(
        voucher.status === 'active'
          ? `Voucher …${voucher.code.slice(-4)}: ${satangThb(voucher.balanceSatang)} left, valid until ${formatDate(voucher.validUntil, 'en')}.`
          : `Voucher …${voucher.code.slice(-4)}: ${L.voucherStates[voucher.status]}.`,
      );
    parts.push('Every step of your request:\n/track');
    return parts.join(' ');
  },
  statusNotFound: () =>
    `I could not find a request with this reference number and phone number. Please check both, or ${CONTACT}.`,
  statusRateLimited: () =>
    `There have been too many look-ups for this request or from your connection. Please try again later, or ${CONTACT}.`,
};
