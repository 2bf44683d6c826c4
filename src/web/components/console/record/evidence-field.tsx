import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConsoleField, describedBy } from '../console-field.tsx';
import { inputClass } from '../console-styles.ts';
import { TEXT_MAX } from './evidence-schema.ts';
import type { TEvidenceField } from './transition-types.ts';

type TValues = Record<string, unknown>;

/** One evidence field of a transition, drawn from its descriptor. */
export function EvidenceField({
  field,
  idPrefix,
  register,
  error,
  value,
  onCustomChange,
}: {
  field: TEvidenceField;
  idPrefix: string;
  register: UseFormRegister<TValues>;
  /** An i18n key. */
  error: string | undefined;
  value: unknown;
  onCustomChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field.name}`;
  const hint = field.hintKey
    ? t(field.hintKey)
    : field.kind === 'amountThb'
      ? t('console.transition.amountHint')
      : undefined;
  const control = describedBy(id, error, hint !== undefined);
  const label = field.required
    ? t(field.labelKey)
    : `${t(field.labelKey)} ${t('console.transition.optional')}`;
  return (
    <ConsoleField id={id} label={label} hint={hint} error={error}>
      {field.kind === 'custom' ? (
        field.render({
          id,
          value,
          onChange: onCustomChange,
          invalid: error !== undefined,
          describedBy: control['aria-describedby'],
        })
      ) : field.kind === 'amountThb' ? (
        <div className="relative">
          <input
            {...control}
            {...register(field.name)}
            required={field.required}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            className={`${inputClass} pr-12 text-right tabular-nums`}
          />
          <span
            aria-hidden="true"
            className="absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
          >
            THB
          </span>
        </div>
      ) : field.kind === 'longText' ? (
        <textarea
          {...control}
          {...register(field.name)}
          required={field.required}
          rows={3}
          maxLength={field.maxLength ?? TEXT_MAX.longText}
          className={inputClass}
        />
      ) : (
        <input
          {...control}
          {...register(field.name)}
          required={field.required}
          maxLength={field.maxLength ?? TEXT_MAX.text}
          className={inputClass}
        />
      )}
    </ConsoleField>
  );
}
