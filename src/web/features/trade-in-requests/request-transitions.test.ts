import { describe, expect, it } from 'vitest';
import { commonTransitions, toTransitions } from './request-transitions.ts';

describe('a request’s transitions', () => {
  it('asks a rejection for its reason and nothing of the other moves', () => {
    const transitions = toTransitions([
      { to: 'booked', evidence: [] },
      { to: 'rejected', evidence: ['reason'] },
    ]);
    expect(transitions.map(({ to, tone, labelKey }) => ({ to, tone, labelKey }))).toEqual([
      { to: 'booked', tone: 'primary', labelKey: 'admin.detail.moveTo.booked' },
      { to: 'rejected', tone: 'danger', labelKey: 'admin.detail.moveTo.rejected' },
    ]);
    expect(transitions[0]!.evidence).toEqual([]);
    expect(transitions[1]!.evidence).toEqual([
      expect.objectContaining({ name: 'reason', kind: 'longText', required: true }),
    ]);
  });

  it('draws evidence the workflow names from its descriptors (the actual price in whole baht)', () => {
    const [inspect] = toTransitions([{ to: 'inspected', evidence: ['actualPriceThb'] }]);
    expect(inspect!.evidence).toEqual([
      expect.objectContaining({ name: 'actualPriceThb', kind: 'amountThb', required: true }),
    ]);
  });

  it('lets admin give the actual price when moving to inspected, without requiring it', () => {
    const [inspect] = toTransitions([{ to: 'inspected', evidence: [] }]);
    expect(inspect!.evidence).toEqual([
      expect.objectContaining({ name: 'actualPriceThb', kind: 'amountThb', required: false }),
    ]);
  });

  it('offers a bulk change only where every selected request may go, with the evidence it needs', () => {
    expect(commonTransitions(['new', 'new'])).toEqual([
      { to: 'booked', evidence: [] },
      { to: 'rejected', evidence: ['reason'] },
    ]);
    expect(commonTransitions(['new', 'booked'])).toEqual([{ to: 'rejected', evidence: ['reason'] }]);
    expect(commonTransitions(['new', 'settled'])).toEqual([]);
    expect(commonTransitions([])).toEqual([]);
  });
});
