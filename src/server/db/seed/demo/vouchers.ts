import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { voucherValidUntil } from '#core/finance/voucher.ts';
import { SATANG_PER_BAHT } from '#core/money.ts';
import type { TDb, TTx } from '../../client.ts';
import {
  auditLog,
  inspectedPriceSql,
  outboxEvents,
  salePayments,
  tradeIns,
  vouchers,
  workflowHistory,
} from '../../schema/index.ts';
import { recordSaleInTx, type TSalesActor } from '../../../modules/sales/sales.service.ts';
import { listDemoStock } from './sales.ts';
import { issueVoucher, requestVoucher, expireDueVouchers } from '../../../modules/vouchers/voucher-steps.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';
import type { TActorContext } from '../../../modules/workflow/workflow-actor.ts';

const DAY_MS = 86_400_000;
const FINANCE: TActorContext = { kind: 'staff', userId: null, roles: ['finance'] };
const SALES: TSalesActor = { userId: null, roles: ['sales'] };
/** How many of the demo's settled voucher requests get their voucher. */
const VOUCHERS = 6;

/** The demo's settled voucher requests that have no voucher yet, with when each was settled. */
async function settledWithoutVoucher(db: TDb) {
  return db
    .select({
      id: tradeIns.id,
      amountThb: inspectedPriceSql,
      settledAt: sql<Date>`(select max(${workflowHistory.createdAt}) from ${workflowHistory}
        where ${workflowHistory.entity} = 'tradeIn' and ${workflowHistory.entityId} = ${tradeIns.id}
          and ${workflowHistory.toState} = 'settled')`.mapWith((value) => new Date(value as string)),
    })
    .from(tradeIns)
    .leftJoin(vouchers, eq(vouchers.tradeInId, tradeIns.id))
    .where(
      and(
        eq(tradeIns.isDemo, true),
        eq(tradeIns.option, 'voucher'),
        eq(tradeIns.status, 'settled'),
        isNull(vouchers.id),
      ),
    )
    .orderBy(asc(tradeIns.id))
    .limit(VOUCHERS);
}

/**
 * The demo's vouchers (decision 044): the demo's settled voucher requests get theirs, issued at their
 * settlement; two are spent at the counter — one in part (a balance stays), one in full with PromptPay for
 * the rest —, and the oldest was a one-month promotion that has expired (its balance left the books the day
 * after). Returns how many were issued.
 */
export async function seedDemoVouchers(db: TDb, now: Date): Promise<number> {
  const workflow = createWorkflow({ db });
  const requests = (await settledWithoutVoucher(db)).filter((request) => request.amountThb > 0);
  const issued: { id: number; code: string; at: Date; amountSatang: number }[] = [];
  for (const request of requests) {
    const at = request.settledAt;
    const amountSatang = request.amountThb * SATANG_PER_BAHT;
    const voucher = await workflow.transaction(async (tx) => {
      const id = await requestVoucher(tx, {
        tradeInId: request.id,
        amountSatang,
        origin: 'settlement',
        actor: FINANCE,
        needsApproval: false,
        notes: 'Demo',
        at,
      });
      const code = await issueVoucher(tx, { id, issuedOn: bangkokDate(at), actor: FINANCE, at });
      return { id, code };
    });
    issued.push({ ...voucher, at, amountSatang });
  }
  if (issued.length === 0) return 0;
  await db
    .update(vouchers)
    .set({ isDemo: true })
    .where(
      inArray(
        vouchers.id,
        issued.map((voucher) => voucher.id),
      ),
    );

  const [oldest, ...others] = issued;
  // Spent: the largest in part, the smallest in full (toward the dearest phone on the shelf).
  const bySize = [...others].sort((a, b) => a.amountSatang - b.amountSatang);
  const fully = bySize[0];
  const partly = bySize.length > 1 ? bySize[bySize.length - 1] : undefined;
  if (oldest) {
    // A one-month promotion: it ran out, unspent (no later than yesterday).
    const issuedOn = bangkokDate(oldest.at);
    const yesterday = bangkokDate(new Date(bangkokDayStart(bangkokDate(now)).getTime() - DAY_MS));
    const lastDay = [voucherValidUntil(issuedOn, 1), yesterday].sort()[0]!;
    if (lastDay >= issuedOn)
      await db.update(vouchers).set({ validUntil: lastDay }).where(eq(vouchers.id, oldest.id));
  }
  // The dearest first.
  const stock = (await listDemoStock(db)).sort((a, b) => b.costSatang - a.costSatang || a.id - b.id);
  const priceOf = (costSatang: number) =>
    Math.max(10, Math.ceil((costSatang * 1.2) / (SATANG_PER_BAHT * 10)) * 10);
  const sell = async (
    voucher: (typeof issued)[number],
    item: (typeof stock)[number] | undefined,
    share: (priceSatang: number) => number,
    method: 'cash' | 'promptPay',
  ) => {
    if (!item) return;
    stock.splice(stock.indexOf(item), 1);
    const priceThb = priceOf(item.costSatang);
    const at = new Date(Math.max(voucher.at.getTime(), item.availableAt.getTime()) + DAY_MS);
    if (at.getTime() >= now.getTime()) return;
    await workflow.transaction((tx: TTx) =>
      recordSaleInTx(
        tx,
        {
          kind: 'retail',
          customerName: 'มาลี รักดี',
          customerContact: '082-345-6789',
          items: [{ itemId: item.id, priceThb }],
          paymentMethod: method,
          handover: 'counter',
          documentType: 'abbreviatedTaxInvoice',
          vouchers: [{ code: voucher.code, amountSatang: share(priceThb * SATANG_PER_BAHT) }],
        },
        SALES,
        { at },
      ),
    );
  };
  if (fully) await sell(fully, stock[0], (price) => Math.min(price, fully.amountSatang), 'promptPay');
  // Half of it (whole baht) toward the cheapest phone, cash for the rest.
  if (partly)
    await sell(
      partly,
      stock[stock.length - 1],
      (price) => Math.min(price, Math.floor(partly.amountSatang / 200) * 100),
      'cash',
    );
  await expireDueVouchers({ db, workflow }, now);
  return issued.length;
}

/**
 * Deletes the demo's vouchers — those marked demo and any a demo sale's return gave back on a demo request
 * — with the payment rows that name them, their history, events and audit rows (movements go with them).
 */
export async function deleteDemoVouchers(tx: TTx): Promise<void> {
  const rows = await tx
    .select({ id: vouchers.id, code: vouchers.code })
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where(or(eq(vouchers.isDemo, true), eq(tradeIns.isDemo, true)));
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await tx
    .delete(salePayments)
    .where(or(inArray(salePayments.voucherId, ids), inArray(salePayments.refundVoucherId, ids)));
  await tx
    .delete(workflowHistory)
    .where(and(eq(workflowHistory.entity, 'voucher'), inArray(workflowHistory.entityId, ids)));
  await tx
    .delete(outboxEvents)
    .where(and(eq(outboxEvents.entity, 'voucher'), inArray(outboxEvents.entityId, ids)));
  await tx
    .delete(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'voucher'),
        inArray(auditLog.targetId, [
          ...ids.map(String),
          ...rows.flatMap((row) => (row.code ? [row.code] : [])),
          ...ids.map((id) => `voucher ${id}`),
        ]),
      ),
    );
  await tx.delete(vouchers).where(inArray(vouchers.id, ids));
}
