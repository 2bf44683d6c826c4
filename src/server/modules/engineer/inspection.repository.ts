import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb, TExecutor, TTx } from '../../db/client.ts';
import {
  brands,
  imeiBlocklist,
  inspections,
  photos,
  quotes,
  requotes,
  stores,
  tradeIns,
  users,
} from '../../db/schema/index.ts';

const claimer = alias(users, 'claimer');
const inspector = alias(users, 'inspector');
const label = (table: { email: unknown; phone: unknown }) =>
  sql<string | null>`coalesce(${table.email}, ${table.phone})`;

/** A request as the engineer console shows it, with its quote's answers and price table and its inspection. */
export async function findEngineerRecord(db: TExecutor, reference: string) {
  const [row] = await db
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      status: tradeIns.status,
      version: tradeIns.version,
      device: tradeIns.deviceDescription,
      category: tradeIns.category,
      brandId: tradeIns.brandId,
      brandName: brands.name,
      storageGb: tradeIns.storageGb,
      year: tradeIns.year,
      imeiSerial: tradeIns.imeiSerial,
      option: tradeIns.option,
      fulfilment: tradeIns.fulfilment,
      province: tradeIns.province,
      storeNameTh: stores.nameTh,
      storeNameEn: stores.nameEn,
      grade: tradeIns.grade,
      offerLines: tradeIns.priceLines,
      offeredThb: tradeIns.offeredThb,
      rejectionReason: tradeIns.rejectionReason,
      answers: quotes.answers,
      priceTable: quotes.priceTable,
      voucherUpliftPercent: quotes.voucherUpliftPercent,
      provincialBonusThb: quotes.provincialBonusThb,
      requote: requotes.status,
      inspection: inspections,
      claimerLabel: label(claimer),
      inspectorLabel: label(inspector),
    })
    .from(tradeIns)
    .leftJoin(brands, eq(brands.id, tradeIns.brandId))
    .leftJoin(stores, eq(stores.id, tradeIns.storeId))
    .leftJoin(quotes, eq(quotes.id, tradeIns.quoteId))
    .leftJoin(requotes, eq(requotes.tradeInId, tradeIns.id))
    .leftJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .leftJoin(claimer, eq(claimer.id, inspections.claimedBy))
    .leftJoin(inspector, eq(inspector.id, inspections.inspectedBy))
    .where(eq(tradeIns.reference, reference));
  if (!row) return undefined;
  const photoRows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.tradeInId, row.id))
    .orderBy(photos.position);
  return { ...row, photoIds: photoRows.map((photo) => photo.id) };
}
export type TEngineerRecord = NonNullable<Awaited<ReturnType<typeof findEngineerRecord>>>;

/** Claims an open inspection for the user unless someone else holds it; true when the user holds it now. */
export async function claimInspection(db: TExecutor, tradeInId: number, userId: string): Promise<boolean> {
  const rows = await db
    .update(inspections)
    .set({
      claimedBy: userId,
      claimedAt: sql`coalesce(${inspections.claimedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(inspections.tradeInId, tradeInId),
        isNull(inspections.closedAt),
        or(isNull(inspections.claimedBy), eq(inspections.claimedBy, userId)),
      ),
    )
    .returning({ id: inspections.tradeInId });
  return rows.length > 0;
}

export async function releaseInspection(db: TExecutor, tradeInId: number): Promise<void> {
  await db
    .update(inspections)
    .set({ claimedBy: null, claimedAt: null, updatedAt: sql`now()` })
    .where(eq(inspections.tradeInId, tradeInId));
}

/** Other requests, open or settled (not rejected), that carry the same IMEI/serial. */
export async function findDuplicates(db: TExecutor, imei: string, exceptId: number) {
  return db
    .select({ reference: tradeIns.reference, status: tradeIns.status })
    .from(tradeIns)
    .where(
      and(
        ne(tradeIns.id, exceptId),
        ne(tradeIns.status, 'rejected'),
        or(
          eq(tradeIns.imeiSerial, imei),
          inArray(
            tradeIns.id,
            db.select({ id: inspections.tradeInId }).from(inspections).where(eq(inspections.imei, imei)),
          ),
        ),
      ),
    )
    .orderBy(tradeIns.reference)
    .limit(20);
}

export async function findBlocked(db: TExecutor, imei: string) {
  const [row] = await db
    .select({ note: imeiBlocklist.note })
    .from(imeiBlocklist)
    .where(eq(imeiBlocklist.imei, imei));
  return row;
}

export type TInspectionWrite = Partial<typeof inspections.$inferInsert>;

/** Writes what the engineer found on the request's inspection row. */
export async function saveInspection(tx: TTx, tradeInId: number, values: TInspectionWrite): Promise<void> {
  await tx
    .update(inspections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(inspections.tradeInId, tradeInId));
}

/** An inspection row for a request that has none (a request received before the queue existed). */
export async function ensureInspection(tx: TExecutor, tradeInId: number): Promise<void> {
  await tx
    .insert(inspections)
    .values({ tradeInId, receivedAt: sql`now()` })
    .onConflictDoNothing({ target: inspections.tradeInId });
}

/** What a certificate prints, by the request's reference or the verification token. */
export async function findCertificate(db: TExecutor, by: { reference: string } | { token: string }) {
  const [row] = await db
    .select({
      reference: tradeIns.reference,
      phone: tradeIns.phone,
      device: tradeIns.deviceDescription,
      imei: inspections.imei,
      method: inspections.wipeMethod,
      wipedAt: inspections.wipedAt,
      number: inspections.certificateNumber,
      token: inspections.certificateToken,
      engineer: label(inspector),
    })
    .from(inspections)
    .innerJoin(tradeIns, eq(tradeIns.id, inspections.tradeInId))
    .leftJoin(inspector, eq(inspector.id, inspections.inspectedBy))
    .where(
      'reference' in by ? eq(tradeIns.reference, by.reference) : eq(inspections.certificateToken, by.token),
    );
  return row?.number && row.method && row.wipedAt && row.imei && row.token
    ? {
        ...row,
        number: row.number,
        method: row.method,
        wipedAt: row.wipedAt,
        imei: row.imei,
        token: row.token,
      }
    : undefined;
}

export async function listBlocklist(db: TDb) {
  return db
    .select({
      id: imeiBlocklist.id,
      imei: imeiBlocklist.imei,
      note: imeiBlocklist.note,
      createdBy: label(users),
      createdAt: imeiBlocklist.createdAt,
    })
    .from(imeiBlocklist)
    .leftJoin(users, eq(users.id, imeiBlocklist.createdBy))
    .orderBy(desc(imeiBlocklist.createdAt), desc(imeiBlocklist.id))
    .limit(1000);
}

export async function insertBlocklistEntry(
  tx: TExecutor,
  values: { imei: string; note: string; createdBy: string | null },
) {
  const [row] = await tx.insert(imeiBlocklist).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteBlocklistEntry(tx: TExecutor, id: number) {
  const [row] = await tx.delete(imeiBlocklist).where(eq(imeiBlocklist.id, id)).returning();
  return row;
}

/** The evidence photo ids of a request's inspection. */
export async function findInspectionPhotos(db: TExecutor, reference: string): Promise<string[]> {
  const [row] = await db
    .select({ ids: inspections.evidencePhotoIds })
    .from(inspections)
    .innerJoin(tradeIns, eq(tradeIns.id, inspections.tradeInId))
    .where(eq(tradeIns.reference, reference));
  return row?.ids ?? [];
}
