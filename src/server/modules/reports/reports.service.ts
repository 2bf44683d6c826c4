import { modelTitle } from '#core/device-name.ts';
import {
  REPORT_TOP_MODELS,
  type TReportQuery,
  type TReportSummary,
  type TReportTable,
} from '#core/contracts/reports.ts';
import { daysOf, periodInstants, resolveReportPeriod, type TReportPeriod } from '#core/report-period.ts';
import { TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { AppError } from '../../http/errors.ts';
import { reportCsv } from './reports-csv.ts';
import type { TAnswerTotals, TModelTotals, TReportsRepository } from './reports.repository.ts';

/** A share, or null when there is nothing to divide by. */
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** A mean in whole THB (money stays integer), or null without values. */
const meanThb = (sum: number, count: number) => (count > 0 ? Math.round(sum / count) : null);

function periodOf(query: TReportQuery, now: Date): TReportPeriod {
  const resolved = resolveReportPeriod(query, now);
  if (!resolved.ok) {
    throw new AppError('VALIDATION', resolved.messageKey, 'Invalid report period', [
      {
        path: resolved.messageKey === 'errors.reports.rangeInvalid' ? 'to' : 'from',
        messageKey: resolved.messageKey,
      },
    ]);
  }
  return resolved.period;
}

function offerVsActualOf(totals: readonly TModelTotals[]): TReportSummary['offerVsActual'] {
  const sum = (pick: (row: TModelTotals) => number) => totals.reduce((total, row) => total + pick(row), 0);
  const inspected = sum((row) => row.inspected);
  const lowered = sum((row) => row.lowered);
  return {
    inspected,
    averageOfferThb: meanThb(
      sum((row) => row.inspectedOfferSum),
      inspected,
    ),
    averageActualThb: meanThb(
      sum((row) => row.inspectedActualSum),
      inspected,
    ),
    lowered,
    loweredShare: rate(lowered, inspected),
    averageLoweredByThb: meanThb(
      sum((row) => row.loweredBySum),
      lowered,
    ),
  };
}

function topModelsOf(totals: readonly TModelTotals[]): TReportSummary['topModels'] {
  return totals
    .filter((row) => row.modelId !== null)
    .sort(
      (a, b) =>
        b.requests - a.requests ||
        modelTitle(a.brandName ?? '', a.modelName ?? '').localeCompare(
          modelTitle(b.brandName ?? '', b.modelName ?? ''),
        ),
    )
    .slice(0, REPORT_TOP_MODELS)
    .map((row) => ({
      modelId: row.modelId!,
      brandName: row.brandName ?? '',
      modelName: row.modelName ?? '',
      requests: row.requests,
      averageOfferThb: meanThb(row.offerSum, row.offerCount),
    }));
}

/**
 * Totals per (question, option): a single answer is its option; a list of functional issues counts
 * for each issue in it, and an empty list as the option "none".
 */
function totalsByOption(
  totals: readonly TAnswerTotals[],
): Map<string, Omit<TAnswerTotals, 'answer'> & { option: string }> {
  const byOption = new Map<string, Omit<TAnswerTotals, 'answer'> & { option: string }>();
  for (const row of totals) {
    const value: unknown = JSON.parse(row.answer);
    const options = Array.isArray(value)
      ? value.length > 0
        ? value.map(String)
        : ['none']
      : [String(value)];
    for (const option of options) {
      const key = `${row.question}\u0000${option}`;
      const entry = byOption.get(key) ?? {
        question: row.question,
        option,
        inspected: 0,
        lowered: 0,
        loweredBySum: 0,
      };
      entry.inspected += row.inspected;
      entry.lowered += row.lowered;
      entry.loweredBySum += row.loweredBySum;
      byOption.set(key, entry);
    }
  }
  return byOption;
}

/** Most often lowered first; among equals the more common answer first, then by name (stable tables). */
function byQuestionOf(totals: readonly TAnswerTotals[]): TReportSummary['byQuestion'] {
  return [...totalsByOption(totals).values()]
    .map((row) => ({
      question: row.question,
      option: row.option,
      inspected: row.inspected,
      lowered: row.lowered,
      loweredShare: rate(row.lowered, row.inspected),
      averageLoweredByThb: meanThb(row.loweredBySum, row.lowered),
    }))
    .sort(
      (a, b) =>
        (b.loweredShare ?? 0) - (a.loweredShare ?? 0) ||
        b.inspected - a.inspected ||
        a.question.localeCompare(b.question) ||
        a.option.localeCompare(b.option),
    );
}

export function createReportsService(deps: { repository: TReportsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function summary(query: TReportQuery): Promise<TReportSummary> {
    const period = periodOf(query, now());
    const range = periodInstants(period);
    // Independent reads: on PostgreSQL they run side by side on the pool.
    const [statusDays, quotes, modelTotals, answerTotals] = await Promise.all([
      repository.countByStatusAndDay(range),
      repository.countQuotes(range),
      repository.totalsByModel(range),
      repository.totalsByAnswer(range),
    ]);

    const perDayMap = new Map(daysOf(period).map((day) => [day, 0]));
    const perStatusMap = new Map(TRADE_IN_STATUSES.map((status) => [status, 0]));
    for (const row of statusDays) {
      // A row outside the period's days would mean a time zone mismatch: never count it silently.
      if (!perDayMap.has(row.day))
        throw new Error(`Report day ${row.day} outside ${period.from}..${period.to}`);
      perDayMap.set(row.day, perDayMap.get(row.day)! + row.requests);
      perStatusMap.set(row.status, (perStatusMap.get(row.status) ?? 0) + row.requests);
    }
    const requests = statusDays.reduce((total, row) => total + row.requests, 0);
    const settled = perStatusMap.get('settled') ?? 0;

    return {
      period,
      perDay: [...perDayMap].map(([date, count]) => ({ date, requests: count })),
      perStatus: [...perStatusMap].map(([status, count]) => ({ status, requests: count })),
      funnel: {
        quotes,
        requests,
        settled,
        quoteToRequest: rate(requests, quotes),
        requestToSettled: rate(settled, requests),
        quoteToSettled: rate(settled, quotes),
      },
      offerVsActual: offerVsActualOf(modelTotals),
      byQuestion: byQuestionOf(answerTotals),
      topModels: topModelsOf(modelTotals),
    };
  }

  return {
    /** GET /api/reports/summary. */
    summary,

    /** GET /api/reports/summary.csv: one table of the summary, UTF-8 with a BOM. */
    async csv(query: TReportQuery & { table: TReportTable }): Promise<{ fileName: string; text: string }> {
      const report = await summary(query);
      return {
        fileName: `report-${query.table}-${report.period.from}-${report.period.to}.csv`,
        text: reportCsv(report, query.table),
      };
    },
  };
}

export type TReportsService = ReturnType<typeof createReportsService>;
