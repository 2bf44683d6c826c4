import { bangkokDate } from '#core/bangkok-time.ts';
import { REPORT_LIST_LIMIT, type TAccountReport } from '#core/contracts/account.ts';
import { lastDayOf, monthOf } from '#core/finance/periods.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { requireCompanyProfileForDocuments } from '../company/company.service.ts';
import type { TStaffActor } from '../finance/finance-actor.ts';
import { insertClosedPeriod, listClosedPeriods } from '../finance/periods.repository.ts';
import { userLabels } from '../finance/payments.repository.ts';
import { expireDueVouchers } from '../vouchers/voucher-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { reportCsv, reportXlsx } from './report-exports.ts';
import { renderReportSummary, renderVatReport } from './report-pdf.ts';
import { readTaxDocuments, readTotals, readTransactions, type TPeriod } from './report.repository.ts';

const invalid = (messageKey: string, path: string) =>
  new AppError('VALIDATION', messageKey, messageKey, [{ path, messageKey }]);

/** Account console (issue 20 items 6–8, decision 028). */
export function createAccountService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function closedMonths() {
    const rows = await listClosedPeriods(db);
    const labels = await userLabels(
      db,
      rows.map((row) => row.closedBy),
    );
    return rows.map((row) => ({
      month: row.month,
      closedBy: row.closedBy ? (labels.get(row.closedBy) ?? null) : null,
      closedAt: row.closedAt.toISOString(),
    }));
  }

  return {
    async report(period: TPeriod): Promise<TAccountReport> {
      const [totals, page, closed] = await Promise.all([
        readTotals(db, period),
        readTransactions(db, period, REPORT_LIST_LIMIT),
        closedMonths(),
      ]);
      return {
        ...period,
        totals,
        transactions: page.rows,
        truncated: totals.transactionCount > page.rows.length,
        closedMonths: closed.map((row) => row.month),
      };
    },

    csv: (period: TPeriod) => reportCsv(db, period),
    xlsx: (period: TPeriod) => reportXlsx(db, period),

    async pdf(period: TPeriod) {
      const company = await requireCompanyProfileForDocuments(db);
      return renderReportSummary(company, period, await readTotals(db, period));
    },

    /** The month's tax documents (full and abbreviated tax invoices, credit notes) in number order. */
    async vatReport(month: string) {
      const company = await requireCompanyProfileForDocuments(db);
      const rows = await readTaxDocuments(db, month);
      return renderVatReport(
        company,
        month,
        rows.map((row) => {
          const sign = row.type === 'creditNote' ? -1 : 1;
          return {
            issuedOn: bangkokDate(row.issuedAt),
            number: row.number,
            type: row.type,
            buyerName: row.buyerName,
            buyerTaxId: row.buyerTaxId,
            buyerBranch: row.buyerBranch,
            valueSatang: sign * (row.totalSatang - row.vatSatang),
            vatSatang: sign * row.vatSatang,
            cancelled: row.cancelledAt !== null,
          };
        }),
      );
    },

    periods: async () => ({ items: await closedMonths() }),

    /** Closes a month that has ended (Bangkok): from then on its records cannot change. */
    async close(month: string, actor: TStaffActor) {
      const today = bangkokDate(now());
      if (month >= monthOf(today) || lastDayOf(month) >= today) {
        throw invalid('accountConsole.errors.monthNotOver', 'month');
      }
      // Vouchers that expired in it leave its liability before it closes (decision 044).
      await expireDueVouchers(deps, now());
      return db.transaction(async (tx) => {
        const row = await insertClosedPeriod(tx, month, actor.userId);
        if (!row) throw invalid('accountConsole.errors.alreadyClosed', 'month');
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'account.period.close',
            targetType: 'period',
            targetId: month,
          },
        );
        const labels = await userLabels(tx, [row.closedBy]);
        return {
          month: row.month,
          closedBy: row.closedBy ? (labels.get(row.closedBy) ?? null) : null,
          closedAt: row.closedAt.toISOString(),
        };
      });
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
export const periodFileStamp = (period: TPeriod) => `${period.from}_${period.to}`;
