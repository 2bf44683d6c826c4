import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { ANY_CATEGORY, type TCommissionRule } from '#core/dealer-commission.ts';
import { ZDealerProfileRequestSchema } from '#core/contracts/auth.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import type { TDb, TTx } from '../../client.ts';
import {
  auditLog,
  dealerRequestLinks,
  dealers,
  inspections,
  outboxEvents,
  tradeIns,
  users,
  workflowHistory,
} from '../../schema/index.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { createAccount } from '../../../modules/auth/accounts.ts';
import { createAuthRepository } from '../../../modules/auth/auth.repository.ts';
import { createAdminDealersService } from '../../../modules/dealers/admin-dealers.service.ts';
import { linkCounterRequest } from '../../../modules/dealers/dealer-area.repository.ts';
import { createDealersService } from '../../../modules/dealers/dealers.service.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';

/**
 * The demo's partner shops (decision 020, decision 023): accounts with a demo-only password, their shop
 * profiles applied, approved, suspended through the dealers module's services, commission rules, and a
 * share of the demo's requests carrying the approved shops' codes (counter and customer-assessed).
 */
export const DEMO_DEALER_PASSWORD = 'khumkha-demo-dealer';
export const DEMO_DEALER_EMAIL_DOMAIN = 'demo-dealer.invalid';

interface TDemoShop {
  email: string;
  displayName: string;
  shopName: string;
  phone: string;
  province: string;
  address: string;
  fate: 'approved' | 'pending' | 'suspended';
  rules?: TCommissionRule[];
  reason?: string;
}

const percent = (category: TCommissionRule['category'], percentBp: number): TCommissionRule => ({
  category,
  kind: 'percent',
  percentBp,
  fixedThb: 0,
});
const fixed = (category: TCommissionRule['category'], fixedThb: number): TCommissionRule => ({
  category,
  kind: 'fixed',
  percentBp: 0,
  fixedThb,
});

export const DEMO_SHOPS: readonly TDemoShop[] = [
  {
    email: `siam-mobile@${DEMO_DEALER_EMAIL_DOMAIN}`,
    displayName: 'สมชาย ใจดี',
    shopName: 'สยามโมบาย (Siam Mobile)',
    phone: '0812345601',
    province: 'bangkok',
    address: 'ห้อง 3A-12 ชั้น 3 มาบุญครอง 444 ถนนพญาไท แขวงวังใหม่ เขตปทุมวัน กรุงเทพฯ 10330',
    fate: 'approved',
    rules: [percent(ANY_CATEGORY, 300), percent('phone', 250)],
  },
  {
    email: `fortune-phone@${DEMO_DEALER_EMAIL_DOMAIN}`,
    displayName: 'Nattapong Srisuk',
    shopName: 'Fortune Phone Center',
    phone: '0823456702',
    province: 'bangkok',
    address: '2F Fortune Town, 7 Ratchadaphisek Rd, Din Daeng, Bangkok 10400',
    fate: 'approved',
    rules: [fixed(ANY_CATEGORY, 300)],
  },
  {
    email: `nimman-gadget@${DEMO_DEALER_EMAIL_DOMAIN}`,
    displayName: 'วรรณา คำแสง',
    shopName: 'นิมมาน แกดเจ็ต',
    phone: '0834567803',
    province: 'chiang-mai',
    address: '45/2 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200',
    fate: 'approved',
    rules: [percent(ANY_CATEGORY, 200)],
  },
  {
    email: `khonkaen-it@${DEMO_DEALER_EMAIL_DOMAIN}`,
    displayName: 'Prasert Boonmee',
    shopName: 'Khon Kaen IT Mart',
    phone: '0845678904',
    province: 'khon-kaen',
    address: '112 ถนนศรีจันทร์ ตำบลในเมือง อำเภอเมืองขอนแก่น ขอนแก่น 40000',
    fate: 'pending',
  },
  {
    email: `hatyai-mobile@${DEMO_DEALER_EMAIL_DOMAIN}`,
    displayName: 'อารีย์ หมัดหลี',
    shopName: 'หาดใหญ่ โมบาย',
    phone: '0856789005',
    province: 'songkhla',
    address: '28 ถนนนิพัทธ์อุทิศ 3 ตำบลหาดใหญ่ อำเภอหาดใหญ่ สงขลา 90110',
    fate: 'suspended',
    rules: [percent(ANY_CATEGORY, 250)],
    reason: 'ลูกค้าร้องเรียนว่าประเมินสภาพเครื่องเกินจริงหลายครั้ง / repeated complaints of overstated device condition',
  },
];

/** The admin's steps are taken as an admin without an account (the demo creates no staff). */
const adminActor = () => ({ userId: null, roles: ['admin' as const] });

function principalOf(userId: string): TPrincipal {
  return {
    userId,
    sessionId: 'demo',
    kind: 'dealer',
    roles: [],
    aal: 'aal1',
    mfaRequired: false,
    hasVerifiedFactor: false,
  };
}

/**
 * Writes the demo's shops and gives every fourth demo request (in order) to an approved shop, every other
 * one of those as a counter assessment. Run before the outbox is worked, so the settled ones earn their
 * commission from the real `tradeIn.settled` handler.
 */
