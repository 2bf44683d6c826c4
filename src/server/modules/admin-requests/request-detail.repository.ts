import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../db/client.ts';
import { writeAudit, type TAuditActor } from '../../db/audit.ts';
import {
  auditLog,
  brands,
  inspections,
  payments,
  photos,
  priceProposals,
  quotes,
  requotes,
  stores,
  tradeInConsents,
  tradeIns,
  users,
  vouchers,
} from '../../db/schema/index.ts';
import { readHistory } from '../workflow/workflow.repository.ts';

export const AUDIT_TRADE_IN_NOTES = 'TRADE_IN_NOTES_CHANGED';
export const AUDIT_TARGET_TRADE_IN = 'tradeIn';
/** The audit actions of staff changes to a request (its status changes are written by the workflow). */
const REQUEST_CHANGES = [
  'TRADE_IN_STATUS_CHANGED',
  'REQUOTE_STATUS_CHANGED',
  'PRICE_PROPOSAL_STATUS_CHANGED',
  AUDIT_TRADE_IN_NOTES,
];

/** A request with its brand's and store's names and its re-quote's state, for its page. */
export async function findRequest(db: TDb, reference: string) {
  const [row] = await db
    .select({
      request: tradeIns,
      brandName: brands.name,
      storeNameTh: stores.nameTh,
      storeNameEn: stores.nameEn,
      requote: requotes.status,
    })
    .from(tradeIns)
    .leftJoin(brands, eq(brands.id, tradeIns.brandId))
    .leftJoin(stores, eq(stores.id, tradeIns.storeId))
    .leftJoin(requotes, eq(requotes.tradeInId, tradeIns.id))
    .where(eq(tradeIns.reference, reference));
  return row;
}

/** What goes with a request on its page: the stored quote, photos, consents, and its and its re-quote's history. */
export async function findRelated(db: TDb, tradeInId: number, quoteId: string | null) {
  const [quoteRows, photoRows, consentRows, tradeInHistory, requoteHistory, proposalHistory] =
    await Promise.all([
      quoteId ? db.select().from(quotes).where(eq(quotes.id, quoteId)) : Promise.resolve([]),
      db
        .select({ id: photos.id, width: photos.width, height: photos.height, bytes: photos.bytes })
        .from(photos)
        .where(eq(photos.tradeInId, tradeInId))
        .orderBy(asc(photos.position), asc(photos.createdAt)),
      db
        .select({
          kind: tradeInConsents.kind,
          granted: tradeInConsents.granted,
          noticeVersion: tradeInConsents.noticeVersion,
          recordedAt: tradeInConsents.recordedAt,
        })
        .from(tradeInConsents)
        .where(eq(tradeInConsents.tradeInId, tradeInId))
        .orderBy(asc(tradeInConsents.id)),
      readHistory(db, 'tradeIn', [tradeInId]),
      readHistory(db, 'requote', [tradeInId]),
      readHistory(db, 'priceProposal', [tradeInId]),
    ]);
  const history = [
    ...tradeInHistory.map((row) => ({ ...row, entity: 'tradeIn' as const })),
    ...requoteHistory.map((row) => ({ ...row, entity: 'requote' as const })),
    ...proposalHistory.map((row) => ({ ...row, entity: 'priceProposal' as const })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { quote: quoteRows[0], photos: photoRows, consents: consentRows, history };
}

const userLabel = (id: AnyPgColumn) =>
  sql<
    string | null
  >`(select coalesce(${users.email}, ${users.phone}, ${users.displayName}) from ${users} where ${users.id} = ${id})`;

/**
 * The request's money beside its offer (decision 040): the price above the offer proposed, if any, with
 * who proposed and decided it; what the engineer's inspection priced; what was paid (the completed
 * payment, or the settlement's issued voucher).
 */
export async function findPriceFacts(db: TDb, tradeInId: number) {
  const [[proposal], [inspection], [payment], [voucher]] = await Promise.all([
    db
      .select({
        row: priceProposals,
        proposedByLabel: userLabel(priceProposals.proposedBy),
        decidedByLabel: userLabel(priceProposals.decidedBy),
      })
      .from(priceProposals)
      .where(eq(priceProposals.tradeInId, tradeInId)),
    db
      .select({ actualThb: inspections.actualThb })
      .from(inspections)
      .where(eq(inspections.tradeInId, tradeInId)),
    db
      .select({ reference: payments.reference, amountSatang: payments.amountSatang })
      .from(payments)
      .where(and(eq(payments.tradeInId, tradeInId), eq(payments.status, 'completed')))
      .orderBy(desc(payments.id))
      .limit(1),
    db
      .select({ code: vouchers.code, amountSatang: vouchers.amountSatang })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.tradeInId, tradeInId),
          eq(vouchers.origin, 'settlement'),
          sql`${vouchers.code} is not null`,
          sql`${vouchers.status} <> 'cancelled'`,
        ),
      )
      .limit(1),
  ]);
  return { proposal, engineerThb: inspection?.actualThb ?? null, payment, voucher };
}

