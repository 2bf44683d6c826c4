import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConsoleField } from '../console-field.tsx';
import { buttonClass, checkboxClass, inputClass, labelClass, panelClass } from '../console-styles.ts';

/**
 * The filter controls of a console list. Each shows the value the URL holds and reports a change at
 * once (`useListUrlState().setFilters`); typed ones report on Enter or when left, not on every key.
 */

/**
 * What a box shows while it is typed in: it follows the URL's value, so a change there (Back, a shared
 * link, Clear filters) replaces what is typed.
 */
function useTypedValue(value: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}

/** The list's search box, with its button and whatever else goes on that line (CSV download). */
export function SearchBar({
  id,
  label,
  placeholder,
  buttonLabel,
  value,
  onSearch,
  children,
}: {
  id: string;
  label: string;
  placeholder?: string;
  buttonLabel: string;
  value: string;
  onSearch: (value: string | null) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useTypedValue(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim() || null);
  }
  return (
    <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-64">
        <ConsoleField id={id} label={label}>
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
            className={inputClass}
          />
        </ConsoleField>
      </div>
      <button type="submit" className={buttonClass.primary}>
        {buttonLabel}
      </button>
      {children}
    </form>
  );
}

/** The filters, folded away until used (open while any is set), with Clear. */
export function FilterPanel({
  label,
  active,
  onClear,
  children,
}: {
  label: string;
  active: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <details className={`${panelClass} p-3`} open={active || undefined}>
      <summary className="cursor-pointer text-sm font-semibold">{label}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
        {children}
        <div className="flex items-end">
          <button type="button" disabled={!active} onClick={onClear} className={buttonClass.secondary}>
            {t('console.table.clearFilters')}
          </button>
        </div>
      </div>
    </details>
  );
}

/** Several values of one filter (`status=new&status=booked`), as a row of checkboxes across the panel. */
export function CheckboxFilter({
  label,
  values,
  options,
  onChange,
}: {
  label: string;
  values: readonly string[];
  options: readonly [value: string, label: string][];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className="sm:col-span-2 lg:col-span-4 xl:col-span-5">
      <legend className={labelClass}>{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([value, text]) => (
          <label key={value} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={values.includes(value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...values, value] : values.filter((current) => current !== value),
                )
              }
              className={checkboxClass}
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One yes/no filter ("Overdue only"), kept in the URL as `name=1` by the caller. */
export function ToggleFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 py-1.5 text-sm font-semibold text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={checkboxClass}
      />
      {label}
    </label>
  );
}

export function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <ConsoleField id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      />
    </ConsoleField>
  );
}

/** One value out of a list, or any ("Any" is the empty choice). */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  options: readonly [value: string, label: string][];
}) {
  const { t } = useTranslation();
  return (
    <ConsoleField id={id} label={label}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      >
        <option value="">{t('console.table.any')}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </ConsoleField>
  );
}

/** A typed value (a code), applied on Enter or when the field is left; `normalize` tidies it first. */
export function TextFilter({
  id,
  label,
  value,
  onChange,
  normalize = (text) => text.trim(),
  maxLength = 100,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  normalize?: (text: string) => string;
  maxLength?: number;
  className?: string;
}) {
  const [text, setText] = useTypedValue(value);
  const apply = () => {
    const next = normalize(text);
    if (next !== value) onChange(next || null);
  };
  return (
    <ConsoleField id={id} label={label}>
      <input
        id={id}
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className={`${inputClass} ${className}`}
      />
    </ConsoleField>
  );
}
