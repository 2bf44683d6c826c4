import type { TOutboxHandler } from './modules/workflow/outbox-worker.ts';
import { stockSettledTradeIn } from './modules/warehouse/stock-on-settlement.ts';

/**
 * Who reacts to which workflow event (`<entity>.<state>`), worked by the outbox after the change has
 * committed (decision 016). Events without a handler are marked done.
 */
export const EVENT_HANDLERS: Readonly<Record<string, TOutboxHandler>> = {
  'tradeIn.settled': stockSettledTradeIn,
};
