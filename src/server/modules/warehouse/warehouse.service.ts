import type {
  TLabelFormat,
  TReceiveResult,
  TWarehouseList,
  TWarehouseListQuery,
  TWarehousePassport,
  TWarehouseSettings,
} from '#core/contracts/warehouse.ts';
import { evidenceFor, mayReadCost } from '#core/cost-readers.ts';
import { REFERENCE_PATTERN } from '#core/reference.ts';
import type { TRole } from '#core/roles.ts';
import { itemCode, readItemScan } from '#core/warehouse/item-code.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit, type TAuditActor } from '../../db/audit.ts';
import { decodeCursor, pageOf } from '../../db/keyset.ts';
import { AppError } from '../../http/errors.ts';
import { renderLabelsPdf } from './labels-pdf.ts';
import { applyTransitions } from '../workflow/apply-transitions.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import {
  findItemIdByImei,
  findItemRows,
  findSourceRequest,
  itemExists,
  itemTotals,
  ITEM_KEY,
  listItemRows,
  readWarehouseSettings,
  saveWarehouseSettings,
  setItemsLocation,
  type TItemRow,
  type TItemSearch,
} from './warehouse-items.repository.ts';

const itemNotFound = () =>
  new AppError('NOT_FOUND', 'warehouseConsole.errors.itemNotFound', 'No such warehouse item');

const cursorInvalid = () =>
  new AppError(
    'VALIDATION',
    'warehouseConsole.errors.cursorInvalid',
    'The page cursor does not fit this list',
    [{ path: 'cursor', messageKey: 'warehouseConsole.errors.cursorInvalid' }],
  );

/**
 * What a search names, by its shape: a label code or passport link (the item), a request's reference, an
 * IMEI/serial (letters and digits without spaces, 8 or more, at least one digit), or else words of the model.
 */
export function classifyItemSearch(raw: string): TItemSearch {
  const scan = readItemScan(raw);
  if (scan.kind === 'item') return { kind: 'id', value: scan.id };
  const text = raw.trim();
  if (REFERENCE_PATTERN.test(text.toUpperCase())) return { kind: 'reference', value: text.toUpperCase() };
  if (/^[A-Za-z0-9-]{8,}$/.test(text) && /\d/.test(text)) return { kind: 'imeiSerial', value: text };
  return { kind: 'model', value: text };
}

