import { pickupDateRange } from '#core/pickup-dates.ts';
import { PICKUP_TIME_SLOTS, type TPickupTimeSlot } from '#core/trade-in-lifecycle.ts';
import { FieldError, TextAreaField, TextField } from '../../components/form-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import type { TFulfilmentErrors } from './fulfilment-validation.ts';
import type { TWizardState } from './wizard-state.ts';

type TPickup = NonNullable<TWizardState['pickup']>;

/** Where and when the courier comes: address, a day from tomorrow to 30 days ahead, and a time window. */
export function PickupFields({
  pickup,
  errors,
  onChange,
}: {
  pickup: TPickup;
  errors: TFulfilmentErrors;
  onChange: (patch: Partial<TPickup>) => void;
}) {
  const { t, i18n } = useTranslation();
  const { min, max } = pickupDateRange();
  return (
    <div className="grid gap-4">
      <TextAreaField
        id="pickup-address"
        name="pickup.address"
        label={t('fulfilment.address')}
        hint={t('fulfilment.addressHint')}
        autoComplete="street-address"
        value={pickup.address ?? ''}
        error={errors['pickup.address']}
        onChange={(event) => onChange({ address: event.target.value })}
      />
      <TextField
        id="pickup-date"
        name="pickup.date"
        type="date"
        label={t('fulfilment.date')}
        hint={
          pickup.date
            ? formatDate(pickup.date, i18n.language, { weekday: true })
            : t('fulfilment.dateHint', {
                min: formatDate(min, i18n.language),
                max: formatDate(max, i18n.language),
              })
        }
        min={min}
        max={max}
        value={pickup.date ?? ''}
        error={errors['pickup.date']}
        onChange={(event) => onChange({ date: event.target.value })}
      />
      <fieldset
        aria-describedby={errors['pickup.timeSlot'] ? 'pickup-slot-error' : undefined}
        className="min-w-0"
      >
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('fulfilment.timeSlot')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {PICKUP_TIME_SLOTS.map((slot: TPickupTimeSlot) => (
            <label
              key={slot}
              className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-slate-200 bg-white px-2 py-2 text-center text-sm font-semibold text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400"
            >
              <input
                type="radio"
                name="pickup.timeSlot"
                value={slot}
                checked={pickup.timeSlot === slot}
                onChange={() => onChange({ timeSlot: slot })}
                className="sr-only"
              />
              {t('fulfilment.slot', { from: slot.slice(0, 5), to: slot.slice(6) })}
            </label>
          ))}
        </div>
        <FieldError id="pickup-slot-error" messageKey={errors['pickup.timeSlot']} />
      </fieldset>
    </div>
  );
}
