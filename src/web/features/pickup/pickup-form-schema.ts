import { z } from 'zod';
import { CATEGORY_KEYS, type TLocale } from '#core/constants.ts';
import { ZCreatePickupRequestSchema, type TCreatePickupRequest } from '#core/contracts/trade-ins.ts';
import { isPickupDateAllowed } from '#core/pickup-dates.ts';

/** A pick-up can be booked from tomorrow up to 30 days ahead (Bangkok dates), as the server checks. */
const ZPickupDetailsFormSchema = ZCreatePickupRequestSchema.shape.pickup.superRefine((pickup, context) => {
  if (!isPickupDateAllowed(pickup.date)) {
    context.addIssue({ code: 'custom', path: ['date'], message: 'pickup.errors.dateRange' });
  }
});

/**
 * The form is the contract (`ZCreatePickupRequestSchema`) with the device asked as category + brand and
 * model (joined into `deviceDescription` on submit) and the date limited to the bookable days. The
 * reference, language and photos are added by the page, not typed.
 */
export const ZPickupFormSchema = ZCreatePickupRequestSchema.omit({
  reference: true,
  deviceDescription: true,
  photoIds: true,
  locale: true,
}).extend({
  category: z.enum(CATEGORY_KEYS, { error: 'pickup.errors.categoryRequired' }),
  brandModel: z
    .string({ error: 'errors.pickup.deviceRequired' })
    .trim()
    .min(2, 'errors.pickup.deviceRequired')
    .max(200, 'errors.text.tooLong'),
  pickup: ZPickupDetailsFormSchema,
});
export type TPickupFormInput = z.input<typeof ZPickupFormSchema>;
export type TPickupFormValues = z.output<typeof ZPickupFormSchema>;

/** Form field names the server's `details[].path` may name, for the fields that are not one-to-one. */
const SERVER_PATH_TO_FIELD: Record<string, string> = {
  deviceDescription: 'brandModel',
  photoIds: 'photos',
};

/** The form field a server detail belongs to (`pickup.date`, `phone`, …), or null for a page-level error. */
export function fieldForServerPath(path: string, fieldNames: readonly string[]): string | null {
  const head = path.split('.')[0] ?? '';
  const mapped = SERVER_PATH_TO_FIELD[head];
  if (mapped) return mapped;
  return fieldNames.includes(path) ? path : null;
}

export const FORM_FIELD_NAMES = [
  'fullName',
  'phone',
  'email',
  'lineId',
  'category',
  'brandModel',
  'pickup.address',
  'pickup.date',
  'pickup.timeSlot',
  'province',
  'remarks',
  'pdpaConsent',
  'marketingOptIn',
] as const;

export function toPickupRequest(
  values: TPickupFormValues,
  extra: { reference: string; locale: TLocale; categoryLabel: string; photoIds: string[] },
): TCreatePickupRequest {
  const { category: _category, brandModel, ...contact } = values;
  return {
    ...contact,
    reference: extra.reference,
    locale: extra.locale,
    deviceDescription: `${extra.categoryLabel} · ${brandModel}`,
    photoIds: extra.photoIds,
  };
}
