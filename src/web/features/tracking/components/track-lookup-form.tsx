import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n.ts';

const INPUT_CLASS =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';

/** Customers type codes in any case and with spaces; the contracts want them upper case and unbroken. */
const normalizeCode = (value: unknown) =>
  typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '') : value;

interface TTrackLookupFormProps<TValues extends FieldValues> {
  /** The endpoint's schema: the code field (`name`) and `phone`. */
  schema: z.ZodType<TValues, FieldValues>;
  /** The code field: a request's reference or a document number. */
  name: Path<TValues>;
  label: string;
  placeholder: string;
  title: string;
  hint: string;
  initialValue?: string;
  /** The contract's message for a bad code, when the lookup words it otherwise. */
  codeError?: (messageKey: string) => string;
  busy: boolean;
  onSubmit: (values: TValues) => Promise<void>;
}

/**
 * A /track lookup: a code and the phone, sent in a POST body (the phone never appears in the address
 * or the history). The request and the delivery lookups differ only in the code field.
 */
export function TrackLookupForm<TValues extends FieldValues>({
  schema,
  name,
  label,
  placeholder,
  title,
  hint,
  initialValue = '',
  codeError = (key) => key,
  busy,
  onSubmit,
}: TTrackLookupFormProps<TValues>) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FieldValues, unknown, TValues>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: initialValue, phone: '' },
  });
  const codeMessage = errors[name]?.message;
  const codeErrorKey = typeof codeMessage === 'string' ? codeError(codeMessage) : undefined;
  const phoneMessage = errors.phone?.message;
  const phoneError = typeof phoneMessage === 'string' ? phoneMessage : undefined;

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-semibold text-slate-800">
            {label}
          </label>
          <input
            id={`${id}-code`}
            {...register(name, { setValueAs: normalizeCode })}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            aria-invalid={Boolean(codeErrorKey)}
            aria-describedby={codeErrorKey ? `${id}-code-error` : undefined}
            className={`${INPUT_CLASS} font-mono uppercase placeholder:normal-case`}
          />
          {codeErrorKey && <ErrorText id={`${id}-code-error`} text={t(codeErrorKey)} />}
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