export async function seedDemoDealers(db: TDb, now: Date): Promise<void> {
  const workflow = createWorkflow({ db });
  const profiles = createDealersService({ db, workflow, now: () => now });
  const admin = createAdminDealersService({ db, workflow });
  const auth = createAuthRepository(db);
  const approved: { id: number; code: string }[] = [];

  for (const shop of DEMO_SHOPS) {
    const account = await createAccount(
      auth,
      {
        kind: 'dealer',
        email: shop.email,
        phone: null,
        displayName: shop.displayName,
        password: DEMO_DEALER_PASSWORD,
        roles: [],
      },
      now,
    );
    if (account.kind !== 'created') throw new Error(`demo dealer account ${shop.email}: ${account.kind}`);
    await profiles.saveProfile(
      principalOf(account.id),
      ZDealerProfileRequestSchema.parse({
        shopName: shop.shopName,
        phone: shop.phone,
        province: shop.province,
        address: shop.address,
      }),
    );
    await db.update(dealers).set({ isDemo: true }).where(eq(dealers.userId, account.id));
    if (shop.fate === 'pending') continue;
    const [row] = await db.select().from(dealers).where(eq(dealers.userId, account.id));
    // Approved with the code Admin › Dealers suggests (province prefix + short name).
    await admin.changeStatus(
      row!.id,
      { to: 'approved', version: row!.version, code: undefined, reason: undefined, note: undefined },
      adminActor(),
    );
    const detail = await admin.setCommission(row!.id, { rules: shop.rules ?? [] }, adminActor());
    if (shop.fate === 'suspended') {
      await admin.changeStatus(
        row!.id,
        { to: 'suspended', version: detail.version, code: undefined, reason: shop.reason, note: undefined },
        adminActor(),
      );
    } else {
      approved.push({ id: row!.id, code: detail.code! });
    }
  }

  if (approved.length === 0) return;
  const requests = await db
    .select({ id: tradeIns.id, reference: tradeIns.reference })
    .from(tradeIns)
    .where(eq(tradeIns.isDemo, true))
    .orderBy(asc(tradeIns.id));
  const shared = requests.filter((_, index) => index % 4 === 1);
  for (const [index, request] of shared.entries()) {
    const shop = approved[index % approved.length]!;
    // Only the demo's own requests get a code; a counter one is linked as the counter wizard links it.
    await db
      .update(tradeIns)
      .set({ dealerCode: shop.code })
      .where(and(eq(tradeIns.id, request.id), eq(tradeIns.isDemo, true)));
    if (Math.floor(index / approved.length) % 2 === 0) {
      await linkCounterRequest(db, request.reference, shop.id);
    }
  }
  await gradeDemoCounterInspections(db);
}

/**
 * The engineer's grade on the counter assessments the demo's timeline took past inspection (decision
 * 032), so the shops' accuracy shows: the counter's grade mostly, one grade worse for every third one.
 */
async function gradeDemoCounterInspections(db: TDb): Promise<void> {
  const inspected = await db
    .select({ id: tradeIns.id, grade: tradeIns.grade })
    .from(tradeIns)
    .innerJoin(dealerRequestLinks, eq(dealerRequestLinks.tradeInId, tradeIns.id))
    .innerJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .where(
      and(
        eq(tradeIns.isDemo, true),
        eq(dealerRequestLinks.channel, 'counter'),
        isNotNull(tradeIns.engineerActualPriceThb),
        isNotNull(tradeIns.grade),
        isNull(inspections.grade),
      ),
    )
    .orderBy(asc(tradeIns.id));
  for (const [index, row] of inspected.entries()) {
    const at = GRADES.indexOf(row.grade as TGrade);
    const grade = index % 3 === 2 ? GRADES[Math.min(at + 1, GRADES.length - 1)]! : (row.grade as TGrade);
    await db.update(inspections).set({ grade }).where(eq(inspections.tradeInId, row.id));
  }
}

/**
 * Deletes the demo's shops and what hangs on them: their history, events and audit rows, then the
 * accounts (the shop, its rules, commissions, request links and sessions go with them). Real shops and
 * accounts are never touched: only accounts whose shop is marked as the demo's.
 */
export async function deleteDemoDealers(tx: TTx): Promise<number> {
  const rows = await tx
    .select({ id: dealers.id, userId: dealers.userId, code: dealers.code, shopName: dealers.shopName })
    .from(dealers)
    .where(eq(dealers.isDemo, true));
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  await tx
    .delete(workflowHistory)
    .where(and(eq(workflowHistory.entity, 'dealer'), inArray(workflowHistory.entityId, ids)));
  await tx
    .delete(outboxEvents)
    .where(and(eq(outboxEvents.entity, 'dealer'), inArray(outboxEvents.entityId, ids)));
  await tx.delete(auditLog).where(
    or(
      // The workflow's audit names a shop by its code, or by its name before it has one.
      and(
        eq(auditLog.targetType, 'dealer'),
        inArray(auditLog.targetId, [
          ...ids.map(String),
          ...rows.flatMap((row) => (row.code ? [row.code, row.shopName] : [row.shopName])),
        ]),
      ),
      inArray(
        auditLog.actorUserId,
        rows.map((row) => row.userId),
      ),
    ),
  );
  await tx.delete(users).where(
    inArray(
      users.id,
      rows.map((row) => row.userId),
    ),
  );
  return rows.length;
}
