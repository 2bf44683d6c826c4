import { bangkokFileStamp } from '#core/bangkok-time.ts';
import type {
  TPersonalDataErasure,
  TPersonalDataRequest,
  TPersonalDataSummary,
} from '#core/contracts/personal-data.ts';
import { maskDigits } from '#core/finance/payee.ts';
import {
  classifyPersonalDataKey,
  ERASED_NAME,
  maskPersonalDataKey,
  type TPersonalDataKey,
} from '#core/personal-data.ts';
import { DELIVERY_MACHINE } from '#core/workflow/delivery-machine.ts';
import { REQUOTE_MACHINE } from '#core/workflow/requote-machine.ts';
import { TRADE_IN_MACHINE } from '#core/workflow/trade-in-machine.ts';
import { writeAudit, type TAuditActor } from '../../db/audit.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import type { TPhotoStorage } from '../photos/photo-storage.ts';
import {
  eraseRows,
  evidenceFileIds,
  findRequestIds,
  lockRequests,
  readHoldings,
  type THoldings,
} from './personal-data.repository.ts';
import { eraseMessageRows } from '../notifications/personal-data-messages.repository.ts';
import type { TErasureCleaner } from './erasure-cleanup.ts';
import { recordErasureCleanup, slipsOf } from './erasure-cleanup.repository.ts';

export const AUDIT_PERSONAL_DATA = {
  searched: 'PERSONAL_DATA_SEARCHED',
  exported: 'PERSONAL_DATA_EXPORTED',
  erased: 'PERSONAL_DATA_ERASED',
} as const;

type TRequestRow = THoldings['requests'][number];

function keyOf(input: string): TPersonalDataKey {
  const key = classifyPersonalDataKey(input);
  // The contract's schema refused anything else already; this guards a direct call.
  if (!key) throw new AppError('VALIDATION', 'errors.personalData.key', 'Not a customer key');
  return key;
}

const isErased = (request: TRequestRow) => request.fullName === ERASED_NAME;

/** What keeps a request from being erased: its own state, or a re-quote, payment or delivery not finished. */
function openRecordsOf(request: TRequestRow, holdings: THoldings): TPersonalDataRequest['openRecords'] {
  const open: TPersonalDataRequest['openRecords'] = [];
  if (!TRADE_IN_MACHINE.final.includes(request.status)) open.push('request');
  const requote = holdings.requotes.find((row) => row.tradeInId === request.id);
  if (requote && !REQUOTE_MACHINE.final.includes(requote.status)) open.push('requote');
  // A completed payment is done (the money left; a reversal is its own record); a pending one is not.
  if (holdings.payments.some((row) => row.tradeInId === request.id && row.status === 'pendingPayment')) {
    open.push('payment');
  }
  const delivery = holdings.deliveries.find((row) => row.tradeInId === request.id);
  if (delivery && !DELIVERY_MACHINE.final.includes(delivery.status)) open.push('delivery');
  return open;
}

function summaryOf(key: TPersonalDataKey, holdings: THoldings): TPersonalDataSummary {
  return {
    key: { kind: key.kind, masked: maskPersonalDataKey(key) },
    counts: {
      requests: holdings.requests.length,
      consents: holdings.consents.length,
      photos: holdings.photos.length,
      pickupAddresses: holdings.requests.filter((row) => row.pickupAddress).length,
      payees: holdings.payees.length,
      payments: holdings.payments.length,
      vouchers: holdings.vouchers.length,
      deliveries: holdings.deliveries.length,
      dealerLinks: holdings.dealerLinks.length,
      history: holdings.history.length,
      lineLinks: holdings.lineLinks.length,
      messages: holdings.messages.length,
      subscriptions: holdings.subscriptions.length,
    },
    requests: holdings.requests.map((request) => ({
      reference: request.reference,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt.toISOString(),
      deviceDescription: request.deviceDescription,
      fullName: request.fullName,
      phone: request.phone,
      email: request.email,
      dealerCode: request.dealerCode,
      erased: isErased(request),
      openRecords: openRecordsOf(request, holdings),
    })),
  };
}

