import { and, desc, eq, sql } from 'drizzle-orm';
import type { TCommissionRule } from '#core/dealer-commission.ts';
import type { TDealerState } from '#core/workflow/dealer-machine.ts';
import type { TExecutor } from '../../db/client.ts';
import { dealerCommissionRules, dealerCommissions, dealers, tradeIns, users } from '../../db/schema/index.ts';

export type TDealerRow = typeof dealers.$inferSelect;

export interface TDealerProfileValues {
  shopName: string;
  phone: string;
  province: string;
  address: string;
}

/** A shop with its account's contact and how many requests carry its code. */
export interface TDealerListRow extends TDealerRow {
  email: string | null;
  accountPhone: string | null;
  displayName: string;
  requestCount: number;
}

const listColumns = {
  dealer: dealers,
  email: users.email,
  accountPhone: users.phone,
  displayName: users.displayName,
  requestCount: sql<number>`case when ${dealers.code} is null then 0 else (select count(*)::int from ${tradeIns} where ${tradeIns.dealerCode} = ${dealers.code}) end`,
};

const flatten = (row: {
  dealer: TDealerRow;
  email: string | null;
  accountPhone: string | null;
  displayName: string;
  requestCount: number;
}): TDealerListRow => ({ ...row.dealer, ...row, requestCount: Number(row.requestCount) });

export async function findDealerByUser(db: TExecutor, userId: string): Promise<TDealerRow | undefined> {
  const [row] = await db.select().from(dealers).where(eq(dealers.userId, userId));
  return row;
}

export async function findDealerById(db: TExecutor, id: number): Promise<TDealerListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(dealers)
    .innerJoin(users, eq(users.id, dealers.userId))
    .where(eq(dealers.id, id));
  return row && flatten(row);
}

/** The shop whose code this is, only while it is approved: the one test every use of a code passes. */
export async function findApprovedByCode(db: TExecutor, code: string): Promise<TDealerRow | undefined> {
  const [row] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.code, code), eq(dealers.status, 'approved')));
  return row;
}

export async function listDealers(db: TExecutor, status?: TDealerState): Promise<TDealerListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(dealers)
    .innerJoin(users, eq(users.id, dealers.userId))
    .where(status ? eq(dealers.status, status) : undefined)
    .orderBy(desc(dealers.createdAt))
    .limit(500);
  return rows.map(flatten);
}

/** Codes taken, or about to be: every code beginning with the stem. */
export async function codesStartingWith(db: TExecutor, stem: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: dealers.code })
    .from(dealers)
    .where(sql`${dealers.code} like ${`${stem.replace(/[%_\\]/g, '')}%`}`);
  return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
}

export async function insertDealer(
  db: TExecutor,
  userId: string,
  values: TDealerProfileValues,
  options: { at?: Date; isDemo?: boolean } = {},
): Promise<number> {
  const at = options.at ?? new Date();
  const [row] = await db
    .insert(dealers)
    .values({ userId, ...values, isDemo: options.isDemo ?? false, createdAt: at, updatedAt: at })
    .returning({ id: dealers.id });
  return row!.id;
}

export async function updateDealerProfile(
  db: TExecutor,
  userId: string,
  values: TDealerProfileValues,
  at: Date,
): Promise<void> {
  await db
    .update(dealers)
    .set({ ...values, updatedAt: at })
    .where(eq(dealers.userId, userId));
}

/** Sets the code of a pending shop and bumps its version; false when it is not pending (or the version moved). */
export async function setPendingCode(
  db: TExecutor,
  id: number,
  code: string,
  version: number,
): Promise<boolean> {
  const rows = await db
    .update(dealers)
    .set({ code, version: sql`${dealers.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(dealers.id, id), eq(dealers.version, version), eq(dealers.status, 'pending')))
    .returning({ id: dealers.id });
  return rows.length === 1;
}

export async function setStatusReason(db: TExecutor, id: number, reason: string | null): Promise<void> {
  await db.update(dealers).set({ statusReason: reason }).where(eq(dealers.id, id));
}

export async function readCommissionRules(db: TExecutor, dealerId: number): Promise<TCommissionRule[]> {
  const rows = await db
    .select({
      category: dealerCommissionRules.category,
      kind: dealerCommissionRules.kind,
      percentBp: dealerCommissionRules.percentBp,
      fixedThb: dealerCommissionRules.fixedThb,
    })
    .from(dealerCommissionRules)
    .where(eq(dealerCommissionRules.dealerId, dealerId))
    .orderBy(dealerCommissionRules.category);
  return rows as TCommissionRule[];
}

export async function replaceCommissionRules(
  db: TExecutor,
  dealerId: number,
  rules: readonly TCommissionRule[],
): Promise<void> {
  await db.delete(dealerCommissionRules).where(eq(dealerCommissionRules.dealerId, dealerId));
  if (rules.length === 0) return;
  await db.insert(dealerCommissionRules).values(
    rules.map((rule) => ({
      dealerId,
      category: rule.category,
      kind: rule.kind,
      percentBp: rule.kind === 'percent' ? rule.percentBp : 0,
      fixedThb: rule.kind === 'fixed' ? rule.fixedThb : 0,
    })),
  );
}

export async function commissionTotalSatang(db: TExecutor, dealerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${dealerCommissions.commissionSatang}), 0)` })
    .from(dealerCommissions)
    .where(eq(dealerCommissions.dealerId, dealerId));
  return Number(row?.total ?? 0);
}
