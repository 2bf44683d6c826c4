import { describe, expect, it } from 'vitest';
import { ZCreateTradeInRequestSchema } from '#core/contracts/trade-ins.ts';
import { detailsDefaults, stepForPath, toRequestInput } from './details-request.ts';
import type { TWizardState } from './wizard-state.ts';

const state: TWizardState = {
  reference: 'TRD-261122-AB12',
  quoteId: '0b5c3c1e-6a4e-4c55-9a57-4a1f3b9d2f10',
  answers: { functional: [] },
  option: 'sale',
  fulfilment: 'store',
  storeId: 2,
  province: 'bangkok',
  pickup: { address: 'left over from trying pick-up first', date: '2026-11-30', timeSlot: '09:00-12:00' },
  contact: { fullName: 'Somchai Jaidee', pdpaConsent: true },
  photos: [
    { id: 'b6f1d9c4-8e0a-4a7b-9f11-3c2d5e6f7a8b', name: 'front.jpg', width: 1600, height: 1200, bytes: 1 },
  ],
  skipped: [],
};

describe('the request built from the wizard and the form', () => {
  it('restores typed fields but never a consent tick', () => {
    expect(detailsDefaults(state.contact)).toMatchObject({ fullName: 'Somchai Jaidee', pdpaConsent: false });
  });

  it('sends only the chosen hand-over, the photos and the language, and passes the contract', () => {
    const values = {
      ...detailsDefaults(state.contact),
      phone: '081-234-5678',
      email: 'somchai@example.com',
      preferredProduct: 'iPhone 17',
      pdpaConsent: true,
    };
    const request = toRequestInput(values, state, 'en');
    expect(request).toMatchObject({
      storeId: 2,
      pickup: undefined,
      preferredProduct: undefined,
      locale: 'en',
    });
    expect(request.photoIds).toEqual(['b6f1d9c4-8e0a-4a7b-9f11-3c2d5e6f7a8b']);
    const parsed = ZCreateTradeInRequestSchema.parse(request);
    expect(parsed.phone).toBe('0812345678');
    expect(parsed.lineId).toBeUndefined();
  });

  it('sends the saved payee with a sale or a trade-in, never with a voucher, and it parses again', () => {
    const payee = {
      method: 'bank',
      bankCode: 'KBANK',
      accountNumber: '123-4-56789-0',
      accountName: 'สมชาย',
    } as const;
    const values = { ...detailsDefaults(state.contact), phone: '0812345678', pdpaConsent: true };
    const sale = ZCreateTradeInRequestSchema.parse(toRequestInput(values, { ...state, payee }, 'th'));
    expect(sale.payee).toEqual({
      method: 'bank',
      promptPayId: null,
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      accountName: 'สมชาย',
    });
    // The browser sends the parsed body; the server parses it again.
    expect(ZCreateTradeInRequestSchema.parse(sale).payee).toEqual(sale.payee);
    const voucher = toRequestInput(values, { ...state, option: 'voucher', payee }, 'th');
    expect(voucher.payee).toBeUndefined();
    expect(toRequestInput(values, state, 'th').payee).toBeUndefined();
  });

  it('names the step that holds a field the details step does not show', () => {
    expect(stepForPath('storeId')).toBe('fulfilment');
    expect(stepForPath('pickup.date')).toBe('fulfilment');
    expect(stepForPath('option')).toBe('option');
    expect(stepForPath('quoteId')).toBe('offer');
    expect(stepForPath('photoIds')).toBe('details');
  });
});
