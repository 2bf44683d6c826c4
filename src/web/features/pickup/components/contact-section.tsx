import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TPickupFormInput } from '../pickup-form-schema.ts';
import { Field, FormSection, INPUT_CLASS } from './form-field.tsx';

/** Who we call to confirm the slot; the phone number is also the key to tracking the request. */
export function ContactSection({ number }: { number: number }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<TPickupFormInput>();
  return (
    <FormSection number={number} title={t('pickup.section.contact')}>
      <Field label={t('pickup.field.fullName')} error={errors.fullName?.message}>
        {(control) => (
          <input
            {...control}
            {...register('fullName')}
            type="text"
            autoComplete="name"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('pickup.field.phone')} hint={t('pickup.field.phoneHint')} error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="08x-xxx-xxxx"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('pickup.field.email')} optional error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('pickup.field.lineId')} optional error={errors.lineId?.message}>
          {(control) => (
            <input
              {...control}
              {...register('lineId')}
              type="text"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      </div>
    </FormSection>
  );
}
