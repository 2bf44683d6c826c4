import { bangkokYear } from '#core/bangkok-time.ts';
import type {
  TCancelSale,
  TDocumentList,
  TDocumentListQuery,
  TInventoryList,
  TInventoryQuery,
  TIssuedDocumentType,
  TRecordSale,
  TReturnSale,
  TSale,
  TSaleDocument,
  TSalesMargins,
} from '#core/contracts/sales.ts';
import { DEFAULT_MARGIN_PERCENT, WARRANTY_DAYS } from '#core/contracts/sales.ts';
import { mayReadCost } from '#core/cost-readers.ts';
import { bahtToSatang } from '#core/money.ts';
import { hasAnyRole, type TRole } from '#core/roles.ts';
import { saleTotals, suggestedPriceSatang } from '#core/sales/sale-vat.ts';
import type { TDb, TTx } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { takeDocumentNumber } from '../../documents/document-numbers.repository.ts';
import { AppError } from '../../http/errors.ts';
import { requireCompanyProfileForDocuments } from '../company/company.service.ts';
import { applyTransition } from '../workflow/apply-transition.ts';
import { createRecord } from '../workflow/create-record.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import {
  renderSaleDocumentPdf,
  type TDocLocale,
  type TSaleDocumentView,
  type TSellerSnapshot,
} from './sale-document-pdf.ts';
import { paySale, refundSale } from './sale-payments.ts';
import { readSalePayments } from './sale-payments-view.ts';
import * as repo from './sales.repository.ts';

export interface TSalesActor {
  userId: string | null;
  roles: readonly TRole[];
  ip?: string | undefined;
}

const DAY_MS = 86_400_000;
const staff = (actor: TSalesActor): TActorContext => ({
  kind: 'staff',
  userId: actor.userId,
  roles: actor.roles,
  ip: actor.ip,
});
const last4 = (value: string | null): string | null => (value ? value.slice(-4) : null);

const saleNotFound = () => new AppError('NOT_FOUND', 'salesConsole.errors.saleNotFound', 'No such sale');

/** Margin for a grade: its own, else `*`, else the default. */
export function marginFor(
  margins: readonly { grade: string; marginPercent: number }[],
  grade: string | null,
) {
  return (
    margins.find((margin) => margin.grade === grade)?.marginPercent ??
    margins.find((margin) => margin.grade === '*')?.marginPercent ??
    DEFAULT_MARGIN_PERCENT
  );
}

/** The seller as the document prints it, frozen at issue. */
export interface TRecordSaleOptions {
  /** Scripts that record the past (the demo business): when the sale happened. */
  at?: Date | undefined;
}

/**
 * Records a sale in the caller's transaction (product decisions, step 6): the items locked and each moved
 * to sold through the workflow, the sale and its lines with VAT per item's scheme, its document numbered
 * gaplessly, and, when shipped, its delivery. Nothing is written when anything is refused.
 */
