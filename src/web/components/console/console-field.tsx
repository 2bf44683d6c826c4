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
  const { t } = useTranslation();
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
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its hint and error. */
export function describedBy(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
