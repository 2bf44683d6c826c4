import type { TReportSummary, TReportTable } from '#core/contracts/reports.ts';
import { authJson } from '../../../lib/auth/auth-client.ts';
import { fetchBlob, saveBlob } from '../../../lib/file-download.ts';

const query = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export function getReportSummary(from: string, to: string): Promise<TReportSummary> {
  return authJson<TReportSummary>('GET', `/api/reports/summary?${query(from, to)}`);
}

/** Downloads one table as CSV (the bearer token goes with it, so no plain link). */
export async function downloadReportCsv(table: TReportTable, from: string, to: string): Promise<void> {
  const blob = await fetchBlob(`/api/reports/summary.csv?${query(from, to)}&table=${table}`);
  saveBlob(blob, `report-${table}-${from}-${to}.csv`);
}