export async function recordSaleInTx(
  tx: TTx,
  input: TRecordSale,
  actor: TSalesActor,
  options: TRecordSaleOptions = {},
): Promise<number> {
  const at = options.at;
  const ids = input.items.map((line) => line.itemId);
  const items = await repo.lockItems(tx, ids);
  const byId = new Map(items.map((item) => [item.id, item]));
  const missing = input.items.findIndex((line) => !byId.has(line.itemId));
  if (missing >= 0)
    throw new AppError('NOT_FOUND', 'salesConsole.errors.itemNotFound', 'No such item', [
      { path: `items.${missing}.itemId`, messageKey: 'salesConsole.errors.itemNotFound' },
    ]);
  const unavailable = input.items
    .map((line, index) => ({ index, item: byId.get(line.itemId)! }))
    .filter(({ item }) => item.status !== 'available');
  if (unavailable.length > 0)
    throw new AppError(
      'CONFLICT',
      'salesConsole.errors.itemNotAvailable',
      `Not available: ${unavailable.map(({ item }) => item.id).join(', ')}`,
      unavailable.map(({ index }) => ({
        path: `items.${index}.itemId`,
        messageKey: 'salesConsole.errors.itemNotAvailable',
      })),
    );
  const lines = input.items.map((line) => {
    const item = byId.get(line.itemId)!;
    return {
      item,
      priceSatang: bahtToSatang(line.priceThb),
      costSatang: item.costSatang,
      vatScheme: item.vatScheme,
    };
  });
  const belowCost = lines.flatMap((line, index) => (line.priceSatang < line.costSatang ? [index] : []));
  if (belowCost.length > 0 && !input.confirmBelowCost)
    throw new AppError(
      'CONFLICT',
      'salesConsole.errors.belowCost',
      'A price is below cost: confirm to sell',
      belowCost.map((index) => ({
        path: `items.${index}.priceThb`,
        messageKey: 'salesConsole.errors.belowCost',
      })),
    );

  const company = await requireCompanyProfileForDocuments(tx);
  const totals = saleTotals(lines);
  const actorContext = staff(actor);
  const saleId = await createRecord(tx, {
    entity: 'sale',
    actor: actorContext,
    at,
    insert: (inner) =>
      repo.insertSale(inner, {
        kind: input.kind,
        customerName: input.customerName,
        customerContact: input.customerContact,
        paymentMethod: input.paymentMethod,
        handover: input.handover,
        shippingAddress: input.handover === 'shipped' ? (input.shippingAddress ?? null) : null,
        notes: input.notes ?? '',
        totalSatang: totals.totalSatang,
        vatSatang: totals.vatSatang,
        costSatang: totals.costSatang,
        belowCostConfirmed: belowCost.length > 0,
        soldBy: actor.userId,
        ...(at ? { soldAt: at, createdAt: at, updatedAt: at } : {}),
      }),
  });
  // Vouchers and a counter trade-in are refused before anything else is written (decision 044).
  await paySale(tx, { saleId, totalSatang: totals.totalSatang, sale: input, actor: actorContext, at });
  await repo.insertSaleItems(
    tx,
    lines.map((line, index) => ({
      saleId,
      warehouseItemId: line.item.id,
      description: line.item.deviceDescription,
      imeiSerial: line.item.imeiSerial,
      priceSatang: line.priceSatang,
      costSatang: line.costSatang,
      vatScheme: line.vatScheme,
      vatSatang: totals.lineVat[index]!,
    })),
  );
  for (const line of lines) {
    await applyTransition(tx, {
      entity: 'warehouseItem',
      id: line.item.id,
      to: 'sold',
      actor: actorContext,
      note: `sale ${saleId}`,
      at,
    });
  }
  const issuedAt = at ?? new Date();
  await issueDocument(tx, {
    saleId,
    type: input.documentType,
    totalSatang: totals.totalSatang,
    vatSatang: totals.vatSatang,
    buyerName: input.customerName,
    buyerAddress: input.documentType === 'taxInvoice' ? (input.buyerAddress ?? null) : null,
    buyerTaxId: input.documentType === 'taxInvoice' ? (input.buyerTaxId ?? null) : null,
    buyerBranch: input.documentType === 'taxInvoice' ? (input.buyerBranch ?? null) : null,
    seller: sellerSnapshot(company),
    issuedBy: actor.userId,
    issuedAt,
  });
  if (input.handover === 'shipped') {
    await createRecord(tx, {
      entity: 'delivery',
      actor: actorContext,
      at,
      insert: (inner) =>
        repo.insertDelivery(inner, {
          saleId,
          address: input.shippingAddress!,
          phone: input.shippingPhone!,
          ...(at ? { createdAt: at, updatedAt: at } : {}),
        }),
    });
  }
  return saleId;
}

export function sellerSnapshot(company: TSellerSnapshot): string {
  const { legalNameTh, legalNameEn, addressTh, addressEn, taxId, branch, phone } = company;
  return JSON.stringify({ legalNameTh, legalNameEn, addressTh, addressEn, taxId, branch, phone });
}

async function issueDocument(
  tx: TTx,
  values: {
    saleId: number;
    type: TIssuedDocumentType | 'creditNote';
    totalSatang: number;
    vatSatang: number;
    buyerName: string;
    buyerAddress: string | null;
    buyerTaxId: string | null;
    buyerBranch: string | null;
    seller: string;
    issuedBy: string | null;
    issuedAt: Date;
    reversesId?: number;
    reason?: string;
  },
): Promise<{ id: number; number: string }> {
  const taken = await takeDocumentNumber(tx, values.type, bangkokYear(values.issuedAt));
  const id = await repo.insertDocument(tx, {
    ...values,
    number: taken.number,
    year: taken.year,
    sequence: taken.sequence,
  });
  return { id, number: taken.number };
}

