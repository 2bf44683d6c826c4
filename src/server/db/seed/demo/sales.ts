import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { isCompanyProfileComplete, type TCompanyProfile } from '#core/contracts/company.ts';
import type { TRecordSale } from '#core/contracts/sales.ts';
import { SATANG_PER_BAHT } from '#core/money.ts';
import { addDays, bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { firstDayOf, monthOf } from '#core/finance/periods.ts';
import type { TDb, TTx } from '../../client.ts';
import {
  auditLog,
  deliveries,
  outboxEvents,
  saleDocuments,
  saleItems,
  salePayments,
  sales,
  tradeIns,
  voucherMovements,
  warehouseItems,
  workflowHistory,
} from '../../schema/index.ts';
import { createCompanyRepository } from '../../../modules/company/company.repository.ts';
import { createCompanyService } from '../../../modules/company/company.service.ts';
import {
  recordSaleInTx,
  createSalesService,
  type TSalesActor,
} from '../../../modules/sales/sales.service.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';
import type { TFileStore } from '../../../storage/file-store.ts';
import { deleteDemoFiles, walkDemoDelivery, type TDemoDeliveryEnd } from './deliveries.ts';
import { makeCustomer } from './names.ts';
import { createRandom } from './random.ts';

/** The walk-in sales' own seed (decision 020: the same day gives the same business). */
const DEMO_SEED_SALES = 'khumkha-demo-1-sales';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SALES: TSalesActor = { userId: null, roles: ['sales'] };

/** The demo's seller, used only when the installation's profile is not complete (never over a real one). */
export const DEMO_COMPANY = {
  legalNameTh: 'บริษัท คุ้มค่า เทรดอิน จำกัด',
  legalNameEn: 'Khumkha Trade-in Co., Ltd.',
  addressTh: '99/9 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  addressEn: '99/9 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  taxId: '0105559000018',
  branch: '00000',
  phone: '02-000-0000',
  email: 'demo@example.com',
};
/** A wholesale buyer's tax ID (valid check digit). */
export const DEMO_BUYER_TAX_ID = '0105561001239';

/**
 * Documents need a complete company profile (decision 029): the demo fills in what is missing through
 * the company service, keeping any name admin already gave; a complete profile is left as it is.
 */
export async function ensureDemoCompanyProfile(db: TDb): Promise<boolean> {
  const service = createCompanyService({ db, repository: createCompanyRepository(db) });
  const current: TCompanyProfile = await service.get();
  if (current.complete || isCompanyProfileComplete(current)) return false;
  const keep = (value: string, fallback: string) => (value.trim() ? value : fallback);
  await service.update(
    {
      legalNameTh: keep(current.legalNameTh, DEMO_COMPANY.legalNameTh),
      legalNameEn: keep(current.legalNameEn, DEMO_COMPANY.legalNameEn),
      addressTh: keep(current.addressTh, DEMO_COMPANY.addressTh),
      addressEn: keep(current.addressEn, DEMO_COMPANY.addressEn),
      taxId: DEMO_COMPANY.taxId,
      branch: keep(current.branch, DEMO_COMPANY.branch),
      phone: keep(current.phone ?? '', DEMO_COMPANY.phone),
      email: keep(current.email ?? '', DEMO_COMPANY.email),
      version: current.version,
    },
    { userId: null },
  );
  return true;
}

interface TStockRow {
  id: number;
  costSatang: number;
  availableAt: Date;
}

/** Demo stock on a shelf now, each with when it got there (sales only take what was there by then). */
export async function listDemoStock(db: TDb): Promise<TStockRow[]> {
  return db
    .select({
      id: warehouseItems.id,
      costSatang: warehouseItems.costSatang,
      availableAt: sql<Date>`max(${workflowHistory.createdAt})`.mapWith((value) => new Date(value)),
    })
    .from(warehouseItems)
    .innerJoin(tradeIns, eq(tradeIns.id, warehouseItems.tradeInId))
    .innerJoin(
      workflowHistory,
      and(
        eq(workflowHistory.entity, 'warehouseItem'),
        eq(workflowHistory.entityId, warehouseItems.id),
        eq(workflowHistory.toState, 'available'),
      ),
    )
    .where(and(eq(tradeIns.isDemo, true), eq(warehouseItems.status, 'available')))
    .groupBy(warehouseItems.id)
    .orderBy(asc(warehouseItems.id));
}

/** A believable price: cost plus a margin, in whole baht. */
const priceOf = (item: TStockRow, marginPercent: number) =>
  Math.max(10, Math.ceil((item.costSatang * (100 + marginPercent)) / (100 * SATANG_PER_BAHT * 10)) * 10);

type TPlannedSale = Omit<TRecordSale, 'items'> & {
  count: number;
  margin: number;
  then?: 'cancel' | 'return' | TDemoDeliveryEnd;
};

const ADDRESS = '55/1 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมือง เชียงใหม่ 50200';
/** The demo's sales, in the order they are written (each takes the next items of the stock). */
const PLANNED: TPlannedSale[] = [
  {
    kind: 'retail',
    customerName: 'สมชาย ใจดี',
    customerContact: '081-234-5678',
    paymentMethod: 'cash',
    handover: 'counter',
    documentType: 'abbreviatedTaxInvoice',
    count: 1,
    margin: 25,
  },
  {
    kind: 'wholesale',
    customerName: 'ร้านโฟนพลัส',
    customerContact: '02-555-1234',
    paymentMethod: 'transfer',
    handover: 'counter',
    documentType: 'taxInvoice',
    buyerAddress: '12 ถนนพระราม 4 เขตปทุมวัน กรุงเทพมหานคร 10330',
    buyerTaxId: DEMO_BUYER_TAX_ID,
    buyerBranch: '00000',
    count: 2,
    margin: 12,
  },
  {
    kind: 'retail',
    customerName: 'Anna Schmidt',
    customerContact: 'anna@example.com',
    paymentMethod: 'card',
    handover: 'counter',
    documentType: 'receipt',
    count: 1,
    margin: 22,
  },
  {
    kind: 'retail',
    customerName: 'วิภาวดี ศรีสุข',
    customerContact: '089-876-5432',
    paymentMethod: 'promptPay',
    handover: 'shipped',
    shippingAddress: ADDRESS,
    shippingPhone: '089-876-5432',
    documentType: 'receipt',
    count: 1,
    margin: 20,
  },
  {
    kind: 'wholesale',
    customerName: 'บริษัท มือถือดี จำกัด',
    customerContact: '053-111-222',
    paymentMethod: 'transfer',
    handover: 'shipped',
    shippingAddress: ADDRESS,
    shippingPhone: '053-111-222',
    documentType: 'taxInvoice',
    buyerAddress: ADDRESS,
    buyerTaxId: DEMO_BUYER_TAX_ID,
    buyerBranch: '00001',
    count: 2,
    margin: 10,
    then: 'inTransit',
  },
  {
    kind: 'retail',
    customerName: 'นภา แสงทอง',
    customerContact: '081-777-8888',
    paymentMethod: 'promptPay',
    handover: 'shipped',
    shippingAddress: '8/8 ซอยอารีย์ 4 แขวงพญาไท เขตพญาไท กรุงเทพมหานคร 10400',
    shippingPhone: '081-777-8888',
    documentType: 'receipt',
    count: 1,
    margin: 20,
    then: 'delivered',
  },
  {
    kind: 'retail',
    customerName: 'Peter Brown',
    customerContact: '+66 95 123 4567',
    paymentMethod: 'card',
    handover: 'shipped',
    shippingAddress: '21 Moo 4, Tambon Rawai, Amphoe Mueang, Phuket 83130',
    shippingPhone: '095-123-4567',
    documentType: 'receipt',
    count: 1,
    margin: 18,
    then: 'failed',
  },
  {
    kind: 'retail',
    customerName: 'สุดา มีสุข',
    customerContact: '084-222-3333',
    paymentMethod: 'transfer',
    handover: 'shipped',
    shippingAddress: '77 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมือง ขอนแก่น 40000',
    shippingPhone: '084-222-3333',
    documentType: 'receipt',
    count: 1,
    margin: 18,
    then: 'returned',
  },
  {
    kind: 'retail',
    customerName: 'ประเสริฐ ทองคำ',
    customerContact: '086-000-1111',
    paymentMethod: 'cash',
    handover: 'counter',
    documentType: 'abbreviatedTaxInvoice',
    count: 1,
    margin: 25,
    then: 'cancel',
  },
  {
    kind: 'retail',
    customerName: 'John Miller',
    customerContact: '+66 92 345 6789',
    paymentMethod: 'card',
    handover: 'counter',
    documentType: 'receipt',
    count: 1,
    margin: 20,
    then: 'return',
  },
];

const MINUTE_MS = 60 * 1000;
/** Planned sales from this one on fall in the current month (their deliveries and receipt too). */
const FIRST_OF_THIS_MONTH = 4;
/** Walk-in sales sell about this share of the stock left after the planned ones. */
const WALK_IN_SHARE = 0.55;
const WALK_IN_PAYMENTS = [
  ['cash', 3],
  ['promptPay', 4],
  ['card', 2],
  ['transfer', 1],
] as const satisfies readonly (readonly [TRecordSale['paymentMethod'], number])[];

interface TSaleToWrite {
  at: Date;
  input: TRecordSale;
  then?: TPlannedSale['then'];
}

/**
 * When each planned sale happens, in shop hours (10:00-18:00 Bangkok): the first ones spread over the weeks
 * before this month (from two days after the first stock was shelved), the rest over this month's days
 * before today (on the 1st of a month, the minutes before now).
 */
export function plannedSaleTimes(firstShelved: Date, now: Date): Date[] {
  const today = bangkokDate(now);
  const monthStart = firstDayOf(monthOf(today));
  // This month's days before today; on the 1st, today (squeezed into the minutes before now).
  const daysBefore = Number(today.slice(8, 10)) - 1;
  const earlierFrom = bangkokDate(new Date(firstShelved.getTime() + 2 * DAY_MS));
  const earlierDays = Math.max(
    0,
    Math.round((bangkokDayStart(monthStart).getTime() - bangkokDayStart(earlierFrom).getTime()) / DAY_MS) - 1,
  );
  const later = PLANNED.length - FIRST_OF_THIS_MONTH;
  return PLANNED.map((_, index) => {
    const thisMonth = index >= FIRST_OF_THIS_MONTH;
    const day = thisMonth
      ? addDays(monthStart, Math.floor((daysBefore * (index - FIRST_OF_THIS_MONTH + 0.5)) / later))
      : addDays(earlierFrom, Math.round((earlierDays * index) / (FIRST_OF_THIS_MONTH - 1)));
    const at = bangkokDayStart(day).getTime() + (10 + ((index * 3) % 8)) * HOUR_MS + index * 7 * MINUTE_MS;
    return new Date(Math.min(at, now.getTime() - (PLANNED.length - index) * 5 * MINUTE_MS));
  });
}

/**
 * The demo's sales (decision 027) from its available stock, through the sales service, written in the
 * order they happened (document numbers follow the days):
 * - the planned ones: retail and wholesale, each document type, shipped ones with their deliveries in
 *   every state (delivered ones signed, decision 030; the one never sent is weeks overdue), one cancelled
 *   (credit note) and one returned within warranty; the later ones in the current month, so the reports,
 *   Finance and Account open on a month with sales;
 * - walk-in counter sales of about half the rest of the stock, each a few days after it was shelved, so a
 *   month's revenue is a shop's (the newest stock, and the rest, stays on the shelf).
 * Each planned sale takes the oldest stock shelved a day before it; a sale with too little skips.
 */
export async function seedDemoSales(db: TDb, now: Date, files: TFileStore): Promise<number> {
  const stock = await listDemoStock(db);
  if (stock.length === 0) return 0;
  await ensureDemoCompanyProfile(db);
  const workflow = createWorkflow({ db });
  let clock = now;
  const service = createSalesService({ db, workflow, now: () => clock });

  const taken = new Set<number>();
  const toWrite: TSaleToWrite[] = [];
  const firstShelved = new Date(Math.min(...stock.map((item) => item.availableAt.getTime())));
  for (const [index, at] of plannedSaleTimes(firstShelved, now).entries()) {
    const plan = PLANNED[index]!;
    const shelved = (by: number) =>
      stock.filter((item) => !taken.has(item.id) && item.availableAt.getTime() < by).slice(0, plan.count);
    let items = shelved(at.getTime() - DAY_MS);
    if (items.length < plan.count) items = shelved(at.getTime());
    if (items.length < plan.count) continue;
    items.forEach((item) => taken.add(item.id));
    const { count: _count, margin, then, ...input } = plan;
    toWrite.push({
      at,
      then,
      input: { ...input, items: items.map((item) => ({ itemId: item.id, priceThb: priceOf(item, margin) })) },
    });
  }

  const random = createRandom(`${DEMO_SEED_SALES}`);
  for (const item of stock) {
    if (taken.has(item.id) || !random.chance(WALK_IN_SHARE)) continue;
    // A few days on the shelf, sold in shop hours (10:00-19:00 Bangkok).
    const day = addDays(bangkokDate(item.availableAt), random.int(1, 12));
    const at = new Date(bangkokDayStart(day).getTime() + (10 + random.between(0, 9)) * HOUR_MS);
    const customer = makeCustomer(random);
    const paymentMethod = random.weighted(WALK_IN_PAYMENTS);
    const margin = random.int(12, 28);
    if (at.getTime() >= now.getTime() - HOUR_MS) continue;
    taken.add(item.id);
    toWrite.push({
      at,
      input: {
        kind: 'retail',
        customerName: customer.fullName,
        customerContact: customer.phone,
        paymentMethod,
        handover: 'counter',
        documentType: random.chance(0.3) ? 'abbreviatedTaxInvoice' : 'receipt',
        items: [{ itemId: item.id, priceThb: priceOf(item, margin) }],
      },
    });
  }
  toWrite.sort((a, b) => a.at.getTime() - b.at.getTime());

  let written = 0;
  for (const { at, input, then } of toWrite) {
    const saleId = await workflow.transaction((tx: TTx) => recordSaleInTx(tx, input, SALES, { at }));
    written += 1;
    if (!then) continue;
    clock = new Date(Math.min(at.getTime() + 2 * HOUR_MS, now.getTime()));
    const sale = await service.getSale(saleId, SALES.roles);
    if (then === 'cancel') {
      await service.cancelSale(saleId, { version: sale.version, reason: 'ลูกค้าเปลี่ยนใจก่อนรับเครื่อง' }, SALES);
    } else if (then === 'return') {
      await service.returnItems(
        saleId,
        {
          version: sale.version,
          itemIds: [input.items[0]!.itemId],
          disposition: 'warehouse',
          reason: 'หน้าจอกะพริบ',
        },
        SALES,
      );
    } else if (sale.delivery) {
      await walkDemoDelivery(db, { workflow, files }, sale.delivery.id, then, {
        saleId,
        recipient: input.customerName,
        at: clock,
        now,
      });
    }
  }
  return written;
}

/**
 * Deletes the demo's sales: those of demo stock (`itemIds`), with their lines, documents, deliveries and
 * the history, events and audit rows of the sales and deliveries. Document numbers once taken stay taken
 * (the counters are gapless per year and never go back), so a re-run numbers its documents after them.
 * Returns the file keys of the deliveries' signatures, whose rows it deleted.
 */
export async function deleteDemoSales(tx: TTx, itemIds: readonly number[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: saleItems.saleId })
    .from(saleItems)
    .where(inArray(saleItems.warehouseItemId, [...itemIds]));
  const saleIds = rows.map((row) => row.id);
  if (saleIds.length === 0) return [];
  const fileKeys: string[] = [];
  const deliveryIds = (
    await tx.select({ id: deliveries.id }).from(deliveries).where(inArray(deliveries.saleId, saleIds))
  ).map((row) => row.id);
  const numbers = (
    await tx
      .select({ number: saleDocuments.number })
      .from(saleDocuments)
      .where(inArray(saleDocuments.saleId, saleIds))
  ).map((row) => row.number);
  const ofRecords = (
    entity: typeof workflowHistory.entity | typeof outboxEvents.entity,
    entityId: typeof workflowHistory.entityId | typeof outboxEvents.entityId,
  ) =>
    or(
      and(eq(entity, 'sale'), inArray(entityId, saleIds)),
      deliveryIds.length > 0 ? and(eq(entity, 'delivery'), inArray(entityId, deliveryIds)) : undefined,
    );
  await tx.delete(workflowHistory).where(ofRecords(workflowHistory.entity, workflowHistory.entityId));
  await tx.delete(outboxEvents).where(ofRecords(outboxEvents.entity, outboxEvents.entityId));
  await tx
    .delete(auditLog)
    .where(
      or(
        and(
          eq(auditLog.targetType, 'sale'),
          inArray(auditLog.targetId, [...numbers, ...saleIds.map(String)]),
        ),
        deliveryIds.length > 0
          ? and(eq(auditLog.targetType, 'delivery'), inArray(auditLog.targetId, deliveryIds.map(String)))
          : undefined,
      ),
    );
  if (deliveryIds.length > 0) {
    const signed = await tx
      .select({ id: deliveries.signatureFileId })
      .from(deliveries)
      .where(inArray(deliveries.id, deliveryIds));
    await tx.delete(deliveries).where(inArray(deliveries.id, deliveryIds));
    fileKeys.push(
      ...(await deleteDemoFiles(
        tx,
        signed.flatMap((row) => (row.id ? [row.id] : [])),
      )),
    );
  }
  // How they were paid (decision 044), and what their vouchers moved.
  await tx.delete(salePayments).where(inArray(salePayments.saleId, saleIds));
  await tx.delete(voucherMovements).where(inArray(voucherMovements.saleId, saleIds));
  await tx.delete(saleItems).where(inArray(saleItems.saleId, saleIds));
  await tx.delete(saleDocuments).where(inArray(saleDocuments.saleId, saleIds));
  await tx.delete(sales).where(inArray(sales.id, saleIds));
  return fileKeys;
}
