import { describe, expect, it } from 'vitest';
import { ZCompanyProfileSchema } from '#core/contracts/company.ts';
import type { TRole } from '#core/roles.ts';
import { takeDocumentNumber } from '#server/documents/document-numbers.repository.ts';
import { requireCompanyProfileForDocuments } from '#server/modules/company/company.service.ts';
import { bearer, createUser, listAudit, signIn } from '../support/auth-factories.ts';
import { useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();

const FIELDS = {
  legalNameTh: 'บริษัท คุ้มค่า เทรด จำกัด',
  legalNameEn: 'Khumkha Trade Co., Ltd.',
  addressTh: '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  addressEn: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  taxId: '0105536092641',
  branch: '00000',
  phone: '02-026-8888',
  email: 'account@khumkha.co.th',
};

async function tokenFor(roles: TRole[]) {
  return (await signIn(testApp.app, await createUser(testApp.db, { roles }))).accessToken;
}

const put = (token: string, body: unknown) =>
  testApp.app.request('/api/admin/company', {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the company profile', () => {
  it('starts with the brand’s names and is not complete; admin completes it; any staff role reads it', async () => {
    const admin = await tokenFor(['admin']);
    const sales = await tokenFor(['sales']);
    const first = ZCompanyProfileSchema.parse(
      await (await testApp.app.request('/api/company', { headers: bearer(sales) })).json(),
    );
    expect([first.legalNameEn, first.taxId, first.branch, first.complete]).toEqual([
      'Khumkha Trade Co., Ltd.',
      '',
      '00000',
      false,
    ]);
    await expect(requireCompanyProfileForDocuments(testApp.db)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'errors.company.incomplete',
    });

    const saved = await put(admin, { ...FIELDS, version: first.version });
    expect(saved.status).toBe(200);
    const after = ZCompanyProfileSchema.parse(await saved.json());
    expect([after.complete, after.version, after.taxId]).toEqual([true, first.version + 1, FIELDS.taxId]);
    expect((await requireCompanyProfileForDocuments(testApp.db)).addressTh).toBe(FIELDS.addressTh);
    const audit = (await listAudit(testApp.db)).filter((row) => row.action === 'company.profile.update');
    expect(audit).toHaveLength(1);
  });

  it('refuses a wrong tax ID or branch, a stale version, and anyone but admin; nothing changes', async () => {
    const admin = await tokenFor(['admin']);
    const version = ZCompanyProfileSchema.parse(
      await (await testApp.app.request('/api/company', { headers: bearer(admin) })).json(),
    ).version;

    const badTax = await put(admin, { ...FIELDS, taxId: '0105536092642', version });
    expect((await badTax.json()).error.details).toEqual([
      { path: 'taxId', messageKey: 'errors.company.taxId' },
    ]);
    const badBranch = await put(admin, { ...FIELDS, branch: '0', version });
    expect((await badBranch.json()).error.details).toEqual([
      { path: 'branch', messageKey: 'errors.company.branch' },
    ]);
    const blank = await put(admin, { ...FIELDS, addressEn: '   ', version });
    expect((await blank.json()).error.details).toEqual([
      { path: 'addressEn', messageKey: 'errors.company.required' },
    ]);
    expect((await put(await tokenFor(['finance']), { ...FIELDS, version })).status).toBe(403);

    expect((await put(admin, { ...FIELDS, version })).status).toBe(200);
    const stale = await put(admin, { ...FIELDS, phone: '1', version });
    expect([stale.status, (await stale.json()).error.messageKey]).toEqual([409, 'errors.conflict']);
    const now = ZCompanyProfileSchema.parse(
      await (await testApp.app.request('/api/company', { headers: bearer(admin) })).json(),
    );
    expect([now.version, now.phone]).toEqual([version + 1, FIELDS.phone]);
  });
});

describe('takeDocumentNumber', () => {
  it('counts each type from 1 per year, and a rolled-back document gives its number back', async () => {
    const { db } = testApp;
    const take = (type: 'taxInvoice' | 'receipt', year: number) =>
      db.transaction((tx) => takeDocumentNumber(tx, type, year));
    expect((await take('taxInvoice', 2026)).number).toBe('INV-2026-000001');
    expect((await take('taxInvoice', 2026)).number).toBe('INV-2026-000002');
    expect((await take('receipt', 2026)).number).toBe('RCP-2026-000001');
    expect((await take('taxInvoice', 2027)).number).toBe('INV-2027-000001');

    await expect(
      db.transaction(async (tx) => {
        await takeDocumentNumber(tx, 'taxInvoice', 2026);
        throw new Error('the invoice could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect((await take('taxInvoice', 2026)).number).toBe('INV-2026-000003');
  });

  it('gives concurrent documents distinct numbers without gaps', async () => {
    const { db } = testApp;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => takeDocumentNumber(tx, 'creditNote', 2026))),
    );
    expect(numbers.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});
