import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TQuote } from '#core/contracts/quotes.ts';
import { computeRequestTotal } from '#core/pricing.ts';
import { CAPITAL_PROVINCE, provincesInOrder, type TProvinceKey } from '#core/provinces.ts';
import type { TFulfilmentMethod } from '#core/trade-in-lifecycle.ts';
import { FieldError, SelectField } from '../../components/form-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { PickupFields } from './fulfilment-pickup-fields.tsx';
import { StoreList } from './fulfilment-store-list.tsx';
import { FULFILMENT_FIELDS, validateFulfilment, type TFulfilmentErrors } from './fulfilment-validation.ts';
import { Amount, QuoteGate, backButtonClass, type TStepProps } from './option-step-frame.tsx';

/** How the device reaches us: a store drop-off or a courier pick-up, and the customer's province. */
export function FulfilmentStep(props: TStepProps) {
  return <QuoteGate step={props}>{(quote) => <FulfilmentForm {...props} quote={quote} />}</QuoteGate>;
}

function FulfilmentForm({ state, update, goTo, quote }: TStepProps & { quote: TQuote }) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  // Errors show after a first attempt to continue, then follow the answers as they change.
  const shown: TFulfilmentErrors = submitted ? validateFulfilment(state) : {};

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateFulfilment(state);
    const first = FULFILMENT_FIELDS.find((field) => found[field]);
    // Complete: straight on (the errors state would only re-render this step before it goes).
    if (!first) {
      goTo('details');
      return;
    }
    setSubmitted(true);
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    control?.focus();
  }

  const method = state.fulfilment;
  const chooseMethod = (fulfilment: TFulfilmentMethod) => update({ fulfilment });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-6">
      <fieldset aria-describedby={shown.fulfilment ? 'method-error' : undefined} className="min-w-0">
        <legend className="text-base font-bold text-slate-900">{t('fulfilment.methodTitle')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <MethodCard
            method="store"
            chosen={method === 'store'}
            onChoose={chooseMethod}
            icon={<StoreIcon />}
          />
          <MethodCard
            method="pickup"
            chosen={method === 'pickup'}
            onChoose={chooseMethod}
            icon={<TruckIcon />}
          />
        </div>
        <FieldError id="method-error" messageKey={shown.fulfilment} />
      </fieldset>

      <SelectField
        id="province"
        name="province"
        autoComplete="address-level1"
        label={t('fulfilment.province')}
        hint={t('fulfilment.provinceHint')}
        error={shown.province}
        value={state.province ?? ''}
        onChange={(event) =>
          update({ province: (event.target.value || undefined) as TProvinceKey | undefined })
        }
      >
        <option value="">{t('fulfilment.chooseProvince')}</option>
        {provincesInOrder(i18n.language).map((province) => (
          <option key={province.key} value={province.key}>
            {province[i18n.language]}
          </option>
        ))}
      </SelectField>
      <BonusNote quote={quote} state={state} />

      {method === 'store' && (
        <StoreList
          storeId={state.storeId}
          province={state.province}
          error={shown.storeId}
          onChoose={(store) =>
            update({ storeId: store.id, ...(state.province ? {} : { province: store.province }) })
          }
        />
      )}
      {method === 'pickup' && (
        <PickupFields
          pickup={state.pickup ?? {}}
          errors={shown}
          onChange={(patch) => update({ pickup: { ...state.pickup, ...patch } })}
        />
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className={backButtonClass} onClick={() => goTo('option')}>
          {t('option.back')}
        </button>
        <button
          type="submit"
          className="min-h-12 rounded-xl bg-brand-600 px-8 py-3 text-lg font-bold text-white shadow-sm hover:bg-brand-700"
        >
          {t('fulfilment.continue')}
        </button>
      </div>
    </form>
  );
}

/** The +300 THB outside Bangkok, shown as soon as the province is known (product decisions 5). */
function BonusNote({ quote, state }: { quote: TQuote; state: TStepProps['state'] }) {
  const { t } = useTranslation();
  const province = state.province;
  const eligible =
    province !== undefined &&
    province !== CAPITAL_PROVINCE &&
    quote.provincialBonusThb > 0 &&
    quote.offerThb > 0;
  const total = province
    ? computeRequestTotal({
        offer: quote,
        option: state.option ?? 'sale',
        province,
        voucherUpliftPercent: quote.voucherUpliftPercent,
        provincialBonusThb: quote.provincialBonusThb,
      }).totalThb
    : null;
  return (
    <div aria-live="polite" className="-mt-3">
      {eligible && total !== null && (
        <p className="flex flex-wrap items-baseline gap-x-2 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-200">
          <span className="font-bold">{t('fulfilment.bonus', { amount: quote.provincialBonusThb })}</span>
          <span>
            {t('fulfilment.bonusTotal')} <Amount value={total} className="font-bold" />
          </span>
        </p>
      )}
      {province === CAPITAL_PROVINCE && <p className="text-sm text-slate-600">{t('fulfilment.noBonus')}</p>}
    </div>
  );
}

function MethodCard({
  method,
  chosen,
  onChoose,
  icon,
}: {
  method: TFulfilmentMethod;
  chosen: boolean;
  onChoose: (method: TFulfilmentMethod) => void;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400">
      <input
        type="radio"
        name="fulfilment"
        value={method}
        checked={chosen}
        onChange={() => onChoose(method)}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-bold text-slate-900">
          <span className="text-brand-700">{icon}</span>
          {t(`fulfilment.${method}.title`)}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{t(`fulfilment.${method}.text`)}</span>
      </span>
    </label>
  );
}

function StoreIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 fill-none stroke-current"
      strokeWidth="1.8"
    >
      <path d="M4 10v10h16V10M3 10l2-6h14l2 6H3Zm6 10v-5h6v5" />
    </svg>
  );
}

function TruckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 fill-none stroke-current"
      strokeWidth="1.8"
    >
      <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}
