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
