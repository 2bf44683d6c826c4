import { describe, expect, it } from 'vitest';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { validateFulfilment } from './fulfilment-validation.ts';
import type { TWizardState } from './wizard-state.ts';

const NOW = new Date('2026-11-22T05:00:00Z');
const base: TWizardState = {
  reference: 'TRD-261122-AB12',
  answers: { functional: [] },
  contact: {},
  photos: [],
  skipped: [],
};

describe('hand-over step checks (the request contract’s own rules)', () => {
  it('asks for the method and the province first', () => {
    expect(validateFulfilment(base, NOW)).toEqual({
      fulfilment: 'errors.tradeIn.fulfilmentRequired',
      province: 'errors.province.required',
    });
  });

  it('a store drop-off needs a store', () => {
    const state: TWizardState = { ...base, fulfilment: 'store', province: 'bangkok' };
    expect(validateFulfilment(state, NOW)).toEqual({ storeId: 'errors.tradeIn.storeRequired' });
    expect(validateFulfilment({ ...state, storeId: 3 }, NOW)).toEqual({});
  });

  it('a pick-up needs an address, a day from tomorrow to 30 days ahead and a time window', () => {
    const state: TWizardState = { ...base, fulfilment: 'pickup', province: 'chiang-mai' };
    expect(validateFulfilment(state, NOW)).toEqual({
      'pickup.address': 'errors.pickup.addressRequired',
      'pickup.date': 'errors.pickup.dateInvalid',
      'pickup.timeSlot': 'errors.pickup.timeSlotRequired',
    });
    const today = bangkokDate(NOW);
    const pickup = { address: '99/1 Nimmanhaemin Road, Chiang Mai 50200', timeSlot: '09:00-12:00' as const };
    expect(validateFulfilment({ ...state, pickup: { ...pickup, date: addDays(today, 1) } }, NOW)).toEqual({});
    expect(validateFulfilment({ ...state, pickup: { ...pickup, date: addDays(today, 30) } }, NOW)).toEqual(
      {},
    );
    for (const date of [today, addDays(today, 31)]) {
      expect(validateFulfilment({ ...state, pickup: { ...pickup, date } }, NOW)).toEqual({
        'pickup.date': 'errors.pickup.dateInvalid',
      });
    }
  });
});
