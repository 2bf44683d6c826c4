import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TWorkflowEntity } from '#core/workflow/machines.ts';
import {
  counterTradeIns,
  dealers,
  deliveries,
  payments,
  priceProposals,
  requotes,
  saleDocuments,
  sales,
  tradeIns,
  vouchers,
  warehouseItems,
} from '../../db/schema/index.ts';

/** Where a kind of record keeps its state, and what the workflow reads with it. */
export interface TRecordTable {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
  /** What the audit log calls the record (a trade-in's reference). */
  label: SQL<string>;
  /** The facts the machine's conditions read, selected with the locked row. */
  facts: Record<string, SQL>;
  /** Staff changes are also audited under this action and target type. */
  audit?: { action: string; targetType: string };
}

/**
 * The records with a state that exist so far. Sales, deliveries and payments join when their tables do
 * (their machines are already in the core).
 */
export const RECORD_TABLES: Partial<Record<TWorkflowEntity, TRecordTable>> = {
  tradeIn: {
    table: tradeIns,
    id: tradeIns.id,
    status: tradeIns.status,
    version: tradeIns.version,
    updatedAt: tradeIns.updatedAt,
    label: sql<string>`${tradeIns.reference}`,
    facts: {
      fulfilment: sql`${tradeIns.fulfilment}`,
      requote: sql`(select ${requotes.status} from ${requotes} where ${requotes.tradeInId} = ${tradeIns.id})`,
      priceProposal: sql`(select ${priceProposals.status} from ${priceProposals} where ${priceProposals.tradeInId} = ${tradeIns.id})`,
      salesCounter: sql<boolean>`exists (select 1 from ${counterTradeIns} where ${counterTradeIns.tradeInId} = ${tradeIns.id})`,
    },
    audit: { action: 'TRADE_IN_STATUS_CHANGED', targetType: 'tradeIn' },
  },
  requote: {
    table: requotes,
    id: requotes.tradeInId,
    status: requotes.status,
    version: requotes.version,
    updatedAt: requotes.updatedAt,
    label: sql<string>`(select ${tradeIns.reference} from ${tradeIns} where ${tradeIns.id} = ${requotes.tradeInId})`,
    facts: {},
    audit: { action: 'REQUOTE_STATUS_CHANGED', targetType: 'tradeIn' },
  },
  priceProposal: {
    table: priceProposals,
    id: priceProposals.tradeInId,
    status: priceProposals.status,
    version: priceProposals.version,
    updatedAt: priceProposals.updatedAt,
    label: sql<string>`(select ${tradeIns.reference} from ${tradeIns} where ${tradeIns.id} = ${priceProposals.tradeInId})`,
    facts: {},
    audit: { action: 'PRICE_PROPOSAL_STATUS_CHANGED', targetType: 'tradeIn' },
  },
  warehouseItem: {
    table: warehouseItems,
    id: warehouseItems.id,
    status: warehouseItems.status,
    version: warehouseItems.version,
    updatedAt: warehouseItems.updatedAt,
    label: sql<string>`${warehouseItems.id}::text`,
    facts: {},
    audit: { action: 'WAREHOUSE_ITEM_STATUS_CHANGED', targetType: 'warehouseItem' },
  },
  payment: {
    table: payments,
    id: payments.id,
    status: payments.status,
    version: payments.version,
    updatedAt: payments.updatedAt,
    label: sql<string>`${payments.reference}`,
    facts: {},
    audit: { action: 'PAYMENT_STATUS_CHANGED', targetType: 'payment' },
  },
  sale: {
    table: sales,
    id: sales.id,
    status: sales.status,
    version: sales.version,
    updatedAt: sales.updatedAt,
    label: sql<string>`coalesce((select ${saleDocuments.number} from ${saleDocuments} where ${saleDocuments.saleId} = ${sales.id} and ${saleDocuments.type} <> 'creditNote' order by ${saleDocuments.id} limit 1), ${sales.id}::text)`,
    facts: {},
    audit: { action: 'SALE_STATUS_CHANGED', targetType: 'sale' },
  },
  delivery: {
    table: deliveries,
    id: deliveries.id,
    status: deliveries.status,
    version: deliveries.version,
    updatedAt: deliveries.updatedAt,
    label: sql<string>`${deliveries.id}::text`,
    facts: {},
    audit: { action: 'DELIVERY_STATUS_CHANGED', targetType: 'delivery' },
  },
  voucher: {
    table: vouchers,
    id: vouchers.id,
    status: vouchers.status,
    version: vouchers.version,
    updatedAt: vouchers.updatedAt,
    // No code until it is issued: the request's voucher by its id meanwhile.
    label: sql<string>`coalesce(${vouchers.code}, 'voucher ' || ${vouchers.id}::text)`,
    facts: {},
    audit: { action: 'VOUCHER_STATUS_CHANGED', targetType: 'voucher' },
  },
  dealer: {
    table: dealers,
    id: dealers.id,
    status: dealers.status,
    version: dealers.version,
    updatedAt: dealers.updatedAt,
    label: sql<string>`coalesce(${dealers.code}, ${dealers.shopName})`,
    facts: { hasCode: sql<boolean>`(${dealers.code} is not null)` },
    audit: { action: 'DEALER_STATUS_CHANGED', targetType: 'dealer' },
  },
};

export function recordTable(entity: TWorkflowEntity): TRecordTable {
  const table = RECORD_TABLES[entity];
  if (!table) throw new Error(`The workflow has no table for ${entity} yet`);
  return table;
}
