import { ZCreateTradeInRequestSchema } from '#core/contracts/trade-ins.ts';
import { isPickupDateAllowed } from '#core/pickup-dates.ts';
import type { TWizardState } from './wizard-state.ts';

/** The hand-over step's fields, in the order they are shown (the first with an error gets the focus). */
export const FULFILMENT_FIELDS = [
  'fulfilment',
  'province',
  'storeId',
  'pickup.address',
  'pickup.date',
  'pickup.timeSlot',
] as const;
export type TFulfilmentField = (typeof FULFILMENT_FIELDS)[number];
export type TFulfilmentErrors = Partial<Record<TFulfilmentField, string>>;

const shape = ZCreateTradeInRequestSchema.shape;
const pickupShape = shape.pickup.unwrap().shape;

function messageOf(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/**
 * The hand-over choices checked with the request contract's own field schemas (the server applies the
 * same), plus the bookable days for a pick-up. Messages are i18n keys.
 */
export function validateFulfilment(state: TWizardState, now = new Date()): TFulfilmentErrors {
  const errors: TFulfilmentErrors = {};
  errors.fulfilment = messageOf(shape.fulfilment.safeParse(state.fulfilment));
  errors.province = messageOf(shape.province.safeParse(state.province));
  if (state.fulfilment === 'store' && state.storeId === undefined)
    errors.storeId = 'errors.tradeIn.storeRequired';
  if (state.fulfilment === 'pickup') {
    const pickup = state.pickup ?? {};
    errors['pickup.address'] = messageOf(pickupShape.address.safeParse(pickup.address ?? ''));
    errors['pickup.date'] =
      messageOf(pickupShape.date.safeParse(pickup.date)) ??
      (pickup.date && !isPickupDateAllowed(pickup.date, now) ? 'errors.pickup.dateInvalid' : undefined);
    errors['pickup.timeSlot'] = messageOf(pickupShape.timeSlot.safeParse(pickup.timeSlot));
  }
  for (const field of FULFILMENT_FIELDS) if (errors[field] === undefined) delete errors[field];
  return errors;
}
