import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { inputClass, labelClass } from './ui.tsx';

/** The filter controls of the requests list (each writes its value to the page URL). */
export function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      />
    </div>
  );
}

export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  options: [value: string, label: string][];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      >
        <option value="">{t('admin.requests.any')}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Applied on Enter or when the field is left, not on every key. */
export function DealerFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    if (text.trim().toUpperCase() !== value) onChange(text.trim().toUpperCase() || null);
  };
  return (
    <div>
      <label htmlFor="filter-dealer" className={labelClass}>
        {t('admin.requests.dealerCode')}
      </label>
      <input
        id="filter-dealer"
        value={text}
        maxLength={20}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className={`${inputClass} font-mono uppercase`}
      />
    </div>
  );
}
