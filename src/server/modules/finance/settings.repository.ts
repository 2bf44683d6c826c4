import type { TFinanceSettings, TFinanceSettingsInput } from '#core/contracts/finance.ts';
import type { TExecutor } from '../../db/client.ts';
import { financeSettings } from '../../db/schema/index.ts';

/** The one settings row, made with its defaults (four-eyes on above 20,000 THB) on first read. */
export async function readFinanceSettings(executor: TExecutor): Promise<TFinanceSettings> {
  await executor.insert(financeSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await executor.select().from(financeSettings);
  return {
    fourEyesEnabled: row!.fourEyesEnabled,
    fourEyesThresholdSatang: row!.fourEyesThresholdSatang,
    voucherValidityMonths: row!.voucherValidityMonths,
  };
}

/** Writes the settings given; a voucher validity not given stays as it was (decision 044). */
export async function writeFinanceSettings(executor: TExecutor, input: TFinanceSettingsInput): Promise<void> {
  const { voucherValidityMonths, ...rest } = input;
  const settings = { ...rest, ...(voucherValidityMonths === undefined ? {} : { voucherValidityMonths }) };
  await executor
    .insert(financeSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: financeSettings.id, set: { ...settings, updatedAt: new Date() } });
}

/** Whether a payment of this amount needs a second finance user's approval. */
export const needsFourEyes = (settings: TFinanceSettings, amountSatang: number): boolean =>
  settings.fourEyesEnabled && amountSatang > settings.fourEyesThresholdSatang;
