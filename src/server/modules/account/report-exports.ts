import type ExcelJSModule from 'exceljs';
import type { TReportTotals } from '#core/contracts/account.ts';
import type { TExecutor } from '../../db/client.ts';
import { readCsvLines, readTotals, readTransactions, type TKey, type TPeriod } from './report.repository.ts';
import { lazyModule } from '../../runtime/lazy-module.ts';

const ExcelJS = lazyModule<typeof ExcelJSModule>('exceljs');

/** Rows per read of the exports: few reads of a million rows, a few megabytes each (memory stays flat). */
export const CSV_READ_ROWS = 20_000;

export const baht = (satang: number) => {
  const sign = satang < 0 ? '-' : '';
  const magnitude = Math.abs(satang);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
};

export const CSV_HEADER = [
  'date',
  'type',
  'reference',
  'description',
  'amount_thb',
  'cost_thb',
  'vat_thb',
  'vat_kind',
];

/** Lines of plain cells (names and amounts: nothing to quote or escape). */
const csvLines = (rows: string[][]) => rows.map((row) => `${row.join(',')}\n`).join('');

/**
 * The period's transactions as CSV, a page of lines (written by the database) per read as the client takes
 * them (a slow client slows the reading; memory stays flat), then the totals. UTF-8 with a BOM so Excel
 * shows Thai; formula-looking texts escaped.
 */
export function reportCsv(
  executor: TExecutor,
  period: TPeriod,
  readRows = CSV_READ_ROWS,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: TKey | undefined;
  let stage: 'header' | 'rows' | 'totals' | 'done' = 'header';
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (stage === 'header') {
          controller.enqueue(encoder.encode(`\uFEFF${csvLines([CSV_HEADER])}`));
          stage = 'rows';
          return;
        }
        if (stage === 'rows') {
          const page = await readCsvLines(executor, period, readRows, after);
          after = page.lastKey;
          if (page.count < readRows) stage = 'totals';
          if (page.count > 0) {
            controller.enqueue(encoder.encode(page.text));
            return;
          }
        }
        if (stage === 'totals') {
          const totals = await readTotals(executor, period);
          controller.enqueue(encoder.encode(csvLines(totalsRows(totals))));
          stage = 'done';
          return;
        }
        controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}

function totalsRows(totals: TReportTotals): string[][] {
  return [
    [],
    ['total_revenue', '', '', '', baht(totals.revenueSatang)],
    ['total_cost', '', '', '', baht(totals.costSatang)],
    ['gross_profit', '', '', '', baht(totals.grossProfitSatang)],
    ['total_expenses', '', '', '', baht(totals.expensesSatang)],
    ['net_profit', '', '', '', baht(totals.netProfitSatang)],
    ['output_vat_standard', '', '', '', baht(totals.outputVatStandardSatang)],
    ['output_vat_margin', '', '', '', baht(totals.outputVatMarginSatang)],
    ['input_vat', '', '', '', baht(totals.inputVatSatang)],
  ];
}

/** The most rows a workbook carries (a spreadsheet of a whole busy year stays usable); CSV has no limit. */
export const XLSX_MAX_ROWS = 200_000;

/**
 * The report as a workbook: a Transactions sheet (amounts in baht as numbers, two decimals) and a Summary
 * sheet whose figures are SUMIFS formulas over it, with the server's totals cached as their results.
 */
export async function reportXlsx(executor: TExecutor, period: TPeriod): Promise<Buffer> {
  const workbook = new (ExcelJS().Workbook)();
  workbook.creator = 'Khumkha';
  const summary = workbook.addWorksheet('Summary');
  const sheet = workbook.addWorksheet('Transactions');
  sheet.columns = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Type', key: 'type', width: 16 },
    { header: 'Reference', key: 'reference', width: 22 },
    { header: 'Description', key: 'description', width: 48 },
    { header: 'Amount (THB)', key: 'amount', width: 16, style: { numFmt: '#,##0.00' } },
    { header: 'Cost (THB)', key: 'cost', width: 16, style: { numFmt: '#,##0.00' } },
    { header: 'VAT (THB)', key: 'vat', width: 14, style: { numFmt: '#,##0.00' } },
    { header: 'VAT kind', key: 'vatKind', width: 16 },
  ];
  let after: TKey | undefined;
  let count = 0;
  for (;;) {
    const page = await readTransactions(executor, period, CSV_READ_ROWS, after);
    for (const row of page.rows) {
      if (count >= XLSX_MAX_ROWS) break;
      // Satang / 100 is exact to two decimals as a spreadsheet number; the formulas sum those numbers.
      sheet.addRow({
        ...row,
        amount: row.amountSatang / 100,
        cost: row.costSatang / 100,
        vat: row.vatSatang / 100,
      });
      count += 1;
    }
    after = page.lastKey;
    if (page.rows.length < CSV_READ_ROWS || count >= XLSX_MAX_ROWS) break;
  }
  const totals = await readTotals(executor, period);
  const last = count + 1;
  const range = (column: string) => `Transactions!$${column}$2:$${column}$${Math.max(2, last)}`;
  const types = range('B');
  const kinds = range('H');
  const sumIfs = (column: string, criteria: string) => `SUMIFS(${range(column)},${criteria})`;
  const sales = (column: string) =>
    `${sumIfs(column, `${types},"sale"`)}+${sumIfs(column, `${types},"saleReturn"`)}`;
  const spent = (column: string) =>
    `${sumIfs(column, `${types},"expense"`)}+${sumIfs(column, `${types},"expenseReversal"`)}`;
  summary.columns = [
    { header: 'Figure / รายการ', key: 'label', width: 40 },
    { header: 'THB', key: 'value', width: 18, style: { numFmt: '#,##0.00' } },
  ];
  const lines: [string, string, number][] = [
    ['Total revenue / รายได้รวม', sales('E'), totals.revenueSatang],
    ['Total cost / ต้นทุนรวม', sales('F'), totals.costSatang],
    ['Gross profit / กำไรขั้นต้น', 'B2-B3', totals.grossProfitSatang],
    ['Total expenses / ค่าใช้จ่ายรวม', spent('E'), totals.expensesSatang],
    ['Net profit / กำไรสุทธิ', 'B4-B5', totals.netProfitSatang],
    [
      'Output VAT, standard / ภาษีขาย (ปกติ)',
      sumIfs('G', `${kinds},"outputStandard"`),
      totals.outputVatStandardSatang,
    ],
    [
      'Output VAT, margin / ภาษีขาย (ส่วนต่าง)',
      sumIfs('G', `${kinds},"outputMargin"`),
      totals.outputVatMarginSatang,
    ],
    ['Input VAT / ภาษีซื้อ', sumIfs('G', `${kinds},"input"`), totals.inputVatSatang],
  ];
  for (const [label, formula, satang] of lines) {
    summary.addRow({ label, value: { formula, result: satang / 100 } });
  }
  summary.addRow({});
  summary.addRow({ label: `Period / งวด: ${period.from} – ${period.to}` });
  if (count < totals.transactionCount) {
    summary.addRow({
      label: `First ${count} of ${totals.transactionCount} transactions; the CSV has them all.`,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
