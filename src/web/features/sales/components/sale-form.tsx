import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TCounterTradeIn } from '#core/contracts/counter-trade-ins.ts';
import {
  HANDOVER_KINDS,
  ISSUED_DOCUMENT_TYPES,
  PAYMENT_METHODS,
  ZRecordSaleSchema,
  type TInventoryItem,
  type TIssuedDocumentType,
} from '#core/contracts/sales.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, checkboxClass, inputClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { planSchemaIssues, type TFormMessage } from '../../../lib/form-errors.ts';
import { gradeLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { lookUpVoucher, recordSale, salesKeys, type TRecordSaleBody } from '../api/sales-api.ts';
import { SalePaymentPanel, type TAppliedVoucher } from './sale-payment-panel.tsx';
import { SaleTradeInBox } from './sale-trade-in-box.tsx';

type TField =
  | 'customerName'
  | 'customerContact'
  | 'paymentMethod'
  | 'handover'
  | 'shippingAddress'
  | 'shippingPhone'
  | 'documentType'
  | 'buyerAddress'
  | 'buyerTaxId'
  | 'buyerBranch'
  | 'notes';

const wholeBaht = (satang: number) => Math.round(satang / 100);
/** Where a server message goes: a voucher's line (`vouchers.0.code` → `vouchers.0`), a price, or the field. */
const fieldOf = (path: string) =>
  path.replace(/^items\.(\d+)\.\w+$/, 'price$1').replace(/^(vouchers\.\d+)\.\w+$/, '$1');

/**
 * Record a sale of the chosen items: retail (one item) or wholesale (many, one buyer); the buyer, price per
 * item (the suggested price to start with), payment, hand-over and the document. The server judges every
 * field ("Please fill all required fields"); a price below cost asks for confirmation and is sent again.
 */
export function SaleForm({ items, onClose }: { items: TInventoryItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TField, string>>({
    customerName: '',
    customerContact: '',
    paymentMethod: '',
    handover: 'counter',
    shippingAddress: '',
    shippingPhone: '',
    documentType: items.length > 1 ? 'taxInvoice' : 'abbreviatedTaxInvoice',
    buyerAddress: '',
    buyerTaxId: '',
    buyerBranch: '00000',
    notes: '',
  });
  const [prices, setPrices] = useState<string[]>(() =>
    items.map((item) => String(wholeBaht(item.suggestedPriceSatang))),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<TFormMessage | null>(null);
  const [belowCost, setBelowCost] = useState(false);
  const [vouchers, setVouchers] = useState<TAppliedVoucher[]>([]);
  const [searchParams] = useSearchParams();
  const [tradeIn, setTradeIn] = useState<TCounterTradeIn | null>(null);
  const formId = useId();
  const kind = items.length > 1 ? 'wholesale' : 'retail';
  const totalSatang = prices.reduce((sum, price) => sum + Number(price || '0') * 100, 0);

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const set = (field: TField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clearError(field);
  };

  const bodyOf = (confirmBelowCost: boolean) => {
    const optional = (value: string) => value.trim() || undefined;
    return {
      kind,
      customerName: values.customerName,
      customerContact: values.customerContact,
      items: items.map((item, index) => ({
        itemId: item.id,
        priceThb: prices[index]!.trim() === '' ? undefined : Number(prices[index]),
      })),
      notes: optional(values.notes),
      // Paid in full by vouchers or a trade-in: no money method is asked, cash stands in.
      paymentMethod:
        values.paymentMethod || (kind === 'retail' && (vouchers.length > 0 || tradeIn) ? 'cash' : undefined),
      ...(kind === 'retail' && tradeIn ? { tradeInReference: tradeIn.reference } : {}),
      ...(vouchers.length > 0
        ? { vouchers: vouchers.map(({ code, amountSatang }) => ({ code, amountSatang })) }
        : {}),
      handover: values.handover,
      shippingAddress: optional(values.shippingAddress),
      shippingPhone: optional(values.shippingPhone),
      documentType: values.documentType,
      buyerAddress: optional(values.buyerAddress),
      buyerTaxId: optional(values.buyerTaxId),
      buyerBranch: optional(values.buyerBranch),
      confirmBelowCost,
    } as TRecordSaleBody;
  };

  /** The server's schema in the browser first: an empty field is said at once, with nothing sent. */
  function checked(confirmBelowCost: boolean): TRecordSaleBody | null {
    const body = bodyOf(confirmBelowCost);
    const parsed = ZRecordSaleSchema.safeParse(body);
    if (parsed.success) return body;
    const plan = planSchemaIssues(parsed.error.issues, fieldOf);
    setErrors(Object.fromEntries(plan.fields.map((field) => [field.name, field.messageKey])));
    setMessage(plan.message ?? { key: plan.fields[0]!.messageKey });
    document.getElementById(`sale-${plan.fields[0]?.name ?? ''}`)?.focus();
    return null;
  }

  const mutation = useMutation({
    mutationFn: (body: TRecordSaleBody) => recordSale(body),
    onSuccess: (sale) => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      toast.ok('salesConsole.sale.recorded');
      onClose();
      void navigate(`/sales?tab=documents&sale=${sale.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.messageKey === 'salesConsole.errors.belowCost') {
        setBelowCost(true);
        setMessage(null);
        return;
      }
      const fieldErrors: Record<string, string> = {};
      if (error instanceof ApiError) {
        for (const detail of error.details) fieldErrors[fieldOf(detail.path)] ??= detail.messageKey;
        setMessage({ key: error.messageKey });
        // Another counter spent a voucher meanwhile: show what each has left now (decision 044).
        if (error.messageKey === 'salesConsole.errors.voucherBalanceChanged') void refreshVouchers();
      } else setMessage({ key: 'errors.internal' });
      setErrors(fieldErrors);
    },
  });

  async function refreshVouchers() {
    const fresh = await Promise.all(
      vouchers.map(async (voucher) => {
        const found = await lookUpVoucher(voucher.code).catch(() => null);
        return found?.voucher ? { ...voucher, lookup: found.voucher } : voucher;
      }),
    );
    setVouchers(fresh);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setBelowCost(false);
    const body = checked(false);
    if (body) mutation.mutate(body);
  }

  const field = (name: TField, label: string, options: { type?: string; multiline?: boolean } = {}) => (
    <ConsoleField id={`sale-${name}`} label={label} error={errors[name]}>
      {options.multiline ? (
        <textarea
          {...describedBy(`sale-${name}`, errors[name])}
          rows={2}
          value={values[name]}
          onChange={set(name)}
          className={inputClass}
        />
      ) : (
        <input
          {...describedBy(`sale-${name}`, errors[name])}
          type={options.type ?? 'text'}
          value={values[name]}
          onChange={set(name)}
          className={inputClass}
        />
      )}
    </ConsoleField>
  );
  const select = (name: TField, label: string, choices: readonly string[], labelKey: string) => (
    <ConsoleField id={`sale-${name}`} label={label} error={errors[name]}>
      <select
        {...describedBy(`sale-${name}`, errors[name])}
        value={values[name]}
        onChange={set(name)}
        className={inputClass}
      >
        {name === 'paymentMethod' && <option value="">{t('salesConsole.sale.choose')}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`${labelKey}.${choice}`)}
          </option>
        ))}
      </select>
    </ConsoleField>
  );

  return (
    <Dialog open title={t(`salesConsole.sale.title.${kind}`)} onClose={onClose} wide>
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <FormAlert message={message} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-xs font-semibold text-slate-700">
            {t('salesConsole.sale.items')}
          </legend>
          {items.map((item, index) => (
            <div key={item.id} className="flex flex-wrap items-end gap-2 border-b border-slate-100 pb-2">
              <div className="min-w-0 flex-1 basis-48 text-sm">
                <span className="block font-medium">{item.description}</span>
                <span className="block text-xs text-slate-600">
                  {[
                    item.grade ? gradeLabel(t, item.grade) : null,
                    item.imeiLast4 ? `…${item.imeiLast4}` : null,
                    t(`salesConsole.vatScheme.${item.vatScheme}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <div className="w-36">
                <ConsoleField
                  id={`sale-price${index}`}
                  label={t('salesConsole.sale.price')}
                  error={errors[`price${index}`]}
                >
                  <input
                    {...describedBy(`sale-price${index}`, errors[`price${index}`])}
                    inputMode="numeric"
                    value={prices[index]}
                    onChange={(event) => {
                      clearError(`price${index}`);
                      setPrices((current) =>
                        current.map((price, at) =>
                          at === index ? event.target.value.replace(/\D/g, '') : price,
                        ),
                      );
                    }}
                    className={`${inputClass} text-right tabular-nums`}
                  />
                </ConsoleField>
              </div>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('customerName', t('salesConsole.sale.customerName'))}
          {field('customerContact', t('salesConsole.sale.customerContact'))}
          {kind === 'wholesale' &&
            select(
              'paymentMethod',
              t('salesConsole.sale.paymentMethod'),
              PAYMENT_METHODS,
              'salesConsole.payment',
            )}
          {select('handover', t('salesConsole.sale.handover'), HANDOVER_KINDS, 'salesConsole.handover')}
          {values.handover === 'shipped' && (
            <>
              {field('shippingAddress', t('salesConsole.sale.shippingAddress'), { multiline: true })}
              {field('shippingPhone', t('salesConsole.sale.shippingPhone'), { type: 'tel' })}
            </>
          )}
          {select(
            'documentType',
            t('salesConsole.sale.documentType'),
            ISSUED_DOCUMENT_TYPES as readonly TIssuedDocumentType[],
            'salesConsole.documentType',
          )}
          {values.documentType === 'taxInvoice' && (
            <>
              {field('buyerAddress', t('salesConsole.sale.buyerAddress'), { multiline: true })}
              {field('buyerTaxId', t('salesConsole.sale.buyerTaxId'))}
              {field('buyerBranch', t('salesConsole.sale.buyerBranch'))}
            </>
          )}
          {field('notes', t('salesConsole.sale.notes'), { multiline: true })}
        </div>
      </form>
      {kind === 'retail' && (
        // Outside the sale's form: the voucher field is a search form of its own.
        <div className="mt-4 grid gap-3">
          <SaleTradeInBox
            initialReference={searchParams.get('tradeIn') ?? ''}
            applied={tradeIn}
            onApply={(next) => {
              setTradeIn(next);
              clearError('tradeInReference');
            }}
            error={errors.tradeInReference}
          />
          <SalePaymentPanel
            totalSatang={totalSatang}
            creditSatang={tradeIn?.creditSatang ?? 0}
            vouchers={vouchers}
            onVouchersChange={setVouchers}
            method={values.paymentMethod}
            onMethodChange={(method) => setValues((current) => ({ ...current, paymentMethod: method }))}
            errors={errors}
          />
        </div>
      )}
      {belowCost && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{t('salesConsole.errors.belowCost')}</p>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              className={checkboxClass}
              onChange={(event) => {
                const body = event.target.checked ? checked(true) : null;
                if (body) mutation.mutate(body);
              }}
            />
            {t('salesConsole.sale.confirmBelowCost')}
          </label>
        </div>
      )}
      <DialogButtons
        cancelLabel={t('console.cancel')}
        onCancel={onClose}
        submit={
          <button
            type="submit"
            form={formId}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            className={buttonClass.primary}
          >
            {t('salesConsole.sale.submit')}
          </button>
        }
      />
    </Dialog>
  );
}
