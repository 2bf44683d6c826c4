import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import type { TLocale } from '#core/constants.ts';
import { pickupDateRange } from '#core/pickup-dates.ts';
import { PhotoUploader } from '../../../components/photo-uploader/photo-uploader.tsx';
import { FieldError } from '../../../components/form-field.tsx';
import { planServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { createPickup } from '../api/create-pickup.ts';
import {
  FORM_FIELD_NAMES,
  ZPickupFormSchema,
  fieldForServerPath,
  toPickupRequest,
  type TPickupFormInput,
  type TPickupFormValues,
} from '../pickup-form-schema.ts';
import {
  loadOrCreatePickupReference,
  renewPickupReference,
  type TPickupConfirmation,
} from '../pickup-storage.ts';
import { ConsentSection } from './consent-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DeviceSection } from './device-section.tsx';
import { PickupDetailsSection } from './pickup-details-section.tsx';

export function PickupForm({ onSubmitted }: { onSubmitted: (confirmation: TPickupConfirmation) => void }) {
  const { t, i18n } = useTranslation();
  const [reference, setReference] = useState(loadOrCreatePickupReference);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dateBounds] = useState(() => pickupDateRange());
  const form = useForm<TPickupFormInput, unknown, TPickupFormValues>({
    resolver: zodResolver(ZPickupFormSchema),
    defaultValues: {
      fullName: '',
      phone: '',
      email: '',
      lineId: '',
      brandModel: '',
      remarks: '',
      marketingOptIn: false,
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const hasFieldErrors = Object.keys(errors).length > 0;

  async function submit(values: TPickupFormValues) {
    if (photosBusy) {
      setFormError('pickup.errors.photosBusy');
      return;
    }
    setFormError(null);
    const locale = i18n.language as TLocale;
    const request = toPickupRequest(values, {
      reference,
      locale,
      categoryLabel: t(`pickup.category.${values.category}`),
      photoIds,
    });
    try {
      const receipt = await createPickup(request);
      onSubmitted({
        reference: receipt.reference,
        receiptToken: receipt.receiptToken,
        date: values.pickup.date,
        timeSlot: values.pickup.timeSlot,
        device: request.deviceDescription,
      });
    } catch (error) {
      setFormError(showServerError(error));
    }
  }

  /** Puts the server's field messages on the fields (decision 017); returns the message for the page, if any. */
  function showServerError(error: unknown): string | null {
    let referenceRefused = false;
    const plan = planServerErrors(error, (path) => {
      if (path === 'reference') referenceRefused = true;
      const field = fieldForServerPath(path, FORM_FIELD_NAMES);
      return field === 'photos' ? null : field;
    });
    plan.fields.forEach((field, index) =>
      setError(
        field.name as FieldPath<TPickupFormInput>,
        { message: field.messageKey },
        { shouldFocus: index === 0 },
      ),
    );
    if (referenceRefused) {
      // Our reference was refused: take a fresh one, so the next press can succeed.
      setReference(renewPickupReference());
      return 'pickup.errors.tryAgain';
    }
    return plan.message?.key ?? null;
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        method="post"
        aria-labelledby="pickup-form-title"
        className="grid gap-5"
      >
        <h2 id="pickup-form-title" className="sr-only">
          {t('pickup.formTitle')}
        </h2>
        <DeviceSection
          number={1}
          photos={
            <PhotoUploader
              initialPhotos={[]}
              onChange={(photos) => setPhotoIds(photos.map((photo) => photo.id))}
              onBusyChange={setPhotosBusy}
            />
          }
        />
        <PickupDetailsSection number={2} dateBounds={dateBounds} />
        <ContactSection number={3} />
        <ConsentSection />

        <div className="grid gap-3">
          {formError && (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
            >
              {t(formError)}
            </div>
          )}
          {!formError && submitCount > 0 && hasFieldErrors && (
            <FieldError id="pickup-check-fields" messageKey="pickup.errors.checkFields" />
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-4 text-lg font-bold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
          >
            {isSubmitting && (
              <span
                aria-hidden="true"
                className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {isSubmitting ? t('pickup.submitting') : t('pickup.submit')}
          </button>
          <p className="text-center text-sm text-slate-600">{t('pickup.submitNote')}</p>
        </div>
      </form>
    </FormProvider>
  );
}
