import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TWarehouseSettings, TWarehouseTab, TWarehouseVatFilter } from '#core/contracts/warehouse.ts';
import { WAREHOUSE_SETTINGS_DEFAULTS } from '#core/contracts/warehouse.ts';
import { bahtToSatang, type TVatScheme } from '#core/money.ts';
import { settlementAmountThb } from '#core/trade-in-lifecycle.ts';
import { describeDevice } from '#core/device-name.ts';
import type { TExecutor, TTx } from '../../db/client.ts';
import {
  afterKey,
  exactTimestamp,
  keySelection,
  orderByKey,
  type TKeyPart,
  type TKeyValues,
} from '../../db/keyset.ts';
import {
  inspections,
  tradeIns,
  users,
  warehouseItemTotals,
  warehouseItems,
  warehouseSettings,
} from '../../db/schema/index.ts';
import { findModelName, findModelNamedIn } from '../catalogue/model-names.repository.ts';

export async function findItemIdByTradeIn(tx: TTx, tradeInId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: warehouseItems.id })
    .from(warehouseItems)
    .where(eq(warehouseItems.tradeInId, tradeInId));
  return row?.id;
}

/** The admin's VAT rule of new stock; the defaults while admin has not set it. */
export async function readWarehouseSettings(executor: TExecutor): Promise<TWarehouseSettings> {
  const [row] = await executor
    .select({ individualVatScheme: warehouseSettings.individualVatScheme })
    .from(warehouseSettings)
    .where(eq(warehouseSettings.id, 1));
  return row ?? WAREHOUSE_SETTINGS_DEFAULTS;
}

