import { stringify } from 'csv-stringify/sync';
import type { TVoucherLiability } from '#core/contracts/account.ts';
import type { TDb } from '../../db/client.ts';
import { expireDueVouchers } from '../vouchers/voucher-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { baht } from './report-exports.ts';
import type { TPeriod } from './report.repository.ts';
import {
  readOutstandingVouchers,
  readVoucherFigures,
  readVoucherMovements,
} from './voucher-liability.repository.ts';

const OUTSTANDING_LIST_LIMIT = 500;

/**
 * The account console's vouchers (decision 044). Vouchers past their last valid day are expired first,
 * so their balances have left the liability (dated the day after) before anything is summed.
 */
export function createVoucherLiability(deps: { db: TDb; workflow: TWorkflow; now: () => Date }) {
  const { db } = deps;
  return {
    async figures(period: TPeriod): Promise<TVoucherLiability> {
      await expireDueVouchers(deps, deps.now());
      const figures = await readVoucherFigures(db, period);
      const outstanding = await readOutstandingVouchers(db, period.to, OUTSTANDING_LIST_LIMIT);
      return {
        ...period,
        ...figures,
        outstanding: outstanding.rows,
        outstandingCount: outstanding.count,
      };
    },

    /** The period's movements with the figures below them, or the vouchers open at its end. */
    async csv(period: TPeriod, table: 'movements' | 'outstanding'): Promise<string> {
      await expireDueVouchers(deps, deps.now());
      const options = { bom: true, escape_formulas: true, cast: { number: String } };
      if (table === 'outstanding') {
        const { rows } = await readOutstandingVouchers(db, period.to, Number.MAX_SAFE_INTEGER);
        return stringify(
          [
            ['code', 'trade_in_reference', 'issued_on', 'valid_until', 'balance_thb'],
            ...rows.map((row) => [
              row.code,
              row.tradeInReference,
              row.issuedOn,
              row.validUntil,
              baht(row.balanceSatang),
            ]),
          ],
          options,
        );
      }
      const [movements, figures] = await Promise.all([
        readVoucherMovements(db, period),
        readVoucherFigures(db, period),
      ]);
      return stringify(
        [
          ['date', 'movement', 'code', 'trade_in_reference', 'sale_document', 'amount_thb'],
          ...movements.map((row) => [
            row.day,
            row.kind,
            row.code,
            row.reference,
            row.document ?? '',
            baht(Number(row.amount)),
          ]),
          [],
          ['figure', 'amount_thb'],
          ['opening', baht(figures.openingSatang)],
          ['issued', baht(figures.issuedSatang)],
          ['redeemed', baht(-figures.redeemedSatang)],
          ['restored', baht(figures.restoredSatang)],
          ['expired', baht(-figures.expiredSatang)],
          ['cancelled', baht(-figures.cancelledSatang)],
          ['closing', baht(figures.closingSatang)],
        ],
        options,
      );
    },
  };
}
