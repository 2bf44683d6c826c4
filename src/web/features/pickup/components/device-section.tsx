import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TPickupFormInput } from '../pickup-form-schema.ts';
import { Field, FormSection, INPUT_CLASS, SelectChevron } from './form-field.tsx';

/** What is being sold: the kind of device and, in the customer's own words, brand and model. */
export function DeviceSection({ number, photos }: { number: number; photos?: ReactNode }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<TPickupFormInput>();
  return (
    <FormSection number={number} title={t('pickup.section.device')}>
      <Field label={t('pickup.field.category')} error={errors.category?.message}>
        {(control) => (
          <div className="relative">
            <select {...control} {...register('category')} className={`${INPUT_CLASS} appearance-none pr-10`}>
              <option value="">{t('pickup.field.categoryPlaceholder')}</option>
              {CATEGORY_KEYS.map((category) => (
                <option key={category} value={category}>
                  {t(`pickup.category.${category}`)}
                </option>
              ))}
            </select>
            <SelectChevron />
          </div>
        )}
      </Field>
      <Field
        label={t('pickup.field.brandModel')}
        hint={t('pickup.field.brandModelHint')}
        error={errors.brandModel?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('brandModel')}
            type="text"
            autoComplete="off"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {photos}
    </FormSection>
  );
}
