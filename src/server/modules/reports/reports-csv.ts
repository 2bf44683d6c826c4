import { stringify } from 'csv-stringify/sync';
import type { TReportSummary, TReportTable } from '#core/contracts/reports.ts';

type TCell = string | number | null;

/** A share as a percentage with one decimal ("25.0"), empty when undefined: spreadsheets read it as a number. */
const percent = (share: number | null) => (share === null ? null : (share * 100).toFixed(1));

/**
 * One table of the report as CSV, in the admin export's style (decision 009): a header row of stable
 * snake_case names, values as the API has them (status and answer keys, whole THB), UTF-8 with a BOM
 * so Excel reads Thai model names, and cells a spreadsheet would run as formulas prefixed with `'`.
 */
export function reportCsv(report: TReportSummary, table: TReportTable): string {
  const rows = tableRows(report, table);
  return stringify(rows, { bom: true, escape_formulas: true, cast: { number: String } });
}

function tableRows(report: TReportSummary, table: TReportTable): TCell[][] {
  switch (table) {
    case 'perDay':
      return [['date', 'requests'], ...report.perDay.map((row) => [row.date, row.requests])];
    case 'perStatus':
      return [['status', 'requests'], ...report.perStatus.map((row) => [row.status, row.requests])];
    case 'funnel': {
      const funnel = report.funnel;
      return [
        ['step', 'count', 'percent_of_previous'],
        ['quotes', funnel.quotes, null],
        ['requests', funnel.requests, percent(funnel.quoteToRequest)],
        ['settled', funnel.settled, percent(funnel.requestToSettled)],
      ];
    }
    case 'offerVsActual': {
      const figures = report.offerVsActual;
      return [
        [
          'inspected',
          'average_offer_thb',
          'average_actual_thb',
          'lowered',
          'lowered_percent',
          'average_lowered_by_thb',
        ],
        [
          figures.inspected,
          figures.averageOfferThb,
          figures.averageActualThb,
          figures.lowered,
          percent(figures.loweredShare),
          figures.averageLoweredByThb,
        ],
      ];
    }
    case 'byQuestion':
      return [
        ['question', 'answer', 'inspected', 'lowered', 'lowered_percent', 'average_lowered_by_thb'],
        ...report.byQuestion.map((row) => [
          row.question,
          row.option,
          row.inspected,
          row.lowered,
          percent(row.loweredShare),
          row.averageLoweredByThb,
        ]),
      ];
    case 'topModels':
      return [
        ['brand', 'model', 'requests', 'average_offer_thb'],
        ...report.topModels.map((row) => [row.brandName, row.modelName, row.requests, row.averageOfferThb]),
      ];
  }
}
