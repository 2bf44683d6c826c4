import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export const INPUT_CLASS =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';

export interface TControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface TFieldProps {
  label: string;
  /** An i18n key from the schema or the server. */
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (control: TControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the error, wired together for screen readers. */
export function Field({ label, error, hint, optional, className, children }: TFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> {t('pickup.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className="mb-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

export function FieldError({ id, messageKey }: { id: string | undefined; messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2H9v-2Zm0-8h2v6H9V5Z" />
      </svg>
      {t(messageKey)}
    </p>
  );
}

/** The chevron a native select gets once its own arrow is hidden by `appearance-none`. */
export function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 fill-slate-500"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/** A titled group of fields, numbered so a long form on a phone reads as a few short steps. */
export function FormSection({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <legend className="float-left mb-4 flex w-full items-center gap-3 text-lg font-bold">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-base text-brand-800"
        >
          {number}
        </span>
        {title}
      </legend>
      <div className="clear-both grid gap-4">{children}</div>
    </fieldset>
  );
}