export async function saveWarehouseSettings(
  executor: TExecutor,
  settings: TWarehouseSettings,
  userId: string | null,
): Promise<void> {
  await executor
    .insert(warehouseSettings)
    .values({ id: 1, individualVatScheme: settings.individualVatScheme, updatedBy: userId })
    .onConflictDoUpdate({
      target: warehouseSettings.id,
      set: { individualVatScheme: settings.individualVatScheme, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/**
 * The stock item of a settled request: what was paid for it is its cost (the inspected price when the
 * customer accepted a lower one), and the device as inspected: the engineer's grade and IMEI/serial.
 * Every seller so far is an individual (customers, also those served through a dealer), so the VAT
 * scheme is admin's rule for individuals: margin unless admin chose otherwise (decision 022).
 */
export async function insertItemForTradeIn(tx: TTx, tradeInId: number): Promise<number> {
  const [found] = await tx
    .select({
      request: tradeIns,
      inspectedGrade: inspections.grade,
      inspectedImei: inspections.imei,
    })
    .from(tradeIns)
    .leftJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .where(eq(tradeIns.id, tradeInId));
  if (!found) throw new Error(`No trade-in ${tradeInId} to stock`);
  const { request } = found;
  const settings = await readWarehouseSettings(tx);
  // Named from the catalogue (issue 30, item 10): the request's model, or for a request made without a
  // valuation the model its customer's words name; those words are kept beside it for the passport.
  const model =
    request.modelId !== null
      ? await findModelName(tx, request.modelId)
      : await findModelNamedIn(tx, request.deviceDescription);
  const [row] = await tx
    .insert(warehouseItems)
    .values({
      tradeInId,
      costSatang: bahtToSatang(settlementAmountThb(request)),
      vatScheme: settings.individualVatScheme,
      category: request.category ?? model?.category ?? null,
      brandId: request.brandId ?? model?.brandId ?? null,
      modelId: request.modelId ?? model?.id ?? null,
      storageGb: request.storageGb,
      deviceDescription: model
        ? describeDevice({ brandName: model.brandName, modelName: model.name, storageGb: request.storageGb })
        : request.deviceDescription,
      customerDescription: request.modelId === null && model ? request.deviceDescription : null,
      // The device as the engineer found it; the customer's description only when nobody inspected it
      // (or the engineer's price was typed without a grade the table knows).
      imeiSerial: found.inspectedImei ?? request.imeiSerial,
      grade: found.inspectedGrade ?? request.grade,
    })
    .returning({ id: warehouseItems.id });
  return row!.id;
}

/** What the list's search looks for, chosen by the text's shape (see classifyItemSearch). */
export type TItemSearch =
  | { kind: 'id'; value: number }
  | { kind: 'reference'; value: string }
  | { kind: 'imeiSerial'; value: string }
  | { kind: 'model'; value: string };

export interface TItemConditions {
  status?: TWarehouseTab | undefined;
  vat: TWarehouseVatFilter;
  search?: TItemSearch | undefined;
}

/** Newest first; ties broken by id. Served by warehouse_items_status_vat_created_idx / _status_created_idx. */
export const ITEM_KEY: readonly TKeyPart[] = [
  {
    order: sql`${warehouseItems.createdAt}`,
    value: exactTimestamp(warehouseItems.createdAt),
    kind: 'timestamp',
  },
  { order: sql`${warehouseItems.id}`, value: sql`${warehouseItems.id}`, kind: 'integer' },
];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function searchCondition(search: TItemSearch): SQL {
  switch (search.kind) {
    case 'id':
      return sql`${warehouseItems.id} = ${search.value}`;
    case 'reference':
      return sql`${warehouseItems.tradeInId} = (select ${tradeIns.id} from ${tradeIns} where ${tradeIns.reference} = ${search.value})`;
    case 'imeiSerial':
      return sql`${warehouseItems.imeiSerial} in (${search.value}, ${search.value.toUpperCase()})`;
    case 'model':
      return sql`${warehouseItems.deviceDescription} ilike ${`%${escapeLike(search.value)}%`}`;
  }
}

function whereOf(conditions: TItemConditions, after?: TKeyValues): SQL | undefined {
  const parts: SQL[] = [];
  if (conditions.status) parts.push(eq(warehouseItems.status, conditions.status));
  if (conditions.vat !== 'all') parts.push(eq(warehouseItems.vatScheme, conditions.vat));
  if (conditions.search) parts.push(searchCondition(conditions.search));
  if (after) parts.push(afterKey(ITEM_KEY, 'desc', after));
  return parts.length > 0 ? and(...parts) : undefined;
}

const itemColumns = {
  id: warehouseItems.id,
  status: warehouseItems.status,
  version: warehouseItems.version,
  reference: tradeIns.reference,
  model: warehouseItems.deviceDescription,
  customerDescription: warehouseItems.customerDescription,
  category: warehouseItems.category,
  storageGb: warehouseItems.storageGb,
  grade: warehouseItems.grade,
  imeiSerial: warehouseItems.imeiSerial,
  vatScheme: warehouseItems.vatScheme,
  costSatang: warehouseItems.costSatang,
  location: warehouseItems.location,
  createdAt: warehouseItems.createdAt,
  tradeInId: warehouseItems.tradeInId,
  brandId: warehouseItems.brandId,
  modelId: warehouseItems.modelId,
};

export type TItemRow = {
  id: number;
  status: (typeof warehouseItems.$inferSelect)['status'];
  version: number;
  reference: string;
  model: string;
  customerDescription: string | null;
  category: string | null;
  storageGb: number | null;
  grade: string | null;
  imeiSerial: string | null;
  vatScheme: TVatScheme;
  costSatang: number;
  location: string | null;
  createdAt: Date;
  tradeInId: number;
  brandId: number | null;
  modelId: number | null;
};

/** One page (`limit` rows) after `after`, newest first, with each row's keyset key. */
export async function listItemRows(
  executor: TExecutor,
  params: { conditions: TItemConditions; after?: TKeyValues | undefined; limit: number },
): Promise<(TItemRow & { key0: string; key1: number })[]> {
  const rows = await executor
    .select({ ...itemColumns, ...keySelection(ITEM_KEY) })
    .from(warehouseItems)
    .innerJoin(tradeIns, eq(tradeIns.id, warehouseItems.tradeInId))
    .where(whereOf(params.conditions, params.after))
    .orderBy(...orderByKey(ITEM_KEY, 'desc'))
    .limit(params.limit);
  return rows as (TItemRow & { key0: string; key1: number })[];
}

/**
 * Count and cost of every item the filters match: from the totals the triggers keep when there is no
 * search (a tab of 100k items costs one small read), counted otherwise (a search matches few).
 */
export async function itemTotals(
  executor: TExecutor,
  conditions: TItemConditions,
): Promise<{ count: number; costSatang: number }> {
  if (!conditions.search) {
    const parts: SQL[] = [];
    if (conditions.status) parts.push(eq(warehouseItemTotals.status, conditions.status));
    if (conditions.vat !== 'all') parts.push(eq(warehouseItemTotals.vatScheme, conditions.vat));
    const [row] = await executor
      .select({
        count: sql<number>`coalesce(sum(${warehouseItemTotals.itemCount}), 0)::bigint`.mapWith(Number),
        costSatang: sql<number>`coalesce(sum(${warehouseItemTotals.costSatang}), 0)::bigint`.mapWith(Number),
      })
      .from(warehouseItemTotals)
      .where(parts.length > 0 ? and(...parts) : undefined);
    return row ?? { count: 0, costSatang: 0 };
  }
  const [row] = await executor
    .select({
      count: sql<number>`count(*)::bigint`.mapWith(Number),
      costSatang: sql<number>`coalesce(sum(${warehouseItems.costSatang}), 0)::bigint`.mapWith(Number),
    })
    .from(warehouseItems)
    .where(whereOf(conditions));
  return row ?? { count: 0, costSatang: 0 };
}

export async function findItemRows(executor: TExecutor, ids: readonly number[]): Promise<TItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(itemColumns)
    .from(warehouseItems)
    .innerJoin(tradeIns, eq(tradeIns.id, warehouseItems.tradeInId))
    .where(inArray(warehouseItems.id, [...ids]));
  return rows as TItemRow[];
}

/** The request an item came from, as its passport shows it. */
export async function findSourceRequest(executor: TExecutor, tradeInId: number) {
  const [row] = await executor
    .select({
      offeredThb: tradeIns.offeredThb,
      actualPriceThb: tradeIns.engineerActualPriceThb,
      // The engineer's grade; the customer's while nobody inspected the device.
      grade: sql<string | null>`coalesce(${inspections.grade}, ${tradeIns.grade})`,
      // The data wipe the engineer recorded with the inspection (engineer console), if any.
      wipeMethod: inspections.wipeMethod,
      wipedAt: inspections.wipedAt,
      wipedBy: sql<string | null>`coalesce(${users.email}, ${users.phone})`,
    })
    .from(tradeIns)
    .leftJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .leftJoin(users, eq(users.id, inspections.inspectedBy))
    .where(eq(tradeIns.id, tradeInId));
  return row;
}

/** The item an exact IMEI/serial names: the newest such item (a device may come back and be stocked again). */
export async function findItemIdByImei(executor: TExecutor, imeiSerial: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: warehouseItems.id })
    .from(warehouseItems)
    .where(sql`${warehouseItems.imeiSerial} in (${imeiSerial}, ${imeiSerial.toUpperCase()})`)
    .orderBy(sql`${warehouseItems.createdAt} desc`, sql`${warehouseItems.id} desc`)
    .limit(1);
  return row?.id;
}

export async function itemExists(executor: TExecutor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: warehouseItems.id })
    .from(warehouseItems)
    .where(eq(warehouseItems.id, id));
  return row !== undefined;
}

/** The shelf or bin of items just received (the location is also the step's evidence in the history). */
export async function setItemsLocation(tx: TTx, ids: readonly number[], location: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(warehouseItems)
    .set({ location })
    .where(inArray(warehouseItems.id, [...ids]));
}