/** An item as the caller may see it: its cost only for COST_READERS (issue 28 item 3). */
function toItem(row: TItemRow, showsCost: boolean) {
  return {
    id: row.id,
    code: itemCode(row.id),
    status: row.status,
    version: row.version,
    reference: row.reference,
    model: row.model,
    customerDescription: row.customerDescription,
    category: row.category,
    storageGb: row.storageGb,
    grade: row.grade,
    imeiSerial: row.imeiSerial,
    vatScheme: row.vatScheme,
    ...(showsCost ? { costSatang: row.costSatang } : {}),
    location: row.location,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The warehouse console's rules (decision 022); SQL in warehouse-items.repository.ts. */
export function createWarehouseService(deps: { db: TDb; workflow: TWorkflow; publicUrl: string }) {
  const { db, workflow } = deps;

  async function list(query: TWarehouseListQuery, roles: readonly TRole[]): Promise<TWarehouseList> {
    const after = query.cursor ? decodeCursor(query.cursor, 'createdAt', 'desc', ITEM_KEY) : undefined;
    if (query.cursor && !after) throw cursorInvalid();
    const conditions = {
      status: query.status,
      vat: query.vat,
      search: query.q ? classifyItemSearch(query.q) : undefined,
    };
    const [rows, totals] = await Promise.all([
      listItemRows(db, { conditions, after, limit: query.pageSize + 1 }),
      itemTotals(db, conditions),
    ]);
    const page = pageOf(rows, query.pageSize, 'createdAt', 'desc', ITEM_KEY);
    const showsCost = mayReadCost(roles);
    return {
      items: page.rows.map((row) => toItem(row, showsCost)),
      nextCursor: page.nextCursor,
      totals: showsCost ? totals : { count: totals.count },
      showsCost,
    };
  }

  /** Pending items onto one location, in one transaction; each item received whole or not at all. */
  async function receive(
    input: { ids: number[]; location: string; note?: string | undefined },
    actor: TActorContext,
  ): Promise<TReceiveResult> {
    const result = await workflow.transaction(async (tx) => {
      const moved = await applyTransitions(tx, {
        entity: 'warehouseItem',
        ids: input.ids,
        to: 'available',
        actor,
        note: input.note,
        evidence: { location: input.location },
      });
      await setItemsLocation(
        tx,
        moved.done.map((item) => item.id),
        input.location,
      );
      return moved;
    });
    // A refusal for every item alike that is not about the item (not this person's step) is a 403.
    const forbidden = result.refused.find((item) => item.error.code === 'FORBIDDEN');
    if (forbidden && result.done.length === 0) throw forbidden.error;
    return {
      received: result.done.map((item) => ({ id: item.id, code: itemCode(item.id) })),
      failed: result.refused.map((item) => ({
        id: item.id,
        code: itemCode(item.id),
        messageKey:
          item.error.code === 'NOT_FOUND'
            ? 'warehouseConsole.errors.itemNotFound'
            : item.error.code === 'VALIDATION' && item.error.messageKey === 'errors.workflow.notAllowed'
              ? 'warehouseConsole.errors.notPending'
              : item.error.messageKey,
      })),
    };
  }

  async function lookup(code: string): Promise<{ id: number; code: string }> {
    const scan = readItemScan(code);
    const id =
      scan.kind === 'item'
        ? (await itemExists(db, scan.id))
          ? scan.id
          : undefined
        : await findItemIdByImei(db, scan.value);
    if (id === undefined) throw itemNotFound();
    return { id, code: itemCode(id) };
  }

  async function passport(id: number, roles: readonly TRole[]): Promise<TWarehousePassport> {
    const showsCost = mayReadCost(roles);
    const [row] = await findItemRows(db, [id]);
    if (!row) throw itemNotFound();
    const [source, requestHistory, itemHistory] = await Promise.all([
      findSourceRequest(db, row.tradeInId),
      readHistory(db, 'tradeIn', [row.tradeInId]),
      readHistory(db, 'warehouseItem', [row.id]),
    ]);
    const inspected = requestHistory.findLast((step) => step.toState === 'inspected');
    const history = [
      ...requestHistory.map((step) => ({ record: 'tradeIn' as const, step })),
      ...itemHistory.map((step) => ({ record: 'warehouseItem' as const, step })),
    ]
      .sort((a, b) => a.step.createdAt.getTime() - b.step.createdAt.getTime())
      .map(({ record, step }) => ({
        record,
        from: step.fromState,
        to: step.toState,
        by: step.actorLabel,
        note: step.note,
        evidence: evidenceFor(step.evidence, showsCost),
        at: step.createdAt.toISOString(),
      }));
    return {
      ...toItem(row, showsCost),
      showsCost,
      device: { brandId: row.brandId, modelId: row.modelId },
      inspection: {
        ...(showsCost
          ? { offeredThb: source?.offeredThb ?? null, actualPriceThb: source?.actualPriceThb ?? null }
          : {}),
        grade: source?.grade ?? null,
        inspectedAt: inspected?.createdAt.toISOString() ?? null,
        inspectedBy: inspected?.actorLabel ?? null,
      },
      wipe:
        source?.wipeMethod && source.wipedAt
          ? { method: source.wipeMethod, at: source.wipedAt.toISOString(), by: source.wipedBy }
          : null,
      history,
    };
  }

  async function updateSettings(
    settings: TWarehouseSettings,
    actor: TAuditActor,
  ): Promise<TWarehouseSettings> {
    return db.transaction(async (tx) => {
      const before = await readWarehouseSettings(tx);
      await saveWarehouseSettings(tx, settings, actor.userId);
      await writeAudit(tx, actor, {
        action: 'WAREHOUSE_SETTINGS_CHANGED',
        targetType: 'warehouseSettings',
        details: { before, after: settings },
      });
      return readWarehouseSettings(tx);
    });
  }

  /** The labels PDF of the items, in the order asked; every one must exist. */
  async function labels(ids: readonly number[], format: TLabelFormat): Promise<Buffer> {
    const rows = new Map((await findItemRows(db, ids)).map((row) => [row.id, row]));
    const items = ids.map((id) => rows.get(id));
    if (items.some((item) => item === undefined)) throw itemNotFound();
    return renderLabelsPdf(items as TItemRow[], format, deps.publicUrl);
  }

  return {
    labels,
    list,
    receive,
    lookup,
    passport,
    settings: () => readWarehouseSettings(db),
    updateSettings,
  };
}

export type TWarehouseService = ReturnType<typeof createWarehouseService>;
