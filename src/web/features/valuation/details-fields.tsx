import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/** The error under a field, in the user's language; its id is what the field's aria-describedby names. */
export function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a1 1 0 0 0-1 1v3.5a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 8.5a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z" />
      </svg>
      {t(messageKey)}
    </p>
  );
}

export const inputClass = (invalid: boolean) =>
  `w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none ${
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30'
  }`;

/** Label, optional mark, hint and error around one control; ids tie them together for screen readers. */
export function FieldShell({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">{t('details.optional')}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}

export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type TInputProps = ComponentPropsWithoutRef<'input'> & {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, optional, hint, error, ref, ...input }: TInputProps) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        className={inputClass(Boolean(error))}
        {...input}
      />
    </FieldShell>
  );
}

type TTextAreaProps = ComponentPropsWithoutRef<'textarea'> & {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ id, label, optional, hint, error, ref, ...textarea }: TTextAreaProps) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <textarea
        id={id}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        className={inputClass(Boolean(error))}
        {...textarea}
      />
    </FieldShell>
  );
}

type TCheckboxProps = ComponentPropsWithoutRef<'input'> & {
  id: string;
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ id, label, error, ref, ...input }: TCheckboxProps) {
  return (
    <div>
      <div
        className={`flex items-start gap-3 rounded-xl border bg-white p-3 ${error ? 'border-red-600' : 'border-slate-200'}`}
      >
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