/** A credit note reversing `lines` of the sale's document, in the caller's transaction. */
async function issueCreditNote(
  tx: TTx,
  saleId: number,
  lineIds: readonly number[] | 'all',
  reason: string,
  actor: TSalesActor,
  at: Date,
): Promise<number> {
  const documents = await repo.findSaleDocuments(tx, saleId);
  const original = documents.find((document) => document.type !== 'creditNote');
  if (!original) throw new Error(`Sale ${saleId} has no document`);
  const lines = (await repo.findSaleLines(tx, saleId)).map((row) => row.line);
  const reversed = lines.filter(
    (line) => line.returnedAt === null && (lineIds === 'all' || lineIds.includes(line.id)),
  );
  const credit = await issueDocument(tx, {
    saleId,
    type: 'creditNote',
    totalSatang: reversed.reduce((sum, line) => sum + line.priceSatang, 0),
    vatSatang: reversed.reduce((sum, line) => sum + line.vatSatang, 0),
    buyerName: original.buyerName,
    buyerAddress: original.buyerAddress,
    buyerTaxId: original.buyerTaxId,
    buyerBranch: original.buyerBranch,
    seller: original.seller,
    issuedBy: actor.userId,
    issuedAt: at,
    reversesId: original.id,
    reason,
  });
  await repo.markLinesReturned(
    tx,
    reversed.map((line) => line.id),
    credit.id,
    at,
  );
  return credit.id;
}

