import { bangkokDate } from '#core/bangkok-time.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';

/**
 * The monthly budget (CHAT_MONTHLY_BUDGET): assistant replies per calendar month, Bangkok time. A reply
 * is counted when it starts and given back when the provider fails before sending anything. Counted by
 * every instance together (a PostgreSQL server) or in this process with PGlite (decision 025).
 */
export interface TChatBudget {
  /** Counts a reply; false when the month's replies are used up. */
  take(now?: Date): Promise<boolean>;
  /** Gives back a reply that was never sent. */
  refund(now?: Date): Promise<void>;
}

const monthOf = (now: Date) => bangkokDate(now).slice(0, 7);
/** Longer than any month: the month's key starts the next count, not the window. */
const WINDOW_MS = 32 * 24 * 60 * 60 * 1000;

export function createChatBudget(monthlyReplies: number, shared: TSharedState): TChatBudget {
  const counter = shared.rateLimiter('chat-budget', { windowMs: WINDOW_MS, max: monthlyReplies });
  return {
    async take(now = new Date()) {
      const month = monthOf(now);
      if ((await counter.hit(month, now.getTime())) === 0) return true;
      await counter.release(month);
      return false;
    },
    async refund(now = new Date()) {
      await counter.release(monthOf(now));
    },
  };
}
