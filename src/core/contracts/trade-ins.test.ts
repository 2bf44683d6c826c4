import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type TCreatePickupRequest,
  type TCreateTradeInRequest,
  ZCreatePickupRequestSchema,
  ZCreateTradeInRequestSchema,
} from './trade-ins.ts';

const QUOTE_ID = '0b7e4c44-5f0e-4a8e-9a53-2f9a4e0d1c11';
const photoId = (index: number) => `7d3c3f0e-3f5e-4c1b-9d8a-2b6f1e0c9a${String(index).padStart(2, '0')}`;

const storeBody: TCreateTradeInRequest = {
  reference: 'TRD-261122-AB9A',
  quoteId: QUOTE_ID,
  option: 'tradeIn',
  fulfilment: 'store',
  storeId: 3,
  fullName: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@example.co.th',
  province: 'bangkok',
  pdpaConsent: true,
};

const pickupDetails = {
  address: '99/1 Nimmanhaemin Road, Suthep',
  date: '2026-11-24',
  timeSlot: '09:00-12:00',
} as const;

/** The message keys of the issues, by path. */
function issues(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
const tradeInIssues = (changes: Record<string, unknown>) =>
  issues(ZCreateTradeInRequestSchema, { ...storeBody, ...changes });

describe('ZCreateTradeInRequestSchema', () => {
  it('accepts a store drop-off and fills the defaults', () => {
    const parsed = ZCreateTradeInRequestSchema.parse(storeBody);

    expect(parsed).toMatchObject({ phone: '0812345678', marketingOptIn: false, locale: 'th', photoIds: [] });
    expect(parsed.imeiSerial).toBeUndefined();
    expect(parsed.lineId).toBeUndefined();
  });

  it('takes payee details with an option paid in money, checked as /track checks them', () => {
    const payee = { method: 'promptpay', promptPayId: '081-234-5678', accountName: 'สมชาย ใจดี' };
    expect(ZCreateTradeInRequestSchema.parse({ ...storeBody, payee }).payee).toMatchObject({
      promptPayId: '0812345678',
    });
    expect(tradeInIssues({ payee: { ...payee, promptPayId: '0212345678' } })).toEqual({
      'payee.promptPayId': 'financeConsole.errors.promptPayId',
    });
    // Every problem at once: the number's and the name's.
    expect(tradeInIssues({ payee: { method: 'bank', accountNumber: '12', accountName: ' ' } })).toEqual({
      'payee.accountName': 'financeConsole.errors.accountName',
      'payee.bankCode': 'financeConsole.errors.bank',
      'payee.accountNumber': 'financeConsole.errors.accountNumber',
    });
    expect(tradeInIssues({ payee: { ...payee, promptPayId: '12', accountName: 'x' } })).toEqual({
      'payee.accountName': 'financeConsole.errors.accountName',
      'payee.promptPayId': 'financeConsole.errors.promptPayId',
    });
    expect(tradeInIssues({ option: 'voucher', payee })).toEqual({
      payee: 'errors.tradeIn.payeeForVoucher',
    });
  });

  it('trims text and turns empty optional fields into undefined', () => {
    const parsed = ZCreateTradeInRequestSchema.parse({
      ...storeBody,
      fullName: '  สมชาย ใจดี  ',
      email: ' somchai@example.co.th ',
      lineId: '',
      remarks: '   ',
      imeiSerial: '  ',
    });

    expect(parsed).toMatchObject({ fullName: 'สมชาย ใจดี', email: 'somchai@example.co.th' });
    expect(parsed.lineId).toBeUndefined();
    expect(parsed.remarks).toBeUndefined();
    expect(parsed.imeiSerial).toBeUndefined();
  });

  it('checks an IMEI by its Luhn digit and accepts a serial number instead', () => {
    expect(
      ZCreateTradeInRequestSchema.parse({ ...storeBody, imeiSerial: '490154203237518' }).imeiSerial,
    ).toBe('490154203237518');
    expect(ZCreateTradeInRequestSchema.parse({ ...storeBody, imeiSerial: 'f2lx-k0ab-cd12' }).imeiSerial).toBe(
      'F2LXK0ABCD12',
    );
    // Issue 16: fifteen digits with a wrong check digit is "not a valid IMEI", not "enter 15 digits".
    expect(tradeInIssues({ imeiSerial: '490154203237519' })).toEqual({
      imeiSerial: 'errors.imei.checkDigit',
    });
    expect(tradeInIssues({ imeiSerial: '4901 5420 3237 519' })).toEqual({
      imeiSerial: 'errors.imei.checkDigit',
    });
    expect(tradeInIssues({ imeiSerial: '1234567' })).toEqual({ imeiSerial: 'errors.imei.invalid' });
    expect(tradeInIssues({ imeiSerial: '49015420323751' })).toEqual({ imeiSerial: 'errors.imei.invalid' });
  });

  it('takes the e-mail as optional, as /pickup does (issue 16), and checks one given', () => {
    const { email: _email, ...withoutEmail } = storeBody;
    expect(ZCreateTradeInRequestSchema.parse(withoutEmail).email).toBeUndefined();
    expect(ZCreateTradeInRequestSchema.parse({ ...storeBody, email: '  ' }).email).toBeUndefined();
    expect(tradeInIssues({ email: 'somchai@' })).toEqual({ email: 'errors.email.invalid' });
  });

  it.each(['+66 81 234 5678', '0812345678', '02-123-4567'])('accepts the phone %s', (phone) => {
    expect(tradeInIssues({ phone })).toEqual({});
  });

  it.each(['12345', '+1 415 555 0100', '', 42])('refuses the phone %j', (phone) => {
    expect(tradeInIssues({ phone })).toEqual({ phone: 'errors.phone.invalid' });
  });

  it('accepts LINE ids with or without @ and refuses spaces or symbols', () => {
    expect(tradeInIssues({ lineId: '@khumkha' })).toEqual({});
    expect(tradeInIssues({ lineId: 'somchai.j_88' })).toEqual({});
    expect(tradeInIssues({ lineId: 'som chai' })).toEqual({ lineId: 'errors.lineId.invalid' });
    expect(tradeInIssues({ lineId: 'somchai!' })).toEqual({ lineId: 'errors.lineId.invalid' });
    expect(tradeInIssues({ lineId: 'x'.repeat(51) })).toEqual({ lineId: 'errors.lineId.invalid' });
  });

  it('accepts dealer codes like BKK-SIAM01 in any case and refuses others', () => {
    expect(tradeInIssues({ dealerCode: 'BKK-SIAM01' })).toEqual({});
    expect(tradeInIssues({ dealerCode: 'cnx-nimman2' })).toEqual({});
    expect(tradeInIssues({ dealerCode: 'SIAM01' })).toEqual({ dealerCode: 'errors.dealerCode.invalid' });
    expect(tradeInIssues({ dealerCode: 'BK-SIAM01' })).toEqual({ dealerCode: 'errors.dealerCode.invalid' });
  });

  it('checks promo codes, names, emails, the reference and the province', () => {
    expect(tradeInIssues({ promoCode: 'NEWYEAR-2027' })).toEqual({});
    expect(tradeInIssues({ promoCode: 'new year!' })).toEqual({ promoCode: 'errors.promoCode.invalid' });
    expect(tradeInIssues({ fullName: 'A' })).toEqual({ fullName: 'errors.fullName.required' });
    expect(tradeInIssues({ email: 'somchai@' })).toEqual({ email: 'errors.email.invalid' });
    expect(tradeInIssues({ reference: 'TRD-261122-ab9a' })).toEqual({
      reference: 'errors.reference.invalid',
    });
    expect(tradeInIssues({ province: 'Bangkok' })).toEqual({ province: 'errors.province.required' });
    expect(tradeInIssues({ remarks: 'x'.repeat(1001) })).toEqual({ remarks: 'errors.text.tooLong' });
  });

  it('requires the PDPA consent to be true', () => {
    expect(tradeInIssues({ pdpaConsent: false })).toEqual({ pdpaConsent: 'errors.consent.required' });
    expect(tradeInIssues({ pdpaConsent: undefined })).toEqual({ pdpaConsent: 'errors.consent.required' });
    expect(tradeInIssues({ pdpaConsent: 'true' })).toEqual({ pdpaConsent: 'errors.consent.required' });
  });

  it('takes up to five distinct photo ids', () => {
    const five = [1, 2, 3, 4, 5].map(photoId);
    expect(tradeInIssues({ photoIds: five })).toEqual({});
    expect(tradeInIssues({ photoIds: [...five, photoId(6)] })).toEqual({ photoIds: 'errors.photos.tooMany' });
    expect(tradeInIssues({ photoIds: [photoId(1), photoId(1)] })).toEqual({
      photoIds: 'errors.photos.invalid',
    });
    expect(tradeInIssues({ photoIds: ['photo-1'] })).toEqual({ 'photoIds.0': 'errors.photos.invalid' });
  });

  it('needs a store for a drop-off and the pick-up details for a pick-up', () => {
    expect(tradeInIssues({ storeId: undefined })).toEqual({ storeId: 'errors.tradeIn.storeRequired' });
    expect(tradeInIssues({ fulfilment: 'pickup', storeId: undefined })).toEqual({
      pickup: 'errors.pickup.addressRequired',
    });
    expect(tradeInIssues({ fulfilment: 'pickup', storeId: undefined, pickup: pickupDetails })).toEqual({});
    expect(tradeInIssues({ fulfilment: 'courier' })).toEqual({
      fulfilment: 'errors.tradeIn.fulfilmentRequired',
    });
    expect(tradeInIssues({ option: 'cash' })).toEqual({ option: 'errors.tradeIn.optionRequired' });
  });

  it('checks the pick-up address, date format and time slot', () => {
    const withPickup = (pickup: Record<string, unknown>) =>
      tradeInIssues({ fulfilment: 'pickup', storeId: undefined, pickup: { ...pickupDetails, ...pickup } });
    expect(withPickup({ address: 'Home' })).toEqual({ 'pickup.address': 'errors.pickup.addressRequired' });
    expect(withPickup({ date: '24/11/2026' })).toEqual({ 'pickup.date': 'errors.pickup.dateInvalid' });
    expect(withPickup({ timeSlot: '18:00-21:00' })).toEqual({
      'pickup.timeSlot': 'errors.pickup.timeSlotRequired',
    });
  });

  it('needs a quote id that is a UUID', () => {
    expect(tradeInIssues({ quoteId: '42' })).toEqual({ quoteId: 'errors.quote.notFound' });
  });
});

describe('ZCreatePickupRequestSchema', () => {
  const pickupBody: TCreatePickupRequest = {
    reference: 'TRD-261122-AB9A',
    fullName: 'Jane Doe',
    phone: '089-765-4321',
    province: 'chiang-mai',
    deviceDescription: 'Samsung Galaxy S23',
    pickup: pickupDetails,
    pdpaConsent: true,
  };
  const pickupIssues = (changes: Record<string, unknown>) =>
    issues(ZCreatePickupRequestSchema, { ...pickupBody, ...changes });

  it('accepts a pick-up without an email and without a quote', () => {
    const parsed = ZCreatePickupRequestSchema.parse({ ...pickupBody, email: '' });

    expect(parsed.email).toBeUndefined();
    expect(parsed.phone).toBe('0897654321');
  });

  it('needs the device, the pick-up details and the consent', () => {
    expect(pickupIssues({ deviceDescription: ' x ' })).toEqual({
      deviceDescription: 'errors.pickup.deviceRequired',
    });
    expect(Object.keys(pickupIssues({ pickup: undefined }))).toEqual(['pickup']);
    expect(pickupIssues({ pdpaConsent: false })).toEqual({ pdpaConsent: 'errors.consent.required' });
    expect(pickupIssues({ email: 'jane@' })).toEqual({ email: 'errors.email.invalid' });
  });
});
