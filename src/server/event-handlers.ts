import type { TOutboxHandler } from './modules/workflow/outbox-worker.ts';
import { commissionOnSettlement } from './modules/dealers/commission-on-settlement.ts';
import { returnDeclinedDevice } from './modules/logistics/return-on-decline.ts';
import { stockSettledTradeIn } from './modules/warehouse/stock-on-settlement.ts';

/**
 * Who reacts to which workflow event (`<entity>.<state>`), worked by the outbox after the change has
 * committed (decision 016). Events without a handler are marked done.
 */
export const EVENT_HANDLERS: Readonly<Record<string, TOutboxHandler>> = {
  // Each reaction keeps its own check against a re-delivered event; they share the one transaction.
  'tradeIn.settled': async (tx, event) => {
    await stockSettledTradeIn(tx, event);
    await commissionOnSettlement(tx, event);
  },
  'tradeIn.rejected': returnDeclinedDevice,
};

/**
 * `base` with more reactions: for a topic both have, both run in the one transaction, `base`'s first
 * (the customer messages of decision 043 come after the stock and the return they may tell about).
 */
export function withReactions(
  base: Readonly<Record<string, TOutboxHandler>>,
  more: Readonly<Record<string, TOutboxHandler>>,
): Record<string, TOutboxHandler> {
  const handlers: Record<string, TOutboxHandler> = { ...base };
  for (const [topic, handler] of Object.entries(more)) {
    const first = base[topic];
    handlers[topic] = first
      ? async (tx, event) => {
          await first(tx, event);
          await handler(tx, event);
        }
      : handler;
  }
  return handlers;
}
