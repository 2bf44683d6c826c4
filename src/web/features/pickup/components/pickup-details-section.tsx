import { useWatch } from 'react-hook-form';
import { provincesInOrder } from '#core/provinces.ts';
import { PICKUP_TIME_SLOTS } from '#core/trade-in-lifecycle.ts';
import type { TLocale } from '#core/constants.ts';
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TPickupFormInput } from '../pickup-form-schema.ts';
import { FormSection, usePickupFields } from './form-section.tsx';

/** Morning, midday, afternoon: the words customers use for the three courier windows. */
export const SLOT_NAME_KEYS = ['pickup.slot.morning', 'pickup.slot.midday', 'pickup.slot.afternoon'] as const;

/** Where and when the courier comes. */
export function PickupDetailsSection({
  number,
  dateBounds,
}: {
  number: number;
  dateBounds: { min: string; max: string };
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const { register, errors } = usePickupFields();
  const slotError = errors.pickup?.timeSlot?.message;
  // The phone's date picker shows its own format; the chosen day is repeated in words (Buddhist era in Thai).
  const date = useWatch<TPickupFormInput, 'pickup.date'>({ name: 'pickup.date' });
  const dateInWords =
    date && date >= dateBounds.min && date <= dateBounds.max
      ? formatDate(date, locale, { weekday: true })
      : null;
  return (
    <FormSection number={number} title={t('pickup.section.pickup')}>
      <TextAreaField
        label={t('pickup.field.address')}
        hint={t('pickup.field.addressHint')}
        hintPlacement="above"
        error={errors.pickup?.address?.message}
        autoComplete="street-address"
        {...register('pickup.address')}
      />
      <SelectField
        label={t('pickup.field.province')}
        error={errors.province?.message}
        {...register('province')}
      >
        <option value="">{t('pickup.field.provincePlaceholder')}</option>
        {provincesInOrder(locale).map((province) => (
          <option key={province.key} value={province.key}>
            {province[locale]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('pickup.field.date')}
        hint={t('pickup.field.dateHint')}
        hintPlacement="above"
        error={errors.pickup?.date?.message}
        type="date"
        min={dateBounds.min}
        max={dateBounds.max}
        className="min-h-[3.25rem]"
        after={
          dateInWords && (
            <p className="mt-1.5 text-sm font-semibold text-brand-800" data-testid="pickup-date-words">
              {dateInWords}
            </p>
          )
        }
        {...register('pickup.date')}
      />
      <fieldset aria-describedby={slotError ? 'pickup-slot-error' : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('pickup.field.timeSlot')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {PICKUP_TIME_SLOTS.map((slot, index) => (
            <label
              key={slot}
              className="relative flex cursor-pointer flex-col items-center rounded-xl border border-slate-300 bg-white px-1 py-2.5 text-center shadow-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-400 has-aria-invalid:border-red-600"
            >
              <input
                {...register('pickup.timeSlot')}
                type="radio"
                value={slot}
                aria-invalid={Boolean(slotError)}
                // Invisible but covering the card: the whole card is the tap target.
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <span className="text-sm font-semibold text-slate-900">{t(SLOT_NAME_KEYS[index] ?? '')}</span>
              <span className="text-sm whitespace-nowrap text-slate-700 tabular-nums">
                {slot.replace('-', '–')}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="pickup-slot-error" messageKey={slotError} />
      </fieldset>
      <TextAreaField
        label={t('pickup.field.remarks')}
        hint={t('pickup.field.remarksHint')}
        hintPlacement="above"
        optional
        error={errors.remarks?.message}
        rows={2}
        {...register('remarks')}
      />
    </FormSection>
  );
}
