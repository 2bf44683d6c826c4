import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZTrackRequestSchema } from '#core/contracts/trade-ins.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type TTrackFormInput = z.input<typeof ZTrackRequestSchema>;
export type TTrackFormValues = z.output<typeof ZTrackRequestSchema>;

const INPUT_CLASS =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';

/** Customers type references in any case and with spaces; the contract wants TRD-YYMMDD-XXXX. */
const normalizeReference = (value: unknown) =>
  typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '') : value;

interface TTrackFormProps {
  initialReference: string;
  busy: boolean;
  onSubmit: (values: TTrackFormValues) => Promise<void>;
}

/** Reference + phone. Sent in a POST body: the phone never appears in the address or the history. */
export function TrackForm({ initialReference, busy, onSubmit }: TTrackFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TTrackFormInput, unknown, TTrackFormValues>({
    resolver: zodResolver(ZTrackRequestSchema),
    defaultValues: { reference: initialReference, phone: '' },
  });
  // The contract's generic message speaks of the estimate; here the customer typed the reference.
  const referenceError =
    errors.reference?.message === 'errors.reference.invalid'
      ? 'track.referenceInvalid'
      : errors.reference?.message;
  const phoneError = errors.phone?.message;

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('track.formTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('track.formHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-ref`} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('track.referenceLabel')}
          </label>
          <input
            id={`${id}-ref`}
            {...register('reference', { setValueAs: normalizeReference })}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="TRD-YYMMDD-XXXX"
            aria-invalid={Boolean(referenceError)}
            aria-describedby={referenceError ? `${id}-ref-error` : undefined}
            className={`${INPUT_CLASS} font-mono uppercase placeholder:normal-case`}
          />
          {referenceError && <ErrorText id={`${id}-ref-error`} text={t(referenceError)} />}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('track.phoneLabel')}
          </label>
          <input
            id={`${id}-phone`}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="08x-xxx-xxxx"
            aria-invalid={Boolean(phoneError)}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            className={INPUT_CLASS}
          />
          {phoneError && <ErrorText id={`${id}-phone-error`} text={t(phoneError)} />}
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-4 flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        {busy && (
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {busy ? t('track.searching') : t('track.submit')}
      </button>
    </form>
  );
}

function ErrorText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}
