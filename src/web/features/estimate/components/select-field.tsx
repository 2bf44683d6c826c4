import { useId, type ReactNode } from 'react';
import { SelectChevron } from '../../../components/select-chevron.tsx';

interface TSelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** A labelled native select: the phone's own picker is the fastest and most accessible on a small screen. */
export function SelectField({ label, value, onChange, disabled, busy, children }: TSelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-busy={busy || undefined}
          onChange={(event) => onChange(event.target.value)}
          className="w-full appearance-none rounded-xl border border-slate-300 bg-white px-4 py-3 pr-10 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
        >
          {children}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}