export function createSalesService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function inventory(query: TInventoryQuery, roles: readonly TRole[]): Promise<TInventoryList> {
    const [page, margins] = await Promise.all([
      repo.listInventory(deps.db, query),
      repo.readMargins(deps.db),
    ]);
    const showsCost = mayReadCost(roles);
    const today = now().getTime();
    return {
      showsCost,
      nextCursor: page.nextCursor,
      items: page.rows.map((row) => ({
        id: row.id,
        description: row.description,
        category: row.category,
        storageGb: row.storageGb,
        grade: row.grade,
        imeiLast4: last4(row.imeiSerial),
        location: row.location,
        daysInStock: Math.max(0, Math.floor((today - new Date(row.availableSince).getTime()) / DAY_MS)),
        ...(showsCost ? { costSatang: row.costSatang } : {}),
        suggestedPriceSatang: suggestedPriceSatang(row.costSatang, marginFor(margins, row.grade)),
        vatScheme: row.vatScheme,
      })),
    };
  }

  async function getSale(id: number, roles: readonly TRole[]): Promise<TSale> {
    const sale = await repo.findSale(deps.db, id);
    if (!sale) throw saleNotFound();
    const [lines, documents, delivery, history, payments] = await Promise.all([
      repo.findSaleLines(deps.db, id),
      repo.findSaleDocuments(deps.db, id),
      repo.findDeliveryOfSale(deps.db, id),
      readHistory(deps.db, 'sale', [id]),
      readSalePayments(deps.db, id),
    ]);
    const showsCost = mayReadCost(roles);
    const numbers = new Map(documents.map((document) => [document.id, document.number]));
    return {
      id: sale.id,
      status: sale.status,
      kind: sale.kind,
      customerName: sale.customerName,
      customerContact: sale.customerContact,
      paymentMethod: sale.paymentMethod,
      handover: sale.handover,
      shippingAddress: sale.shippingAddress,
      notes: sale.notes,
      totalSatang: sale.totalSatang,
      vatSatang: sale.vatSatang,
      soldAt: sale.soldAt.toISOString(),
      version: sale.version,
      lines: lines.map(({ line, itemStatus }) => ({
        id: line.id,
        itemId: line.warehouseItemId,
        description: line.description,
        imeiLast4: last4(line.imeiSerial),
        priceSatang: line.priceSatang,
        vatScheme: line.vatScheme,
        vatSatang: line.vatSatang,
        ...(showsCost ? { costSatang: line.costSatang } : {}),
        itemStatus,
        returnedAt: line.returnedAt?.toISOString() ?? null,
      })),
      payments,
      documents: documents.map((document) => toDocument(document, numbers)),
      delivery: delivery ?? null,
      returnable: sale.status === 'sold' && now().getTime() - sale.soldAt.getTime() <= WARRANTY_DAYS * DAY_MS,
      history: history.map((step) => ({
        from: step.fromState,
        to: step.toState,
        at: step.createdAt.toISOString(),
        by: step.actorLabel,
        note: step.note,
        evidence: step.evidence,
      })),
    };
  }

  async function recordSale(input: TRecordSale, actor: TSalesActor): Promise<TSale> {
    const id = await deps.workflow.transaction((tx) => recordSaleInTx(tx, input, actor));
    return getSale(id, actor.roles);
  }

  async function cancelSale(id: number, input: TCancelSale, actor: TSalesActor): Promise<TSale> {
    await deps.workflow.transaction(async (tx) => {
      const at = now();
      const delivery = await repo.findDeliveryOfSale(tx, id);
      if (delivery && delivery.status !== 'pendingDelivery' && delivery.status !== 'returned')
        throw new AppError(
          'VALIDATION',
          'salesConsole.errors.deliveryUnderway',
          'The goods left: take them back as a return',
        );
      await applyTransition(tx, {
        entity: 'sale',
        id,
        to: 'cancelled',
        actor: staff(actor),
        version: input.version,
        note: input.note,
        evidence: { reason: input.reason },
      });
      const documents = await repo.findSaleDocuments(tx, id);
      await repo.markDocumentsCancelled(
        tx,
        documents.filter((document) => document.type !== 'creditNote').map((document) => document.id),
        at,
      );
      const lines = (await repo.findSaleLines(tx, id))
        .map((row) => row.line)
        .filter((line) => !line.returnedAt);
      const creditNoteId = await issueCreditNote(tx, id, 'all', input.reason, actor, at);
      await refundSale(tx, { saleId: id, creditNoteId, actor: staff(actor), at });
      await bringBack(tx, lines, { disposition: 'warehouse', reason: input.reason }, actor);
    });
    return getSale(id, actor.roles);
  }

  async function returnItems(id: number, input: TReturnSale, actor: TSalesActor): Promise<TSale> {
    await deps.workflow.transaction(async (tx) => {
      const at = now();
      const sale = await repo.findSale(tx, id);
      if (!sale) throw saleNotFound();
      if (sale.version !== input.version)
        throw new AppError('CONFLICT', 'errors.workflow.changed', 'The sale changed meanwhile');
      if (sale.status !== 'sold')
        throw new AppError('VALIDATION', 'errors.workflow.notAllowed', 'The sale is not open');
      if (at.getTime() - sale.soldAt.getTime() > WARRANTY_DAYS * DAY_MS)
        throw new AppError('VALIDATION', 'salesConsole.errors.warrantyOver', 'The warranty is over');
      if (input.disposition !== 'warehouse' && !hasAnyRole(actor.roles, ['warehouse']))
        throw new AppError(
          'FORBIDDEN',
          'errors.forbidden',
          'Only the warehouse puts items back or writes them off',
          [{ path: 'disposition', messageKey: 'salesConsole.errors.dispositionForbidden' }],
        );
      const lines = (await repo.findSaleLines(tx, id)).map((row) => row.line);
      const chosen = lines.filter((line) => input.itemIds.includes(line.warehouseItemId) && !line.returnedAt);
      if (chosen.length !== new Set(input.itemIds).size)
        throw new AppError(
          'VALIDATION',
          'salesConsole.errors.notReturnable',
          'An item is not of this sale or is back',
          [{ path: 'itemIds', messageKey: 'salesConsole.errors.notReturnable' }],
        );
      const creditNoteId = await issueCreditNote(
        tx,
        id,
        chosen.map((line) => line.id),
        input.reason,
        actor,
        at,
      );
      await refundSale(tx, { saleId: id, creditNoteId, actor: staff(actor), at });
      await bringBack(tx, chosen, input, actor);
      const open = lines.filter((line) => !line.returnedAt && !chosen.includes(line));
      if (open.length === 0) {
        await applyTransition(tx, {
          entity: 'sale',
          id,
          to: 'returned',
          actor: staff(actor),
          evidence: { reason: input.reason },
        });
      }
    });
    return getSale(id, actor.roles);
  }

  async function listDocuments(query: TDocumentListQuery): Promise<TDocumentList> {
    const page = await repo.listDocuments(deps.db, query);
    return {
      nextCursor: page.nextCursor,
      items: page.rows.map(({ document, reversesNumber }) => ({
        ...toDocument(document, new Map()),
        reversesNumber,
      })),
    };
  }

  async function margins(): Promise<TSalesMargins> {
    return { margins: await repo.readMargins(deps.db) };
  }

  async function updateMargins(input: TSalesMargins, actor: TSalesActor): Promise<TSalesMargins> {
    const grades = new Set(input.margins.map((margin) => margin.grade));
    if (grades.size !== input.margins.length)
      throw new AppError('VALIDATION', 'salesConsole.errors.marginTwice', 'A grade is listed twice');
    await deps.db.transaction(async (tx) => {
      const before = await repo.readMargins(tx);
      await repo.replaceMargins(tx, input.margins);
      await writeAudit(
        tx,
        { userId: actor.userId, ip: actor.ip },
        {
          action: 'SALES_MARGINS_CHANGED',
          targetType: 'salesMargins',
          details: { before, after: input.margins },
        },
      );
    });
    return margins();
  }

  /** A document's PDF; the first print is the original, every later one says "copy". */
  async function documentPdf(id: number, locale: TDocLocale): Promise<Buffer> {
    const document = await repo.findDocument(deps.db, id);
    if (!document)
      throw new AppError('NOT_FOUND', 'salesConsole.errors.documentNotFound', 'No such document');
    const sale = (await repo.findSale(deps.db, document.saleId))!;
    const [lines, documents, payments] = await Promise.all([
      repo.findSaleLines(deps.db, sale.id),
      repo.findSaleDocuments(deps.db, sale.id),
      readSalePayments(deps.db, sale.id),
    ]);
    const printed = await repo.countPrint(deps.db, id);
    const reversed = document.reversesId
      ? documents.find((other) => other.id === document.reversesId)
      : undefined;
    const cancelNote = documents.find(
      (other) => other.type === 'creditNote' && other.reversesId === document.id && document.cancelledAt,
    );
    const shown = lines
      .map((row) => row.line)
      .filter((line) => (document.type === 'creditNote' ? line.creditNoteId === document.id : true));
    const view: TSaleDocumentView = {
      type: document.type,
      number: document.number,
      issuedAt: document.issuedAt,
      seller: JSON.parse(document.seller) as TSellerSnapshot,
      buyer: {
        name: document.buyerName,
        contact: sale.customerContact,
        address: document.buyerAddress,
        taxId: document.buyerTaxId,
        branch: document.buyerBranch,
      },
      lines: shown.map((line) => ({
        description: line.description,
        imeiSerial: line.imeiSerial,
        vatScheme: line.vatScheme,
        priceSatang: line.priceSatang,
        vatSatang: line.vatSatang,
      })),
      totalSatang: document.totalSatang,
      vatSatang: document.vatSatang,
      paymentMethod: sale.paymentMethod,
      payments: payments.filter((payment) =>
        document.type === 'creditNote' ? payment.creditNoteId === document.id : !payment.refund,
      ),
      copy: printed > 0,
      cancelled: document.cancelledAt
        ? { at: document.cancelledAt, creditNoteNumber: cancelNote?.number ?? null }
        : null,
      reverses: reversed ? { number: reversed.number, reason: document.reason ?? '' } : null,
    };
    return renderSaleDocumentPdf(view, locale);
  }

  return {
    inventory,
    getSale,
    recordSale,
    cancelSale,
    returnItems,
    listDocuments,
    margins,
    updateMargins,
    documentPdf,
  };
}

