import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps.ts';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T03:00:00.000Z`;

describe('timelineSteps', () => {
  it('dates the reached steps, marks the current one and leaves the rest upcoming', () => {
    const steps = timelineSteps({
      status: 'booked',
      timeline: [
        { status: 'new', at: at(1) },
        { status: 'booked', at: at(2) },
      ],
    });
    expect(steps.map((step) => [step.status, step.state, step.at])).toEqual([
      ['new', 'done', at(1)],
      ['booked', 'current', at(2)],
      ['received', 'upcoming', null],
      ['inspected', 'upcoming', null],
      ['settled', 'upcoming', null],
    ]);
  });

  it('ends a rejected request at the rejection, after the steps it reached', () => {
    const steps = timelineSteps({
      status: 'rejected',
      timeline: [
        { status: 'new', at: at(1) },
        { status: 'booked', at: at(2) },
        { status: 'received', at: at(3) },
        { status: 'inspected', at: at(4) },
        { status: 'rejected', at: at(5) },
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['new', 'done'],
      ['booked', 'done'],
      ['received', 'done'],
      ['inspected', 'done'],
      ['rejected', 'current'],
    ]);
    expect(steps.at(-1)?.at).toBe(at(5));
  });

  it('keeps a step without a history entry undated', () => {
    const steps = timelineSteps({ status: 'received', timeline: [{ status: 'new', at: at(1) }] });
    expect(steps.slice(0, 3).map((step) => step.at)).toEqual([at(1), null, null]);
  });
});
