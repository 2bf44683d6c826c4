import type { TReportSummary, TReportTable } from '#core/contracts/reports.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { saveBlob } from '../../../lib/file-download.ts';

export function getReportSummary(from: string, to: string): Promise<TReportSummary> {
  return signedInApi('GET /api/reports/summary', { query: { from, to } });
}

/** Logistics work past its time now (decision 045): the dashboard's count. */
export function getLogisticsOverdue() {
  return signedInApi('GET /api/logistics/overdue', {});
}

/** Downloads one table as CSV (the bearer token goes with it, so no plain link). */
export async function downloadReportCsv(table: TReportTable, from: string, to: string): Promise<void> {
  const blob = await signedInApi('GET /api/reports/summary.csv', { query: { from, to, table } });
  saveBlob(blob, `report-${table}-${from}-${to}.csv`);
}
