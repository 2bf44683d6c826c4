import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZVoucherListSchema, ZVoucherSchema } from '#core/contracts/finance.ts';
import { isValidVoucherCode } from '#core/finance/voucher-code.ts';
import { auditLog, tradeIns, vouchers } from '#server/db/schema/index.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Four-eyes for vouchers (issue 28 item 2, decision 040): above the limit a voucher waits for a second
 * finance user; until then no code exists, none is shown or returned, and the request stays unsettled.
 */
const testApp = useTestApp();

const issue = (token: string, reference: string) =>
  call(testApp.app, token, 'POST', '/api/finance/vouchers', { tradeInReference: reference });
const approve = (token: string, id: number) =>
  call(testApp.app, token, 'POST', `/api/finance/vouchers/${id}/approve`);
const statusOf = async (id: number) =>
  (await testApp.db.select().from(tradeIns).where(eq(tradeIns.id, id)))[0]?.status;

describe('vouchers above the four-eyes limit', () => {
  it('a 25,350 THB voucher has no code until a second finance user approves it; the preparer cannot', async () => {
    const { db, app } = testApp;
    const first = await financeUser(app, db);
    const second = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected', option: 'voucher', offeredThb: 25_350 });

    const issued = await issue(first.token, request.reference);
    expect(issued.status).toBe(201);
    const waiting = ZVoucherSchema.parse(await issued.json());
    expect(waiting).toMatchObject({
      code: null,
      issuedOn: null,
      awaitingApproval: true,
      amountSatang: 2_535_000,
      mayApprove: false,
    });
    expect(await statusOf(request.id)).toBe('inspected');
    // Nothing stored could be handed out either: the row has no code.
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, waiting.id));
    expect(row?.code).toBeNull();
    // A second issue for the same request is refused: it is no longer ready to settle.
    expect((await issue(second.token, request.reference)).status).toBe(400);

    // Listed without a code, to both users; only the second may approve.
    for (const [user, mayApprove] of [
      [first, false],
      [second, true],
    ] as const) {
      const list = ZVoucherListSchema.parse(
        await (await call(app, user.token, 'GET', '/api/finance/vouchers')).json(),
      );
      const listed = list.items.find((item) => item.id === waiting.id);
      expect(listed).toMatchObject({ code: null, awaitingApproval: true, mayApprove });
      expect(JSON.stringify(list)).not.toMatch(/KV-/);
    }

    const self = await approve(first.token, waiting.id);
    expect(self.status).toBe(400);
    expect(((await self.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'financeConsole.errors.secondPersonRequired',
    );
    expect(await statusOf(request.id)).toBe('inspected');

    const approved = await approve(second.token, waiting.id);
    expect(approved.status).toBe(200);
    const done = ZVoucherSchema.parse(await approved.json());
    expect(done.awaitingApproval).toBe(false);
    expect(isValidVoucherCode(done.code!)).toBe(true);
    expect(done.issuedOn).not.toBeNull();
    expect(done.approvedBy).toBe(second.user.email);
    expect(await statusOf(request.id)).toBe('settled');
    expect((await approve(second.token, waiting.id)).status).toBe(400);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'finance.voucher.approve'));
    expect(audit.map((entry) => entry.targetId)).toEqual([String(waiting.id)]);
  });

  it('issues at once at or under the limit, and for everyone when four-eyes is off', async () => {
    const { db, app } = testApp;
    const first = await financeUser(app, db);
    const admin = await financeUser(app, db, ['admin']);
    const atLimit = await createRequest(db, { status: 'inspected', option: 'voucher', offeredThb: 20_000 });
    const atLimitVoucher = ZVoucherSchema.parse(await (await issue(first.token, atLimit.reference)).json());
    expect(atLimitVoucher.awaitingApproval).toBe(false);
    expect(await statusOf(atLimit.id)).toBe('settled');

    const off = await call(app, admin.token, 'PUT', '/api/finance/settings', {
      fourEyesEnabled: false,
      fourEyesThresholdSatang: 2_000_000,
    });
    expect(off.status).toBe(200);
    const large = await createRequest(db, { status: 'inspected', option: 'voucher', offeredThb: 90_000 });
    const largeVoucher = ZVoucherSchema.parse(await (await issue(first.token, large.reference)).json());
    expect(largeVoucher.awaitingApproval).toBe(false);
    await call(app, admin.token, 'PUT', '/api/finance/settings', {
      fourEyesEnabled: true,
      fourEyesThresholdSatang: 2_000_000,
    });
  });

  it('of 20 finance users approving at once, exactly one issues the code', async () => {
    const { db, app } = testApp;
    const preparer = await financeUser(app, db);
    const approvers = [];
    for (let index = 0; index < 20; index += 1) approvers.push(await financeUser(app, db));
    const request = await createRequest(db, { status: 'inspected', option: 'voucher', offeredThb: 40_000 });
    const waiting = ZVoucherSchema.parse(await (await issue(preparer.token, request.reference)).json());
    const answers = await Promise.all(approvers.map((user) => approve(user.token, waiting.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    const rows = await db.select().from(vouchers).where(eq(vouchers.tradeInId, request.id));
    expect(rows).toHaveLength(1);
    expect(isValidVoucherCode(rows[0]!.code!)).toBe(true);
    expect(await statusOf(request.id)).toBe('settled');
  });
});
