import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { Dialog } from '../../../components/console/dialog.tsx';
import { Notice } from '../../../components/console/notice.tsx';
import { planServerErrors } from '../../../lib/form-errors.ts';

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

/** The server's field details of a refused change (each on the field its path starts with). */
export function serverFieldErrors(error: unknown): TFieldErrors {
  const plan = planServerErrors(error, serverField);
  return Object.fromEntries(plan.fields.map((field) => [field.name, field.messageKey]));
}

const serverField = (path: string) => path.split('.')[0] || null;

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
    <ConsoleField id="catalogue-category" label={t('adminCatalogue.category')} error={error}>
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
    </ConsoleField>
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
      const plan = planServerErrors(error, serverField);
      setErrors(Object.fromEntries(plan.fields.map((field) => [field.name, field.messageKey])));
      setFailure(plan.message?.key ?? null);
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
