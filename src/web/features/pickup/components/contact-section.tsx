import { TextField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { FormSection, usePickupFields } from './form-section.tsx';

/** Who we call to confirm the slot; the phone number is also the key to tracking the request. */
export function ContactSection({ number }: { number: number }) {
  const { t } = useTranslation();
  const { register, errors } = usePickupFields();
  return (
    <FormSection number={number} title={t('pickup.section.contact')}>
      <TextField
        label={t('pickup.field.fullName')}
        error={errors.fullName?.message}
        type="text"
        autoComplete="name"
        {...register('fullName')}
      />
      <TextField
        label={t('pickup.field.phone')}
        hint={t('pickup.field.phoneHint')}
        hintPlacement="above"
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="08x-xxx-xxxx"
        {...register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('pickup.field.email')}
          optional
          hint={t('pickup.field.emailHint')}
          error={errors.email?.message}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          label={t('pickup.field.lineId')}
          optional
          error={errors.lineId?.message}
          type="text"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          {...register('lineId')}
        />
      </div>
    </FormSection>
  );
}
