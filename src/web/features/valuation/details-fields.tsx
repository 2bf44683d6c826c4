import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { FieldError } from '../../components/form-field.tsx';

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
