import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TPersonalDataKey } from '#core/personal-data.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  auditLog,
  dealerCommissions,
  dealerRequestLinks,
  deliveries,
  inspections,
  payeeDetails,
  paymentReversals,
  payments,
  photos,
  requotes,
  storedFiles,
  tradeInConsents,
  tradeIns,
  vouchers,
  workflowHistory,
} from '../../db/schema/index.ts';
import { readMessageHoldings } from '../notifications/personal-data-messages.repository.ts';

/**
 * Every column that holds a customer's personal data (decision 038; found with a grep of
 * src/server/db/schema for names, phones, e-mails, addresses, national IDs and account numbers):
 * - trade_ins: full_name, phone, email, line_id, pickup_address, remarks (the customer's words),
 *   admin_notes (staff's words about the customer);
 * - payee_details: prompt_pay_id (a phone or a national ID), account_number, account_name;
 * - payments: the payee copied when prepared (prompt_pay_id, account_number, account_name);
 * - deliveries (a device going back to its customer): address, phone, recipient_name, signature_file_id;
 * - workflow_history.evidence: recipientName, and the customer's signature and hand-over photo (files);
 * - photos: the customer's pictures (files); audit_log: admin notes copied by their audit rows.
 * Not personal: the device (IMEI/serial, description, grade), prices, dates, states, consents' times
 * and notice versions, the province (a region, kept for the reports). Quotes hold no contact data, and
 * chat conversations are not stored. Customer messages (decision 043): the LINE chats linked to a
 * request, the messages sent (recipient and words), the price reminders and alerts asked for (e-mail).
 */

/** The ids of the requests the key names (see classifyPersonalDataKey). */
export async function findRequestIds(db: TExecutor, key: TPersonalDataKey): Promise<number[]> {
  const byPayee = async (id: string) => {
    const payees = await db
      .select({ id: payeeDetails.tradeInId })
      .from(payeeDetails)
      .where(eq(payeeDetails.promptPayId, id));
    const paid = await db
      .select({ id: payments.tradeInId })
      .from(payments)
      .where(eq(payments.promptPayId, id));
    return [...payees, ...paid];
  };
  let rows: { id: number }[];
  if (key.kind === 'reference') {
    rows = await db.select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.reference, key.value));
  } else if (key.kind === 'email') {
    rows = await db
      .select({ id: tradeIns.id })
      .from(tradeIns)
      .where(sql`lower(${tradeIns.email}) = ${key.value}`);
  } else if (key.kind === 'phone') {
    const own = await db.select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.phone, key.value));
    rows = [...own, ...(await byPayee(key.value))];
  } else {
    rows = await byPayee(key.value);
  }
  return [...new Set(rows.map((row) => row.id))].sort((a, b) => a - b);
}

/** Everything stored about the requests, kind by kind, as the rows are (the export and the summary). */
export async function readHoldings(db: TExecutor, ids: readonly number[], emails: readonly string[] = []) {
  if (ids.length === 0) {
    return {
      ...(await readMessageHoldings(db, [], emails)),
      requests: [],
      consents: [],
      photos: [],
      requotes: [],
      inspections: [],
      payees: [],
      payments: [],
      paymentReversals: [],
      vouchers: [],
      deliveries: [],
      dealerLinks: [],
      dealerCommissions: [],
      history: [],
    };
  }
  const list = [...ids];
  const requestRows = await db
    .select()
    .from(tradeIns)
    .where(inArray(tradeIns.id, list))
    .orderBy(asc(tradeIns.createdAt), asc(tradeIns.id));
  const paymentRows = await db.select().from(payments).where(inArray(payments.tradeInId, list));
  const deliveryRows = await db.select().from(deliveries).where(inArray(deliveries.tradeInId, list));
  const paymentIds = paymentRows.map((row) => row.id);
  const deliveryIds = deliveryRows.map((row) => row.id);
  const entities = [
    and(eq(workflowHistory.entity, 'tradeIn'), inArray(workflowHistory.entityId, list)),
    and(eq(workflowHistory.entity, 'requote'), inArray(workflowHistory.entityId, list)),
    ...(paymentIds.length
      ? [and(eq(workflowHistory.entity, 'payment'), inArray(workflowHistory.entityId, paymentIds))]
      : []),
    ...(deliveryIds.length
      ? [and(eq(workflowHistory.entity, 'delivery'), inArray(workflowHistory.entityId, deliveryIds))]
      : []),
  ];
  const requestEmails = requestRows.flatMap((row) => (row.email ? [row.email] : []));
  return {
    ...(await readMessageHoldings(db, list, [...emails, ...requestEmails])),
    requests: requestRows,
    consents: await db.select().from(tradeInConsents).where(inArray(tradeInConsents.tradeInId, list)),
    photos: await db
      .select()
      .from(photos)
      .where(inArray(photos.tradeInId, list))
      .orderBy(asc(photos.tradeInId), asc(photos.position)),
    requotes: await db.select().from(requotes).where(inArray(requotes.tradeInId, list)),
    inspections: await db.select().from(inspections).where(inArray(inspections.tradeInId, list)),
    payees: await db.select().from(payeeDetails).where(inArray(payeeDetails.tradeInId, list)),
    payments: paymentRows,
    paymentReversals: paymentIds.length
      ? await db.select().from(paymentReversals).where(inArray(paymentReversals.paymentId, paymentIds))
      : [],
    vouchers: await db.select().from(vouchers).where(inArray(vouchers.tradeInId, list)),
    deliveries: deliveryRows,
    dealerLinks: await db
      .select()
      .from(dealerRequestLinks)
      .where(inArray(dealerRequestLinks.tradeInId, list)),
    dealerCommissions: await db
      .select()
      .from(dealerCommissions)
      .where(inArray(dealerCommissions.tradeInId, list)),
    history: await db
      .select()
      .from(workflowHistory)
      .where(sql.join(entities, sql` or `))
      .orderBy(asc(workflowHistory.id)),
  };
}
export type THoldings = Awaited<ReturnType<typeof readHoldings>>;

