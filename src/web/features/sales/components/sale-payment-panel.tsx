import { useState } from 'react';
import type { TVoucherLookup } from '#core/contracts/finance.ts';
import { MONEY_METHODS, moneyDue, voucherShare } from '#core/sales/sale-payments.ts';
import { Baht } from '../../../components/baht.tsx';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { ScanField } from '../../../components/scanner/scan-field.tsx';
import { VoucherLookupSummary } from '../../../components/voucher-lookup.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { lookUpVoucher } from '../api/sales-api.ts';

/** A voucher applied to the sale being made: the code, what it pays, and the balance last seen. */
export interface TAppliedVoucher {
  code: string;
  amountSatang: number;
  lookup: TVoucherLookup;
}

type TLookupState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'malformed' | 'unknown' | 'failed' }
  | { kind: 'found'; voucher: TVoucherLookup };

const bahtText = (satang: number) => String(Math.floor(satang / 100));

/**
 * How a retail sale is paid (issue 32, decision 044): vouchers looked up by typing or scanning the QR on
 * the voucher PDF (balance, last valid day, owner masked), each applied up to what is still due, and a
 * money method for the rest. The server takes the vouchers in the sale's own transaction.
 */
export function SalePaymentPanel({
  totalSatang,
  creditSatang,
  vouchers,
  onVouchersChange,
  method,
  onMethodChange,
  errors,
}: {
  totalSatang: number;
  creditSatang: number;
  vouchers: TAppliedVoucher[];
  onVouchersChange: (next: TAppliedVoucher[]) => void;
  method: string;
  onMethodChange: (method: string) => void;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState<TLookupState>({ kind: 'idle' });
  const [amount, setAmount] = useState('');
  const used = vouchers.reduce((sum, voucher) => sum + voucher.amountSatang, 0);
  const due = Math.max(0, totalSatang - creditSatang - used);
  const split = moneyDue(totalSatang, {
    creditSatang,
    voucherSatang: vouchers.map((voucher) => voucher.amountSatang),
  });
  const rest = split.ok ? split.restSatang : 0;

  async function find(code: string) {
    setLookup({ kind: 'busy' });
    try {
      const result = await lookUpVoucher(code);
      if (!result.wellFormed) setLookup({ kind: 'malformed' });
      else if (!result.voucher) setLookup({ kind: 'unknown' });
      else {
        setLookup({ kind: 'found', voucher: result.voucher });
        setAmount(bahtText(voucherShare(result.voucher.balanceSatang, due)));
      }
    } catch {
      setLookup({ kind: 'failed' });
    }
  }

  const found = lookup.kind === 'found' ? lookup.voucher : null;
  const already = found ? vouchers.some((voucher) => voucher.code === found.code) : false;
  const amountSatang = Number(amount || '0') * 100;
  const canApply =
    found !== null &&
    found.refusal === null &&
    !already &&
    amountSatang > 0 &&
    amountSatang <= Math.min(found.balanceSatang, due);

  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-3" aria-labelledby="sale-payment">
      <h3 id="sale-payment" className="text-sm font-semibold">
        {t('salesConsole.pay.title')}
      </h3>
      <ScanField
        label={t('salesConsole.pay.voucherCode')}
        placeholder="KV-XXXX-XXXX-XXXX-XXXX"
        captureWedge={false}
        busy={lookup.kind === 'busy'}
        onScan={(code) => void find(code)}
        message={
          lookup.kind === 'malformed' || lookup.kind === 'unknown' || lookup.kind === 'failed' ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t(
                lookup.kind === 'failed'
                  ? 'errors.internal'
                  : lookup.kind === 'malformed'
                    ? 'salesConsole.errors.voucherCodeInvalid'
                    : 'salesConsole.errors.voucherUnknown',
              )}
            </p>
          ) : null
        }
      />
      {found ? (
        <div className="grid gap-2 rounded-lg bg-slate-50 p-2">
          <VoucherLookupSummary voucher={found} />
          {already ? (
            <p className="text-sm text-slate-700">{t('salesConsole.pay.alreadyApplied')}</p>
          ) : found.refusal === null ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="w-40">
                <ConsoleField id="voucher-use" label={t('salesConsole.pay.useAmount')}>
                  <input
                    {...describedBy('voucher-use', undefined)}
                    inputMode="numeric"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
                    className={`${inputClass} text-right tabular-nums`}
                  />
                </ConsoleField>
              </div>
              <button
                type="button"
                className={buttonClass.primary}
                disabled={!canApply}
                onClick={() => {
                  onVouchersChange([...vouchers, { code: found.code, amountSatang, lookup: found }]);
                  setLookup({ kind: 'idle' });
                }}
              >
                {t('salesConsole.pay.apply')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" data-testid="sale-payment-summary">
        <dt>{t('salesConsole.pay.total')}</dt>
        <dd className="text-right">
          <Baht satang={totalSatang} />
        </dd>
        {creditSatang > 0 ? (
          <>
            <dt>{t('salesConsole.pay.tradeInCredit')}</dt>
            <dd className="text-right">
              − <Baht satang={creditSatang} />
            </dd>
          </>
        ) : null}
        {vouchers.map((voucher, index) => (
          <div key={voucher.code} className="col-span-2 grid grid-cols-[1fr_auto] gap-x-3">
            <dt className="flex flex-wrap items-center gap-2">
              <span>
                {t('salesConsole.payment.voucher')}{' '}
                <span className="font-mono">…{voucher.code.slice(-4)}</span>
              </span>
              <button
                type="button"
                className="text-xs text-red-700 underline"
                onClick={() => onVouchersChange(vouchers.filter((other) => other !== voucher))}
              >
                {t('salesConsole.pay.remove')}
              </button>
              {errors[`vouchers.${index}`] ? (
                <span role="alert" className="basis-full text-xs font-medium text-red-800">
                  {t(errors[`vouchers.${index}`]!)} {t('salesConsole.pay.balanceNow')}{' '}
                  <Baht satang={voucher.lookup.balanceSatang} />
                </span>
              ) : null}
            </dt>
            <dd className="text-right">
              − <Baht satang={voucher.amountSatang} />
            </dd>
          </div>
        ))}
        <dt className="border-t border-slate-200 pt-1 font-semibold">{t('salesConsole.pay.toPay')}</dt>
        <dd className="border-t border-slate-200 pt-1 text-right font-semibold" data-testid="sale-money-due">
          <Baht satang={rest} />
        </dd>
      </dl>
      {rest > 0 ? (
        <ConsoleField
          id="sale-paymentMethod"
          label={t('salesConsole.sale.paymentMethod')}
          error={errors.paymentMethod}
        >
          <select
            {...describedBy('sale-paymentMethod', errors.paymentMethod)}
            value={method}
            onChange={(event) => onMethodChange(event.target.value)}
            className={inputClass}
          >
            <option value="">{t('salesConsole.sale.choose')}</option>
            {MONEY_METHODS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`salesConsole.payment.${choice}`)}
              </option>
            ))}
          </select>
        </ConsoleField>
      ) : null}
    </section>
  );
}
