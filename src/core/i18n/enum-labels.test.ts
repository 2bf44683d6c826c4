import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../constants.ts';
import { REPORT_TRANSACTION_TYPES } from '../contracts/account.ts';
import { PRICE_EXPLANATIONS } from '../contracts/admin-requests.ts';
import { DEALER_CHANNELS } from '../contracts/dealers.ts';
import { PICKUP_STATES } from '../contracts/logistics.ts';
import { RECEIPT_SOURCES } from '../contracts/sale-receipts.ts';
import {
  HANDOVER_KINDS,
  PAYMENT_METHODS,
  RETURN_DISPOSITIONS,
  SALE_DOCUMENT_TYPES,
  SALE_KINDS,
} from '../contracts/sales.ts';
import { WIPE_METHODS } from '../inspection.ts';
import { VAT_SCHEMES } from '../money.ts';
import { GRADES } from '../questionnaire.ts';
import { ROLES } from '../roles.ts';
import { TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { DEALER_STATES } from '../workflow/dealer-machine.ts';
import { DELIVERY_STATES } from '../workflow/delivery-machine.ts';
import { PAYMENT_STATES } from '../workflow/payment-machine.ts';
import { PRICE_PROPOSAL_STATES } from '../workflow/price-proposal-machine.ts';
import { SALE_STATES } from '../workflow/sale-machine.ts';
import { VOUCHER_STATES } from '../workflow/voucher-machine.ts';
import { WAREHOUSE_ITEM_STATES } from '../workflow/warehouse-item-machine.ts';
import { SALE_PAYMENT_METHODS } from '../sales/sale-payments.ts';
import { catalogueKeys } from './translate.ts';
import en from './en.json';
import th from './th.json';

/**
 * Every code a console shows staff, and the catalogue entry that names it (decision 046): a value added
 * to one of these lists without its words in both languages fails here, before a screen shows the code.
 */
const ENUM_LABELS: [prefix: string, values: readonly string[]][] = [
  ['grades', GRADES],
  ['wizard.category', CATEGORY_KEYS],
  ['workflow.actors', ['customer', 'staff', 'system', 'dealer']],
  ['admin.statuses', TRADE_IN_STATUSES],
  ['status', TRADE_IN_STATUSES],
  ['admin.roles', ROLES],
  ['warehouseConsole.statuses', WAREHOUSE_ITEM_STATES],
  ['warehouseConsole.vat', VAT_SCHEMES],
  ['salesConsole.vatScheme', VAT_SCHEMES],
  ['salesConsole.saleStatus', SALE_STATES],
  ['salesConsole.documentType', SALE_DOCUMENT_TYPES],
  ['salesConsole.payment', PAYMENT_METHODS],
  ['salesConsole.kind', SALE_KINDS],
  ['salesConsole.handover', HANDOVER_KINDS],
  ['salesConsole.disposition', RETURN_DISPOSITIONS],
  ['logisticsConsole.status', DELIVERY_STATES],
  ['logisticsConsole.pickupStatus', PICKUP_STATES],
  ['financeConsole.status', PAYMENT_STATES],
  ['financeConsole.receipts.source', RECEIPT_SOURCES],
  ['accountConsole.types', REPORT_TRANSACTION_TYPES],
  ['dealersAdmin.status', DEALER_STATES],
  ['dealerArea.channel', DEALER_CHANNELS],
  ['engineerConsole.wipe.methods', WIPE_METHODS],
  ['vouchers.status', VOUCHER_STATES],
  ['workflow.voucher', VOUCHER_STATES],
  ['workflow.priceProposal', PRICE_PROPOSAL_STATES],
  ['admin.prices.proposal.title', PRICE_PROPOSAL_STATES],
  ['admin.prices.explanation', PRICE_EXPLANATIONS],
  ['salesConsole.payment', SALE_PAYMENT_METHODS],
];

describe('codes shown to staff', () => {
  const keys = { th: new Set(catalogueKeys(th)), en: new Set(catalogueKeys(en)) };

  it.each(ENUM_LABELS)('%s names every value in Thai and English', (prefix, values) => {
    for (const language of ['th', 'en'] as const) {
      const missing = values.filter((value) => !keys[language].has(`${prefix}.${value}`));
      expect(missing, `${language}: ${prefix}`).toEqual([]);
    }
  });
});
