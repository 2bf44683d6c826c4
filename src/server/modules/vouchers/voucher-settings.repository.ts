import { DEFAULT_VOUCHER_VALIDITY_MONTHS } from '#core/finance/voucher.ts';
import type { TExecutor } from '../../db/client.ts';
import { financeSettings } from '../../db/schema/index.ts';

/** How many months a voucher issued now stays valid (finance settings; 12 unless admin changed it). */
export async function readVoucherValidityMonths(executor: TExecutor): Promise<number> {
  const [row] = await executor
    .select({ months: financeSettings.voucherValidityMonths })
    .from(financeSettings)
    .limit(1);
  return row?.months ?? DEFAULT_VOUCHER_VALIDITY_MONTHS;
}
