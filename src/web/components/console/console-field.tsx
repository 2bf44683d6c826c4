import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { labelClass } from './console-styles.ts';

/** A labelled console field with its hint and error (described-by, so a screen reader reads them with it). */
export function ConsoleField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  /** An i18n key. */
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error under a control the form lays out itself (`describedBy` ties them). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-800">
      {t(error)}
    </p>
  );
}

/** Props that tie a control to its hint and error. */
export function describedBy(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