/** Leaves out the fields that name staff (who inspected, approved, paid): not the customer's data. */
function withoutStaff<T extends object>(row: T): Partial<T> {
  const staff = new Set([
    'actorUserId',
    'actorLabel',
    'claimedBy',
    'inspectedBy',
    'createdBy',
    'approvedBy',
    'completedBy',
    'issuedBy',
    'updatedBy',
    'receiptTokenHash',
    'contentHash',
    'certificateToken',
  ]);
  return Object.fromEntries(Object.entries(row).filter(([name]) => !staff.has(name))) as Partial<T>;
}

/** "Customer's name" → "C. N." (what a kept payment says of whom it paid). */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length ? words.map((word) => `${Array.from(word)[0]}.`).join(' ') : ERASED_NAME;
}

const maskPhone = (phone: string) => maskDigits(phone);

export function createPersonalDataService(deps: {
  db: TDb;
  photos: TPhotoStorage;
  files: TFileStore;
  /** Deletes the files, remakes the slips and scrubs the database's files after the commit (decision 049). */
  cleaner: Pick<TErasureCleaner, 'drain'>;
}) {
  const { db } = deps;

  async function find(key: TPersonalDataKey) {
    return readHoldings(db, await findRequestIds(db, key), key.kind === 'email' ? [key.value] : []);
  }

  function audit(
    actor: TAuditActor,
    action: string,
    key: TPersonalDataKey,
    details: Record<string, unknown>,
  ) {
    return writeAudit(db, actor, {
      action,
      targetType: 'personalData',
      targetId: maskPersonalDataKey(key),
      details: { keyKind: key.kind, ...details },
    });
  }

  return {
    /** POST /api/admin/personal-data/search: the summary of what is held; audited (who looked, for what). */
    async search(input: string, actor: TAuditActor): Promise<TPersonalDataSummary> {
      const key = keyOf(input);
      const holdings = await find(key);
      await audit(actor, AUDIT_PERSONAL_DATA.searched, key, {
        references: holdings.requests.map((row) => row.reference),
      });
      return summaryOf(key, holdings);
    },

    /**
     * POST /api/admin/personal-data/export: one JSON document, a section per request with every record
     * that hangs on it, photos inlined (base64 JPEG). Staff's names and ids are left out.
     */
    async export(input: string, actor: TAuditActor, now: Date = new Date()) {
      const key = keyOf(input);
      const holdings = await find(key);
      const requests = await Promise.all(
        holdings.requests.map(async (request) => {
          const of = <T extends { tradeInId: number | null }>(rows: T[]) =>
            rows.filter((row) => row.tradeInId === request.id).map(withoutStaff);
          const paymentIds = new Set(
            holdings.payments.filter((row) => row.tradeInId === request.id).map((row) => row.id),
          );
          const delivery = holdings.deliveries.find((row) => row.tradeInId === request.id);
          const photos = await Promise.all(
            holdings.photos
              .filter((row) => row.tradeInId === request.id)
              .map(async (photo) => {
                const bytes = await deps.photos.read(photo.fileName);
                return { ...photo, contentBase64: bytes ? bytes.toString('base64') : null };
              }),
          );
          return {
            request: withoutStaff(request),
            consents: of(holdings.consents),
            photos,
            requote: of(holdings.requotes)[0] ?? null,
            inspection: of(holdings.inspections)[0] ?? null,
            payee: of(holdings.payees)[0] ?? null,
            payments: of(holdings.payments),
            paymentReversals: holdings.paymentReversals
              .filter((row) => paymentIds.has(row.paymentId))
              .map(withoutStaff),
            voucher: of(holdings.vouchers)[0] ?? null,
            delivery: delivery ? withoutStaff(delivery) : null,
            dealerLink: of(holdings.dealerLinks)[0] ?? null,
            dealerCommission: of(holdings.dealerCommissions)[0] ?? null,
            history: holdings.history
              .filter(
                (row) =>
                  ((row.entity === 'tradeIn' || row.entity === 'requote') && row.entityId === request.id) ||
                  (row.entity === 'payment' && paymentIds.has(row.entityId)) ||
                  (row.entity === 'delivery' && row.entityId === delivery?.id),
              )
              .map(withoutStaff),
            lineLinks: of(holdings.lineLinks),
            messages: of(holdings.messages),
          };
        }),
      );
      const summary = summaryOf(key, holdings);
      await audit(actor, AUDIT_PERSONAL_DATA.exported, key, {
        references: holdings.requests.map((row) => row.reference),
        counts: summary.counts,
      });
      const document = {
        format: 'khumkha-personal-data/1',
        exportedAt: now.toISOString(),
        key: summary.key,
        counts: summary.counts,
        requests,
        subscriptions: holdings.subscriptions.map(({ tokenHash: _token, ...row }) => row),
      };
      return {
        data: JSON.stringify(document, null, 2),
        fileName: `personal-data-${bangkokFileStamp(now)}.json`,
      };
    },

    /**
     * POST /api/admin/personal-data/erase: anonymises every request the key finds, in one transaction,
     * or nothing when one is still open (409). Files are deleted after commit. Erasing again finds the
     * requests already erased (by reference) or none (the phone or e-mail is gone): it changes nothing.
     */
    async erase(input: string, actor: TAuditActor): Promise<TPersonalDataErasure> {
      const key = keyOf(input);
      const ids = await findRequestIds(db, key);
      const result = await db.transaction(async (tx) => {
        await lockRequests(tx, ids);
        const keyEmails = key.kind === 'email' ? [key.value] : [];
        const holdings = await readHoldings(tx, ids, keyEmails);
        const open = holdings.requests.filter((request) => openRecordsOf(request, holdings).length > 0);
        if (open.length > 0) {
          const references = open.map((request) => request.reference).join(', ');
          throw new AppError(
            'CONFLICT',
            'errors.personalData.open',
            `Still open, nothing erased: ${references}`,
          );
        }
        const toErase = holdings.requests.filter((request) => !isErased(request));
        const erasing = new Set(toErase.map((request) => request.id));
        const paymentIds = holdings.payments.filter((row) => erasing.has(row.tradeInId)).map((row) => row.id);
        const deliveries = holdings.deliveries.filter(
          (row) => row.tradeInId !== null && erasing.has(row.tradeInId),
        );
        const deliveryIds = new Set(deliveries.map((row) => row.id));
        const history = holdings.history.filter(
          (row) =>
            ((row.entity === 'tradeIn' || row.entity === 'requote') && erasing.has(row.entityId)) ||
            (row.entity === 'delivery' && deliveryIds.has(row.entityId)),
        );
        const files =
          toErase.length === 0
            ? { photoFiles: [], evidenceKeys: [] }
            : await eraseRows(tx, {
                requestIds: [...erasing],
                references: toErase.map((request) => request.reference),
                historyIds: history.map((row) => row.id),
                deliveryIds: [...deliveryIds],
                paymentIds,
                evidenceFileIds: evidenceFileIds({ ...holdings, history, deliveries }),
                erasedName: ERASED_NAME,
                maskPhone,
                maskName: initials,
                maskDigits,
              });
        await eraseMessageRows(
          tx,
          [...erasing],
          [...keyEmails, ...toErase.flatMap((request) => (request.email ? [request.email] : []))],
        );
        if (toErase.length > 0) {
          // In this transaction: an acknowledged erasure always has its clean-up waiting (decision 049).
          await recordErasureCleanup(tx, toErase[0]!.id, {
            ...files,
            slips: await slipsOf(tx, paymentIds),
          });
        }
        await writeAudit(tx, actor, {
          action: AUDIT_PERSONAL_DATA.erased,
          targetType: 'personalData',
          targetId: maskPersonalDataKey(key),
          details: {
            keyKind: key.kind,
            references: toErase.map((request) => request.reference),
            alreadyErased: holdings.requests.length - toErase.length,
            photosDeleted: files.photoFiles.length,
            paymentsMasked: paymentIds.length,
          },
        });
        return {
          ...files,
          erased: toErase.length,
          alreadyErased: holdings.requests.length - toErase.length,
          paymentsMasked: paymentIds.length,
        };
      });
      // After commit, outside the transaction (VACUUM cannot run in one): the files, the slips and the
      // database's old row versions. A failure is logged and the clean-up is tried again until it works.
      if (result.erased > 0) await deps.cleaner.drain().catch(() => undefined);
      return {
        erased: result.erased,
        alreadyErased: result.alreadyErased,
        photosDeleted: result.photoFiles.length,
        paymentsMasked: result.paymentsMasked,
        summary: summaryOf(key, await find(key)),
      };
    },
  };
}

export type TPersonalDataService = ReturnType<typeof createPersonalDataService>;
