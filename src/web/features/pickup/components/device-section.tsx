import type { ReactNode } from 'react';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { FormSection, usePickupFields } from './form-section.tsx';

/** What is being sold: the kind of device and, in the customer's own words, brand and model. */
export function DeviceSection({ number, photos }: { number: number; photos?: ReactNode }) {
  const { t } = useTranslation();
  const { register, errors } = usePickupFields();
  return (
    <FormSection number={number} title={t('pickup.section.device')}>
      <SelectField
        label={t('pickup.field.category')}
        error={errors.category?.message}
        {...register('category')}
      >
        <option value="">{t('pickup.field.categoryPlaceholder')}</option>
        {CATEGORY_KEYS.map((category) => (
          <option key={category} value={category}>
            {t(`pickup.category.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('pickup.field.brandModel')}
        hint={t('pickup.field.brandModelHint')}
        hintPlacement="above"
        error={errors.brandModel?.message}
        type="text"
        autoComplete="off"
        {...register('brandModel')}
      />
      {photos}
    </FormSection>
  );
}
