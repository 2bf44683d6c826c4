import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TPickupFormInput } from '../pickup-form-schema.ts';

/** The pick-up form's `register` and field errors, for a section of it (inside the form's FormProvider). */
export function usePickupFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<TPickupFormInput>();
  return { register, errors };
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