/** The requests locked for the erasure (a concurrent step waits, then sees the erased row). */
export async function lockRequests(tx: TExecutor, ids: readonly number[]): Promise<void> {
  await tx
    .select({ id: tradeIns.id })
    .from(tradeIns)
    .where(inArray(tradeIns.id, [...ids]))
    .for('update');
}

/** The customer's signature and hand-over photo files named by the history of the requests and deliveries. */
export function evidenceFileIds(holdings: THoldings): string[] {
  const ids = new Set<string>();
  for (const row of holdings.history) {
    for (const name of ['signature', 'handoverPhoto'] as const) {
      const value = row.evidence[name];
      if (typeof value === 'string') ids.add(value);
    }
  }
  for (const delivery of holdings.deliveries) if (delivery.signatureFileId) ids.add(delivery.signatureFileId);
  return [...ids];
}

export interface TErasure {
  requestIds: number[];
  references: string[];
  historyIds: number[];
  deliveryIds: number[];
  paymentIds: number[];
  evidenceFileIds: string[];
  erasedName: string;
  /** A phone as kept: its last four digits. */
  maskPhone(phone: string): string;
  /** A payee's name as a completed payment keeps it (initials). */
  maskName(name: string): string;
  maskDigits(value: string): string;
}

/**
 * Anonymises the rows in the caller's transaction and deletes the photo and evidence rows. Returns the
 * storage keys of the files to delete after commit (photos by their file name, evidence by their key).
 */
export async function eraseRows(
  tx: TExecutor,
  erasure: TErasure,
): Promise<{ photoFiles: string[]; evidenceKeys: string[] }> {
  const ids = erasure.requestIds;
  const requestRows = await tx
    .select({ id: tradeIns.id, phone: tradeIns.phone })
    .from(tradeIns)
    .where(inArray(tradeIns.id, ids));
  for (const row of requestRows) {
    await tx
      .update(tradeIns)
      .set({
        fullName: erasure.erasedName,
        phone: erasure.maskPhone(row.phone),
        email: null,
        lineId: null,
        pickupAddress: null,
        remarks: null,
        adminNotes: null,
        version: sql`${tradeIns.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(tradeIns.id, row.id));
  }
  await tx.delete(payeeDetails).where(inArray(payeeDetails.tradeInId, ids));

  const paymentRows = erasure.paymentIds.length
    ? await tx.select().from(payments).where(inArray(payments.id, erasure.paymentIds))
    : [];
  for (const payment of paymentRows) {
    await tx
      .update(payments)
      .set({
        promptPayId: payment.promptPayId && erasure.maskDigits(payment.promptPayId),
        accountNumber: payment.accountNumber && erasure.maskDigits(payment.accountNumber),
        accountName: erasure.maskName(payment.accountName),
      })
      .where(eq(payments.id, payment.id));
  }

  const deliveryRows = erasure.deliveryIds.length
    ? await tx.select().from(deliveries).where(inArray(deliveries.id, erasure.deliveryIds))
    : [];
  for (const delivery of deliveryRows) {
    await tx
      .update(deliveries)
      .set({
        address: erasure.erasedName,
        phone: erasure.maskPhone(delivery.phone),
        recipientName: null,
        signatureFileId: null,
        version: sql`${deliveries.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(deliveries.id, delivery.id));
  }

  if (erasure.historyIds.length) {
    await tx
      .update(workflowHistory)
      .set({ evidence: sql`${workflowHistory.evidence} - 'recipientName' - 'signature' - 'handoverPhoto'` })
      .where(inArray(workflowHistory.id, erasure.historyIds));
  }
  // Audit rows that copied a request's admin notes keep what happened, not the words.
  if (erasure.references.length) {
    await tx
      .update(auditLog)
      .set({ details: { redacted: 'personalData' } })
      .where(
        and(
          eq(auditLog.targetType, 'tradeIn'),
          inArray(auditLog.targetId, erasure.references),
          sql`${auditLog.details} ? 'before' and (${auditLog.details} -> 'before') ? 'adminNotes'`,
        ),
      );
  }

  const evidence = erasure.evidenceFileIds.length
    ? await tx
        .delete(storedFiles)
        .where(inArray(storedFiles.id, erasure.evidenceFileIds))
        .returning({ key: storedFiles.storageKey })
    : [];
  const photoRows = await tx
    .delete(photos)
    .where(inArray(photos.tradeInId, ids))
    .returning({ fileName: photos.fileName });
  return { photoFiles: photoRows.map((row) => row.fileName), evidenceKeys: evidence.map((row) => row.key) };
}
