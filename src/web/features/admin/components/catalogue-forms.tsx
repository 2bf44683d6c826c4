import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorKey } from '../api/admin-api.ts';
import { buttonClass, Dialog, inputClass, labelClass, Notice } from './ui.tsx';

/** Field → message key, from a failed check here or the server's `details`. */
export type TFieldErrors = Record<string, string>;

/** The first message of each field of a failed parse (the contract's messages are i18n keys). */
export function fieldErrorsOf(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message.startsWith('errors.') ? issue.message : 'errors.validation.invalid';
  }
  return errors;
}

/** The server's field details of a refused change, if it named any. */
export function serverFieldErrors(error: unknown): TFieldErrors {
  const details = (error as { details?: { path: string; messageKey: string }[] }).details ?? [];
  const errors: TFieldErrors = {};
  for (const detail of details) errors[detail.path.split('.')[0] || 'form'] ??= detail.messageKey;
  return errors;
}

/** A labelled field with its error (described-by, so a screen reader reads it with the field). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
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

/** Props that tie an input to its hint and error. */
export function describedBy(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

export function CategorySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field id="catalogue-category" label={t('adminCatalogue.category')} error={error}>
      <select
        {...describedBy('catalogue-category', error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {CATEGORY_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`wizard.category.${key}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A create/edit dialog: checks the input with the endpoint's contract first (messages at the fields),
 * then sends it; a refusal shows the server's message (field details at their fields).
 */
export function EditDialog<T>({
  open,
  title,
  schema,
  values,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  schema: z.ZodType<T>;
  values: unknown;
  onSave: (input: T) => Promise<void>;
  onClose: () => void;
  children: (errors: TFieldErrors) => ReactNode;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await onSave(parsed.data);
      close();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} title={title} onClose={close}>
      <form noValidate onSubmit={submit} className="grid gap-3">
        {children(errors)}
        {failure && <Notice tone="error">{t(failure)}</Notice>}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass.secondary}>
            {t('admin.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {busy ? t('admin.saving') : t('admin.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
