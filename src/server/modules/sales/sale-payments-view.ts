import type { TSalePayment } from '#core/contracts/sales.ts';
import { maskVoucherCode } from '#core/finance/voucher.ts';
import type { TExecutor } from '../../db/client.ts';
import { findSalePayments } from './sale-payments.repository.ts';

/** A sale's payments and refunds as the console and its documents show them (decision 044). */
export async function readSalePayments(executor: TExecutor, saleId: number): Promise<TSalePayment[]> {
  const rows = await findSalePayments(executor, saleId);
  return rows.map(({ payment, voucherCode, tradeInReference, tradeInDevice, refundVoucherCode }) => ({
    method: payment.method,
    amountSatang: payment.amountSatang,
    voucherCode: voucherCode ? maskVoucherCode(voucherCode) : null,
    tradeIn:
      tradeInReference !== null
        ? {
            reference: tradeInReference,
            deviceDescription: tradeInDevice ?? '',
            bonusSatang: payment.bonusSatang,
          }
        : null,
    refund: payment.amountSatang < 0,
    creditNoteId: payment.creditNoteId,
    refundVoucher:
      payment.refundVoucherId !== null && refundVoucherCode
        ? { id: payment.refundVoucherId, code: refundVoucherCode }
        : null,
  }));
}
