import type { TSalePayment } from '#core/contracts/sales.ts';
import { Baht } from '../../../components/baht.tsx';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { openPdf } from '../../../lib/file-download.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { fetchVoucherPdf } from '../api/sales-api.ts';

/**
 * How a sale was paid and what its return gave back (decision 044): money, vouchers (last group of the
 * code), the trade-in credit with the device traded; a part given back as a new voucher with its code and
 * PDF for the customer.
 */
export function SalePaymentsList({ payments }: { payments: TSalePayment[] }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  if (payments.length === 0) return null;
  const paid = payments.filter((payment) => !payment.refund);
  const back = payments.filter((payment) => payment.refund);
  const row = (payment: TSalePayment, index: number) => (
    <li
      key={index}
      className="flex flex-wrap items-center justify-between gap-2 py-1"
      data-testid="sale-payment"
    >
      <span className="min-w-0">
        {t(`salesConsole.payment.${payment.method}`)}
        {payment.voucherCode ? <span className="ml-1 font-mono text-xs">{payment.voucherCode}</span> : null}
        {payment.tradeIn ? (
          <span className="ml-1 text-slate-700">
            {payment.tradeIn.deviceDescription} ·{' '}
            <span className="font-mono">{payment.tradeIn.reference}</span>
            {payment.tradeIn.bonusSatang > 0 ? (
              <>
                {' '}
                ({t('salesConsole.pay.bonusIncluded')} <Baht satang={payment.tradeIn.bonusSatang} />)
              </>
            ) : null}
          </span>
        ) : null}
        {payment.refund ? (
          <span className="ml-1 text-slate-700">
            —{' '}
            {payment.refundVoucher
              ? t('salesConsole.pay.backAsNewVoucher', { code: payment.refundVoucher.code })
              : payment.method === 'voucher'
                ? t('salesConsole.pay.backToVoucher')
                : t('salesConsole.pay.refunded')}
          </span>
        ) : null}
        {payment.refundVoucher ? (
          <button
            type="button"
            className={`${buttonClass.secondary} ml-2`}
            onClick={() =>
              void openPdf(
                fetchVoucherPdf(payment.refundVoucher!.id),
                `${payment.refundVoucher!.code}.pdf`,
              ).catch((error: unknown) => toast.fail(error))
            }
          >
            {t('vouchers.pdf')}
          </button>
        ) : null}
      </span>
      <Baht satang={Math.abs(payment.amountSatang)} />
    </li>
  );
  return (
    <section className={`${panelClass} grid gap-2 p-4`}>
      <h3 className="font-semibold">{t('salesConsole.pay.paidWith')}</h3>
      <ul className="divide-y divide-slate-100 text-sm">{paid.map(row)}</ul>
      {back.length > 0 ? (
        <>
          <h3 className="pt-2 font-semibold">{t('salesConsole.pay.givenBack')}</h3>
          <ul className="divide-y divide-slate-100 text-sm">{back.map(row)}</ul>
        </>
      ) : null}
    </section>
  );
}