/** The prices above the offer waiting for an admin, oldest first (the request still inspected). */
export async function listWaitingProposals(db: TDb, limit = 200) {
  return db
    .select({
      reference: tradeIns.reference,
      device: tradeIns.deviceDescription,
      offeredThb: priceProposals.offeredThb,
      proposedThb: priceProposals.proposedThb,
      reason: priceProposals.reason,
      proposedBy: userLabel(priceProposals.proposedBy),
      proposedAt: priceProposals.createdAt,
      count: sql<number>`(count(*) over ())::int`,
    })
    .from(priceProposals)
    .innerJoin(tradeIns, eq(tradeIns.id, priceProposals.tradeInId))
    .where(and(eq(priceProposals.status, 'pending'), eq(tradeIns.status, 'inspected')))
    .orderBy(asc(priceProposals.createdAt), asc(priceProposals.tradeInId))
    .limit(limit);
}

/** The stored file of one of the request's photos. */
export async function findPhotoFile(db: TDb, reference: string, photoId: string) {
  const [row] = await db
    .select({ fileName: photos.fileName, mimeType: photos.mimeType })
    .from(photos)
    .innerJoin(tradeIns, eq(tradeIns.id, photos.tradeInId))
    .where(and(eq(tradeIns.reference, reference), eq(photos.id, photoId)));
  return row;
}

/** The id, version and notes a change of the request starts from. */
export async function findRequestForChange(db: TDb, reference: string) {
  const [row] = await db
    .select({ id: tradeIns.id, version: tradeIns.version, adminNotes: tradeIns.adminNotes })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference));
  return row;
}

/**
 * Replaces the admin notes while the request is at `version`, with its audit row, in the caller's
 * transaction. Returns the new version, or undefined when someone else changed the request first.
 */
export async function updateNotes(
  tx: TTx,
  input: { id: number; reference: string; version: number; before: string | null; adminNotes: string | null },
  actor: TAuditActor,
): Promise<number | undefined> {
  const [updated] = await tx
    .update(tradeIns)
    .set({ adminNotes: input.adminNotes, version: sql`${tradeIns.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(tradeIns.id, input.id), eq(tradeIns.version, input.version)))
    .returning({ version: tradeIns.version });
  if (!updated) return undefined;
  await writeAudit(tx, actor, {
    action: AUDIT_TRADE_IN_NOTES,
    targetType: AUDIT_TARGET_TRADE_IN,
    targetId: input.reference,
    details: {
      before: { adminNotes: input.before, version: input.version },
      after: { adminNotes: input.adminNotes, version: updated.version },
    },
  });
  return updated.version;
}

/**
 * Who made the request's latest change and when, for the conflict message: the request's updated_at
 * and the staff member of the audit row written in that same transaction (the change may also be the
 * customer's, on the tracking page: then there is none). Reads the audit log's time index from that
 * moment on only.
 */
export async function findLatestChange(
  db: TDb,
  reference: string,
): Promise<{ at: Date; by: string | null } | undefined> {
  const [request] = await db
    .select({ updatedAt: tradeIns.updatedAt })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference));
  if (!request) return undefined;
  const [entry] = await db
    .select({ email: users.email, phone: users.phone, displayName: users.displayName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        gte(auditLog.at, request.updatedAt),
        eq(auditLog.targetType, AUDIT_TARGET_TRADE_IN),
        eq(auditLog.targetId, reference),
        inArray(auditLog.action, REQUEST_CHANGES),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  const by = entry ? (entry.email ?? entry.phone ?? entry.displayName ?? 'staff') : null;
  return { at: request.updatedAt, by };
}
