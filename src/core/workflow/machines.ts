import { DEALER_MACHINE } from './dealer-machine.ts';
import { DELIVERY_MACHINE } from './delivery-machine.ts';
import { PAYMENT_MACHINE } from './payment-machine.ts';
import { PRICE_PROPOSAL_MACHINE } from './price-proposal-machine.ts';
import { REQUOTE_MACHINE } from './requote-machine.ts';
import { SALE_MACHINE } from './sale-machine.ts';
import { TRADE_IN_MACHINE } from './trade-in-machine.ts';
import { VOUCHER_MACHINE } from './voucher-machine.ts';
import { WAREHOUSE_ITEM_MACHINE } from './warehouse-item-machine.ts';

/** Every kind of record with a state, by the name the history, the outbox and the consoles use. */
export const MACHINES = {
  tradeIn: TRADE_IN_MACHINE,
  requote: REQUOTE_MACHINE,
  priceProposal: PRICE_PROPOSAL_MACHINE,
  warehouseItem: WAREHOUSE_ITEM_MACHINE,
  sale: SALE_MACHINE,
  delivery: DELIVERY_MACHINE,
  payment: PAYMENT_MACHINE,
  dealer: DEALER_MACHINE,
  voucher: VOUCHER_MACHINE,
} as const;

export type TMachines = typeof MACHINES;
export type TWorkflowEntity = keyof TMachines;
export const WORKFLOW_ENTITIES = Object.keys(MACHINES) as TWorkflowEntity[];
