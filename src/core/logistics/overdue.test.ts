import { describe, expect, it } from 'vitest';
import { isDeliveryOverdue, isPickupOverdue, pickupSlotEnd } from './overdue.ts';

describe('overdue logistics work', () => {
  it('ends a slot at its last hour in Bangkok, a day without a slot at midnight', () => {
    expect(pickupSlotEnd('2026-12-07', '09:00-12:00').toISOString()).toBe('2026-12-07T05:00:00.000Z');
    expect(pickupSlotEnd('2026-12-07', '15:00-18:00').toISOString()).toBe('2026-12-07T11:00:00.000Z');
    expect(pickupSlotEnd('2026-12-07', null).toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });

  it('marks a pick-up overdue once its slot has ended, while it is new or booked', () => {
    const slot = { date: '2026-12-07', timeSlot: '09:00-12:00' };
    const before = new Date('2026-12-07T04:59:00Z');
    const after = new Date('2026-12-07T05:00:00Z');
    expect(isPickupOverdue({ ...slot, status: 'booked' }, before)).toBe(false);
    expect(isPickupOverdue({ ...slot, status: 'booked' }, after)).toBe(true);
    expect(isPickupOverdue({ ...slot, status: 'new' }, after)).toBe(true);
    expect(isPickupOverdue({ ...slot, status: 'received' }, after)).toBe(false);
    expect(isPickupOverdue({ date: null, timeSlot: null, status: 'new' }, after)).toBe(false);
  });

  it('marks an open delivery overdue after the configured days, never a finished one', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    const eightDaysAgo = new Date('2026-11-29T11:59:00Z');
    const sixDaysAgo = new Date('2026-12-01T12:00:00Z');
    for (const status of ['pendingDelivery', 'inTransit', 'failed'])
      expect(isDeliveryOverdue({ status, createdAt: eightDaysAgo }, now, 7)).toBe(true);
    expect(isDeliveryOverdue({ status: 'pendingDelivery', createdAt: sixDaysAgo }, now, 7)).toBe(false);
    expect(isDeliveryOverdue({ status: 'pendingDelivery', createdAt: sixDaysAgo }, now, 5)).toBe(true);
    expect(isDeliveryOverdue({ status: 'delivered', createdAt: eightDaysAgo }, now, 7)).toBe(false);
    expect(isDeliveryOverdue({ status: 'returned', createdAt: eightDaysAgo }, now, 7)).toBe(false);
  });
});
