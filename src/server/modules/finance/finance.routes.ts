import { eq } from 'drizzle-orm';
import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TDb } from '../../db/client.ts';
import { tradeIns } from '../../db/schema/index.ts';
import { writeAudit } from '../../db/audit.ts';
import { requireCompanyProfileForDocuments } from '../company/company.service.ts';
import type { TFilesService } from '../files/files.service.ts';
import type { TExpensesService } from './expenses.service.ts';
import { staffActorOf } from './finance-actor.ts';
import { renderPaymentVoucher } from './payment-voucher-pdf.ts';
import { userLabels } from './payments.repository.ts';
import type { TPaymentsService } from './payments.service.ts';
import type { TReceiptsService } from './receipts.service.ts';
import { readFinanceSettings, writeFinanceSettings } from './settings.repository.ts';
import type { TVouchersService } from './vouchers.service.ts';
import { voucherPdf } from '../vouchers/voucher-pdf.ts';

export function registerFinanceRoutes(
  app: TApiApp,
  deps: {
    db: TDb;
    payments: TPaymentsService;
    vouchers: TVouchersService;
    files: TFilesService;
    trustProxy: boolean;
  },
): void {
  const { db, payments, vouchers } = deps;
  const serve = endpointServer(app);
  const actor = (c: Parameters<typeof staffActorOf>[0]) => staffActorOf(c, deps.trustProxy);

  serve('GET /api/finance/queue', () => payments.queue());
  serve('PUT /api/finance/payee/:reference', ({ params, body }, c) =>
    payments.setPayee(params.reference, body, actor(c)),
  );
  serve('GET /api/finance/payments', ({ query }) => payments.list(query));
  serve('POST /api/finance/payments', ({ body }, c) => payments.prepare(body, actor(c)));
  serve('GET /api/finance/payments/:id', ({ params }, c) => payments.get(params.id, actor(c)));
  serve('GET /api/finance/payments/:id/transfer', ({ params }) => payments.transfer(params.id));
  serve('POST /api/finance/payments/:id/approve', ({ params, body }, c) =>
    payments.approve(params.id, body.version, actor(c)),
  );
  serve('POST /api/finance/payments/:id/complete', ({ params, body }, c) =>
    payments.complete(params.id, body, actor(c)),
  );
  serve('POST /api/finance/payments/:id/reverse', ({ params, body }, c) =>
    payments.reverse(params.id, body.reason, actor(c)),
  );
  serve('GET /api/finance/payments/:id/voucher.pdf', async ({ params }) => {
    const record = await payments.forVoucher(params.id);
    const company = await requireCompanyProfileForDocuments(db);
    const [request] = await db
      .select({ deviceDescription: tradeIns.deviceDescription })
      .from(tradeIns)
      .where(eq(tradeIns.id, record.payment.tradeInId));
    const labels = await userLabels(db, [record.payment.createdBy, record.payment.approvedBy]);
    const slip = record.payment.slipFileId ? await deps.files.readById(record.payment.slipFileId) : null;
    const pdf = await renderPaymentVoucher({
      record,
      company,
      deviceDescription: request?.deviceDescription ?? '',
      slip,
      preparedBy: record.payment.createdBy ? (labels.get(record.payment.createdBy) ?? null) : null,
      approvedBy: record.payment.approvedBy ? (labels.get(record.payment.approvedBy) ?? null) : null,
    });
    return {
      data: new Uint8Array(pdf),
      mediaType: 'application/pdf',
      disposition: 'inline',
      fileName: `${record.payment.reference}.pdf`,
    };
  });
  serve('GET /api/finance/vouchers', (_input, c) => vouchers.list(actor(c)));
  serve('POST /api/finance/vouchers', ({ body }, c) => vouchers.issue(body, actor(c)));
  serve('POST /api/finance/vouchers/:id/approve', ({ params }, c) => vouchers.approve(params.id, actor(c)));
  serve('POST /api/finance/vouchers/:id/cancel', ({ params, body }, c) =>
    vouchers.cancel(params.id, body, actor(c)),
  );
  serve('GET /api/finance/vouchers/:id/pdf', async ({ params }) => ({
    data: new Uint8Array(await voucherPdf(db, { id: params.id })),
    mediaType: 'application/pdf',
    disposition: 'inline',
    fileName: `voucher-${params.id}.pdf`,
  }));
  serve('GET /api/finance/vouchers/check', ({ query }) => vouchers.check(query.code));
  serve('GET /api/finance/settings', () => readFinanceSettings(db));
  serve('PUT /api/finance/settings', async ({ body }, c) => {
    const who = actor(c);
    return db.transaction(async (tx) => {
      const before = await readFinanceSettings(tx);
      await writeFinanceSettings(tx, body);
      const after = await readFinanceSettings(tx);
      await writeAudit(
        tx,
        { userId: who.userId, ip: who.ip },
        {
          action: 'finance.settings.update',
          targetType: 'financeSettings',
          targetId: 1,
          details: { before, after },
        },
      );
      return after;
    });
  });
}

export function registerExpenseRoutes(app: TApiApp, expenses: TExpensesService, trustProxy: boolean): void {
  const serve = endpointServer(app);
  const actor = (c: Parameters<typeof staffActorOf>[0]) => staffActorOf(c, trustProxy);
  serve('GET /api/finance/expense-categories', () => expenses.categories());
  serve('POST /api/finance/expense-categories', ({ body }) => expenses.addCategory(body));
  serve('PUT /api/finance/expense-categories/:id', ({ params, body }) =>
    expenses.updateCategory(params.id, body),
  );
  serve('GET /api/finance/expenses', ({ query }) => expenses.list(query));
  serve('POST /api/finance/expenses', ({ body }, c) => expenses.create(body, actor(c)));
  serve('PUT /api/finance/expenses/:id', ({ params, body }, c) => expenses.update(params.id, body, actor(c)));
  serve('DELETE /api/finance/expenses/:id', async ({ params }, c) => {
    await expenses.remove(params.id, actor(c));
  });
  serve('POST /api/finance/expenses/:id/reverse', ({ params, body }, c) =>
    expenses.reverse(params.id, body.reason, actor(c)),
  );
}

/** Receipts from sales and outstanding wholesale amounts (decision 031). */
export function registerReceiptRoutes(app: TApiApp, receipts: TReceiptsService, trustProxy: boolean): void {
  const serve = endpointServer(app);
  const actor = (c: Parameters<typeof staffActorOf>[0]) => staffActorOf(c, trustProxy);
  serve('GET /api/finance/receipts', ({ query }) => receipts.list(query));
  serve('GET /api/finance/receipts/outstanding', () => receipts.outstanding());
  serve('POST /api/finance/receipts', ({ body }, c) => receipts.record(body, actor(c)));
  serve('POST /api/finance/receipts/:id/reverse', ({ params, body }, c) =>
    receipts.reverse(params.id, body.reason, actor(c)),
  );
}
