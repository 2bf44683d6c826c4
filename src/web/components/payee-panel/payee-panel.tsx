import { useId, useState, type KeyboardEvent } from 'react';
import { ZPayeeInputSchema, type TPayeeInput } from '#core/contracts/finance.ts';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { THAI_BANKS, type TPayeeMethod } from '#core/finance/payee.ts';
import { ApiError } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';

const INPUT_CLASS =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';
const LABEL_CLASS = 'mb-1 block text-sm font-semibold text-slate-800';
const EMPTY = { promptPayId: '', bankCode: '', accountNumber: '', accountName: '' };

/**
 * Where the customer is paid (issue 20, decisions 031 and 036): a PromptPay ID (mobile or national ID) or
 * a bank account, given on /track by the request's owner or on the valuation's request form. Checked
 * with the contract's schema before `onSave`; once saved it is shown masked; it can change until finance
 * prepares the payment. Not a <form>: the request form holds it.
 */
export function PayeePanel({
  payee,
  onSave,
  onRemove,
  onDraftChange,
  optional = false,
}: {
  payee: NonNullable<TTracking['payee']>;
  onSave: (body: TPayeeInput) => Promise<void>;
  /** The request form's "Remove": the details are not sent. */
  onRemove?: () => void;
  /** Whether something is typed and not saved yet (the request form waits for it). */
  onDraftChange?: (draft: boolean) => void;
  /** The request form's section: the title says "(optional)", and that /track takes them later. */
  optional?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(payee.saved === null);
  const [method, setMethod] = useState<TPayeeMethod>('promptpay');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const change = (next: typeof values) => {
    setValues(next);
    onDraftChange?.(Object.values(next).some((value) => value.trim() !== ''));
  };
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    change({ ...values, [key]: event.target.value });

  async function submit() {
    const body: TPayeeInput =
      method === 'promptpay'
        ? { method, promptPayId: values.promptPayId, accountName: values.accountName }
        : {
            method,
            ...(values.bankCode ? { bankCode: values.bankCode as TPayeeInput['bankCode'] } : {}),
            accountNumber: values.accountNumber,
            accountName: values.accountName,
          };
    setErrorKey(null);
    const checked = ZPayeeInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await onSave(body);
      setEditing(false);
      setSaved(true);
      change(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        setErrors(
          Object.fromEntries(
            error.details.map((detail) => [detail.path.split('.').at(-1)!, detail.messageKey]),
          ),
        );
      } else setErrorKey(error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setBusy(false);
    }
  }

  // Enter in a field saves these details (the page's own form, if any, is not sent).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'radio') {
      event.preventDefault();
      void submit();
    }
  };

  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {t(errors[key])}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
      data-testid="payee-panel"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t('track.payee.title')}
        {optional ? <span className="font-normal text-slate-600"> {t('details.optional')}</span> : null}
      </h3>
      {payee.saved ? (
        <p className="mt-2 text-slate-800" data-testid="payee-saved">
          {t('track.payee.saved')}{' '}
          <span className="font-mono font-semibold whitespace-nowrap">{payee.saved.masked}</span>
        </p>
      ) : (
        <p className="mt-2 text-slate-700">
          {t('track.payee.lead')}
          {optional ? ` ${t('details.payeeLater')}` : null}
        </p>
      )}
      {saved ? (
        <p role="status" className="mt-2 font-semibold text-brand-800">
          {t('track.payee.savedToast')}
        </p>
      ) : null}
      {!payee.editable ? (
        payee.saved ? (
          <p className="mt-2 text-sm text-slate-600">{t('track.payee.locked')}</p>
        ) : null
      ) : editing ? (
        <div role="group" aria-labelledby={`${id}-title`} className="mt-4 grid gap-4" onKeyDown={onKeyDown}>
          <fieldset>
            <legend className={LABEL_CLASS}>{t('track.payee.method')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['promptpay', 'bank'] as const).map((option) => (
                <label
                  key={option}
                  className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-3 font-semibold ${method === option ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-slate-300'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={option}
                    checked={method === option}
                    onChange={() => setMethod(option)}
                  />
                  {t(`track.payee.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {method === 'promptpay' ? (
            <div>
              <label htmlFor={`${id}-promptpay`} className={LABEL_CLASS}>
                {t('track.payee.promptPayId')}
              </label>
              <input
                id={`${id}-promptpay`}
                inputMode="numeric"
                autoComplete="off"
                className={INPUT_CLASS}
                value={values.promptPayId}
                onChange={set('promptPayId')}
                aria-invalid={Boolean(errors.promptPayId)}
                aria-describedby={described('promptPayId')}
              />
              {fieldError('promptPayId')}
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${id}-bank`} className={LABEL_CLASS}>
                  {t('track.payee.bankName')}
                </label>
                <select
                  id={`${id}-bank`}
                  className={INPUT_CLASS}
                  value={values.bankCode}
                  onChange={set('bankCode')}
                  aria-invalid={Boolean(errors.bankCode)}
                  aria-describedby={described('bankCode')}
                >
                  <option value="" />
                  {THAI_BANKS.map((bank) => (
                    <option key={bank.code} value={bank.code}>
                      {i18n.language === 'th' ? bank.th : bank.en}
                    </option>
                  ))}
                </select>
                {fieldError('bankCode')}
              </div>
              <div>
                <label htmlFor={`${id}-account`} className={LABEL_CLASS}>
                  {t('track.payee.accountNumber')}
                </label>
                <input
                  id={`${id}-account`}
                  inputMode="numeric"
                  autoComplete="off"
                  className={INPUT_CLASS}
                  value={values.accountNumber}
                  onChange={set('accountNumber')}
                  aria-invalid={Boolean(errors.accountNumber)}
                  aria-describedby={described('accountNumber')}
                />
                {fieldError('accountNumber')}
              </div>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
              {t('track.payee.accountName')}
            </label>
            <input
              id={`${id}-name`}
              autoComplete="name"
              className={INPUT_CLASS}
              value={values.accountName}
              onChange={set('accountName')}
              aria-invalid={Boolean(errors.accountName)}
              aria-describedby={described('accountName')}
            />
            {fieldError('accountName')}
          </div>
          {errorKey ? (
            <p role="alert" className="font-semibold text-red-700">
              {t(errorKey)}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t('track.payee.privacy')}</p>
          <button
            type="button"
            onClick={() => void submit()}
            disabled={busy}
            className="rounded-xl bg-brand-600 px-5 py-3 text-lg font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
          >
            {t('track.payee.save')}
          </button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-xl border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('track.payee.change')}
          </button>
          {onRemove ? (
            <button
              type="button"
              className="rounded-xl border border-slate-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
              onClick={() => {
                setSaved(false);
                setEditing(true);
                onRemove();
              }}
            >
              {t('track.payee.remove')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
