import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { SelectChevron } from './select-chevron.tsx';

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

const inputClass = (invalid: boolean) =>
  `w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30'
  }`;

function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What every labelled field takes besides its control's own attributes. */
interface TFieldProps {
  /** The control's id; a generated one when the page needs no fixed id. */
  id?: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** Where the hint stands: under the control (default) or between the label and the control. */
  hintPlacement?: 'above' | 'below';
  /** An i18n key: the message shown under the field, which also marks the control invalid. */
  error?: string | undefined;
}

/** Label, optional mark, hint and error around one control; ids tie them together for screen readers. */
function FieldShell({
  id,
  label,
  optional,
  hint,
  hintPlacement = 'below',
  error,
  children,
}: TFieldProps & { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hintText = hint && (
    <p
      id={`${id}-hint`}
      className={`text-sm text-slate-600 ${hintPlacement === 'above' ? 'mb-1.5' : 'mt-1'}`}
    >
      {hint}
    </p>
  );
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">{t('details.optional')}</span>}
      </label>
      {hintPlacement === 'above' && hintText}
      {children}
      {hintPlacement === 'below' && hintText}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}

/**
 * Splits a field's props into the shell's (label, hint, error), the attributes that tie the control to
 * them, and the rest, which belong to the control itself.
 */
function useField<TProps extends TFieldProps>(props: TProps) {
  const { id, label, optional, hint, hintPlacement, error, ...rest } = props;
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return {
    shell: { id: fieldId, label, optional, hint, hintPlacement, error },
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(fieldId, Boolean(hint), error),
    },
    inputClass: inputClass(Boolean(error)),
    rest,
  };
}

type TControlProps<TElement extends 'input' | 'textarea' | 'select', TNode> = TFieldProps &
  Omit<ComponentPropsWithoutRef<TElement>, 'id'> & { ref?: Ref<TNode> };

/**
 * A labelled text input. Takes react-hook-form's `register(name)` spread (its ref included); other
 * props go to the input, and `className` adds to the input's own classes. `after` stands right under
 * the input, above the hint and the error (e.g. the chosen date in words); `trailing` sits inside the
 * input's right end (e.g. a show-password button).
 */
export function TextField({
  after,
  trailing,
  className,
  ref,
  ...props
}: TControlProps<'input', HTMLInputElement> & { after?: ReactNode; trailing?: ReactNode }) {
  const field = useField(props);
  const classes = [field.inputClass, trailing ? 'pr-14' : '', className ?? ''].filter(Boolean).join(' ');
  const input = <input ref={ref} {...field.control} className={classes} {...field.rest} />;
  return (
    <FieldShell {...field.shell}>
      {trailing ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        </div>
      ) : (
        input
      )}
      {after}
    </FieldShell>
  );
}

/** A labelled multi-line text box (three rows unless `rows` says otherwise); like `TextField`. */
export function TextAreaField({ ref, ...props }: TControlProps<'textarea', HTMLTextAreaElement>) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      <textarea ref={ref} rows={3} {...field.control} className={field.inputClass} {...field.rest} />
    </FieldShell>
  );
}

/** A labelled native select with its own chevron (the phone's picker is the easiest on a small screen). */
export function SelectField({ ref, children, ...props }: TControlProps<'select', HTMLSelectElement>) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      <div className="relative">
        <select
          ref={ref}
          {...field.control}
          className={`${field.inputClass} appearance-none pr-10`}
          {...field.rest}
        >
          {children}
        </select>
        <SelectChevron />
      </div>
    </FieldShell>
  );
}
