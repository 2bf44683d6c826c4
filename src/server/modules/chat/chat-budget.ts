import { bangkokDate } from '#core/bangkok-time.ts';

/**
 * The monthly budget (CHAT_MONTHLY_BUDGET): assistant replies per calendar month, Bangkok time. A reply
 * is counted when it starts and given back when the provider fails before sending anything. Kept in
 * the server's memory (one process; a restart starts the month's count again): see decision 005.
 */
export interface TChatBudget {
  /** Counts a reply; false when the month's replies are used up. */
  take(now?: Date): boolean;
  /** Gives back a reply that was never sent. */
  refund(now?: Date): void;
  used(now?: Date): number;
}

const monthOf = (now: Date) => bangkokDate(now).slice(0, 7);

export function createChatBudget(monthlyReplies: number): TChatBudget {
  let month = '';
  let count = 0;
  const roll = (now: Date) => {
    const current = monthOf(now);
    if (current !== month) {
      month = current;
      count = 0;
    }
  };
  return {
    take(now = new Date()) {
      roll(now);
      if (count >= monthlyReplies) return false;
      count += 1;
      return true;
    },
    refund(now = new Date()) {
      roll(now);
      count = Math.max(0, count - 1);
    },
    used(now = new Date()) {
      roll(now);
      return count;
    },
  };
}
