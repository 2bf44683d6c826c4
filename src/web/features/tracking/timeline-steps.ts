import type { TTracking } from '#core/contracts/trade-ins.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';

/** The way a request normally goes (product lifecycle); `rejected` can end it before `settled`. */
export const PATH: readonly TTradeInStatus[] = ['new', 'booked', 'received', 'inspected', 'settled'];

export interface TTimelineStep {
  status: TTradeInStatus;
  state: 'done' | 'current' | 'upcoming';
  /** When the request reached this status (ISO), if it has. */
  at: string | null;
}

/**
 * The steps to draw: the whole path with the reached ones dated, or, for a rejected request, the steps
 * it reached followed by the rejection (the rest of the path no longer applies).
 */
export function timelineSteps(tracking: Pick<TTracking, 'status' | 'timeline'>): TTimelineStep[] {
  const reachedAt = new Map<TTradeInStatus, string>();
  for (const entry of tracking.timeline) reachedAt.set(entry.status, entry.at); // the latest entry wins
  if (tracking.status === 'rejected') {
    const reached = PATH.filter((status) => reachedAt.has(status));
    const steps: TTimelineStep[] = reached.map((status) => ({
      status,
      state: 'done',
      at: reachedAt.get(status) ?? null,
    }));
    steps.push({ status: 'rejected', state: 'current', at: reachedAt.get('rejected') ?? null });
    return steps;
  }
  const currentIndex = PATH.indexOf(tracking.status);
  return PATH.map((status, index) => ({
    status,
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
    at: index <= currentIndex ? (reachedAt.get(status) ?? null) : null,
  }));
}