function toDocument(document: repo.TSaleDocumentRow, numbers: Map<number, string>): TSaleDocument {
  return {
    id: document.id,
    saleId: document.saleId,
    type: document.type,
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    buyerName: document.buyerName,
    totalSatang: document.totalSatang,
    vatSatang: document.vatSatang,
    cancelled: document.cancelledAt !== null,
    reversesNumber: document.reversesId ? (numbers.get(document.reversesId) ?? null) : null,
    reason: document.reason,
    printCount: document.printCount,
  };
}

/**
 * Items that came back: sold → returned (sales); then, for a caller who may, back on a shelf or written
 * off in the same transaction; otherwise they wait, returned, for the warehouse.
 */
async function bringBack(
  tx: TTx,
  lines: readonly repo.TSaleItemRow[],
  input: { disposition: 'warehouse' | 'restock' | 'writeOff'; reason: string; location?: string | undefined },
  actor: TSalesActor,
): Promise<void> {
  for (const line of lines) {
    await applyTransition(tx, {
      entity: 'warehouseItem',
      id: line.warehouseItemId,
      to: 'returned',
      actor: staff(actor),
      evidence: { reason: input.reason },
    });
    if (input.disposition === 'restock') {
      await applyTransition(tx, {
        entity: 'warehouseItem',
        id: line.warehouseItemId,
        to: 'available',
        actor: staff(actor),
        evidence: { location: input.location! },
      });
      await repo.setItemLocation(tx, line.warehouseItemId, input.location!);
    } else if (input.disposition === 'writeOff') {
      await applyTransition(tx, {
        entity: 'warehouseItem',
        id: line.warehouseItemId,
        to: 'writtenOff',
        actor: staff(actor),
        evidence: { reason: input.reason },
      });
    }
  }
}

export type TSalesService = ReturnType<typeof createSalesService>;
