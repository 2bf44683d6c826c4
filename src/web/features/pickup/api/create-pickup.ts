import type { TCreatePickupRequest, TTradeInReceipt } from '#core/contracts/trade-ins.ts';
import { publicApi } from '../../../lib/api.ts';

/** POST /api/pickups: the same reference with the same content returns the same request (idempotent). */
export function createPickup(request: TCreatePickupRequest): Promise<TTradeInReceipt> {
  return publicApi('POST /api/pickups', { body: request });
}
