/** Calls of the finance and account APIs for integration tests. */
import type { TAccountReport } from '#core/contracts/account.ts';
import type { TRole } from '#core/roles.ts';
import type { TDb } from '#server/db/client.ts';
import { bearer, createUser, signIn } from './auth-factories.ts';
import type { TRequester } from './test-app.ts';

export async function financeUser(app: TRequester, db: TDb, roles: TRole[] = ['finance']) {
  const user = await createUser(db, { roles });
  return { user, token: (await signIn(app, user)).accessToken };
}

export function call(app: TRequester, token: string, method: string, path: string, body?: unknown) {
  return app.request(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export const PDF_BYTES = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

export async function uploadFile(app: TRequester, token: string, kind: string, data: Buffer | string) {
  const form = new FormData();
  form.set('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), 'file.bin');
  return app.request(`/api/files/${kind}`, { method: 'POST', headers: bearer(token), body: form });
}

export const COMPANY = {
  legalNameTh: 'บริษัท คุ้มค่า เทรด จำกัด',
  legalNameEn: 'Khumkha Trade Co., Ltd.',
  addressTh: '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  addressEn: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  taxId: '0105536092641',
  branch: '00000',
  phone: '02-026-8888',
  email: 'account@khumkha.co.th',
};

/** Every figure of a report recomputed from its listed transactions, to the satang. */
export function recomputeReport(report: TAccountReport) {
  const sum = (
    rows: TAccountReport['transactions'],
    pick: (row: TAccountReport['transactions'][number]) => number,
  ) => rows.reduce((total, row) => total + pick(row), 0);
  const sold = report.transactions.filter((row) => row.type === 'sale' || row.type === 'saleReturn');
  const spent = report.transactions.filter((row) => row.type === 'expense' || row.type === 'expenseReversal');
  const revenue = sum(sold, (row) => row.amountSatang);
  const cost = sum(sold, (row) => row.costSatang);
  const expenses = sum(spent, (row) => row.amountSatang);
  return {
    revenueSatang: revenue,
    costSatang: cost,
    grossProfitSatang: revenue - cost,
    expensesSatang: expenses,
    netProfitSatang: revenue - cost - expenses,
    outputVatStandardSatang: sum(
      sold.filter((row) => row.vatKind === 'outputStandard'),
      (row) => row.vatSatang,
    ),
    outputVatMarginSatang: sum(
      sold.filter((row) => row.vatKind === 'outputMargin'),
      (row) => row.vatSatang,
    ),
    inputVatSatang: sum(spent, (row) => row.vatSatang),
    transactionCount: report.transactions.length,
  };
}
