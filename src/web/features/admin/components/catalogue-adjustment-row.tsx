import { useState } from 'react';
import { ZAdjustmentSaveSchema, type TAdminAdjustment } from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveAdjustment } from '../api/catalogue-api.ts';
import { fieldErrorsOf } from './catalogue-forms.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';

/**
 * One questionnaire option's adjustment: kind (baht or percent), value, active, saved on its own.
 * An option without a row shows "No adjustment" until a value is saved.
 */
export function AdjustmentRow({
  question,
  option,
  row,
  onSaved,
  onFailed,
  onRemove,
}: {
  question: string;
  option: string;
  row: TAdminAdjustment | undefined;
  onSaved: (row: TAdminAdjustment) => void;
  onFailed: (error: unknown) => void;
  onRemove: (row: TAdminAdjustment, label: string) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string>(row?.kind ?? 'percent');
  const [value, setValue] = useState(row ? String(row.value) : '');
  const [active, setActive] = useState(row?.isActive ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(row);
  // A save or a reload brings a new row: show its values.
  if (shown !== row) {
    setShown(row);
    setKind(row?.kind ?? 'percent');
    setValue(row ? String(row.value) : '');
    setActive(row?.isActive ?? true);
  }

  const label = t(`questionnaire.${question}.options.${option}`);
  const id = `adjustment-${question}-${option}`;
  const changed = row
    ? kind !== row.kind || value.trim() !== String(row.value) || active !== row.isActive
    : value.trim() !== '';

  async function save() {
    const parsed = ZAdjustmentSaveSchema.safeParse({
      question,
      option,
      kind,
      value: /^[-+]?\d+$/.test(value.trim()) ? Number(value) : Number.NaN,
      isActive: active,
      updatedAt: row?.updatedAt ?? null,
    });
    if (!parsed.success) {
      setError(Object.values(fieldErrorsOf(parsed.error))[0] ?? 'errors.validation.invalid');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSaved(await saveAdjustment(parsed.data));
    } catch (failure) {
      onFailed(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid grid-cols-2 items-center gap-2 py-2 sm:grid-cols-[minmax(8rem,1fr)_6.5rem_7.5rem_auto_10.5rem]">
      <span className="col-span-2 text-sm font-medium sm:col-span-1">{label}</span>
      <select
        aria-label={t('adminCatalogue.adjustments.kindOf', { option: label })}
        value={kind}
        onChange={(event) => setKind(event.target.value)}
        className={inputClass}
      >
        {(['percent', 'fixed'] as const).map((candidate) => (
          <option key={candidate} value={candidate}>
            {t(`adminCatalogue.adjustments.kinds.${candidate}`)}
          </option>
        ))}
      </select>
      <input
        id={id}
        aria-label={t('adminCatalogue.adjustments.valueOf', { option: label })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        inputMode="numeric"
        placeholder={row ? undefined : t('adminCatalogue.adjustments.none')}
        onChange={(event) => setValue(event.target.value)}
        className={`${inputClass} text-right tabular-nums placeholder:text-xs`}
      />
      <label className="flex items-center gap-2 text-sm whitespace-nowrap">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        <span aria-hidden="true">{t('adminCatalogue.active')}</span>
        <span className="sr-only">{t('adminCatalogue.adjustments.activeOf', { option: label })}</span>
      </label>
      <span className="flex justify-end gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!changed || busy}
          onClick={() => void save()}
        >
          {busy ? t('admin.saving') : t('adminCatalogue.adjustments.save')}{' '}
          <span className="sr-only">{label}</span>
        </button>
        {row && (
          <button type="button" className={buttonClass.secondary} onClick={() => onRemove(row, label)}>
            {t('adminCatalogue.adjustments.remove')} <span className="sr-only">{label}</span>
          </button>
        )}
      </span>
      {error && (
        <p id={`${id}-error`} className="col-span-2 text-xs font-medium text-red-800 sm:col-span-5">
          {t(error)}
        </p>
      )}
    </li>
  );
}
