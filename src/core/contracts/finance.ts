import { z } from 'zod';
import { BANK_CODES, normalizeAccountNumber, normalizePromptPayId, PAYEE_METHODS } from '../finance/payee.ts';
import { PAYMENT_STATES } from '../workflow/payment-machine.ts';
import { VOUCHER_STATES } from '../workflow/voucher-machine.ts';
import { VOUCHER_ORIGINS } from '../finance/voucher-movements.ts';
import { MAX_VOUCHER_VALIDITY_MONTHS } from '../finance/voucher.ts';
import { TRADE_IN_OPTIONS } from '../trade-in-lifecycle.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';

/** Finance console (issue 20): payments to customers, vouchers, settings. Money is integer satang. */
const E = 'financeConsole.errors';
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, 'errors.text.tooLong')
    .transform((value) => value || undefined)
    .optional();

export const ZSatangSchema = z
  .number({ error: `${E}.amountInvalid` })
  .int(`${E}.amountInvalid`)
  .min(0, `${E}.amountInvalid`)
  .max(100_000_000_000, `${E}.amountInvalid`);

/**
 * Payee details as typed (on /track or by finance): a PromptPay ID (a mobile number or a national ID with
 * its check digit) or a bank and an account number, and the account holder's name. Normalised digits.
 */
export const ZPayeeInputSchema = z
  .object({
    method: z.enum(PAYEE_METHODS, { error: `${E}.payeeMethod` }),
    // Null is taken too, so that the parsed details (nulls for the other method's fields) parse again.
    promptPayId: text().trim().max(30).nullish(),
    bankCode: z.enum(BANK_CODES, { error: `${E}.bank` }).nullish(),
    accountNumber: text().trim().max(30).nullish(),
    // Its length is checked below, so that a short name is said together with the number's problem.
    accountName: text({ error: `${E}.accountName` })
      .trim()
      .max(120, 'errors.text.tooLong'),
  })
  .transform((value, context) => {
    const problem = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
      return true;
    };
    const nameShort = value.accountName.length < 2 && problem('accountName', `${E}.accountName`);
    if (value.method === 'promptpay') {
      const id = normalizePromptPayId(value.promptPayId ?? '');
      if (!id) problem('promptPayId', `${E}.promptPayId`);
      if (!id || nameShort) return z.NEVER;
      return {
        method: value.method,
        promptPayId: id,
        bankCode: null,
        accountNumber: null,
        accountName: value.accountName,
      };
    }
    const account = normalizeAccountNumber(value.accountNumber ?? '');
    if (!value.bankCode) problem('bankCode', `${E}.bank`);
    if (!account) problem('accountNumber', `${E}.accountNumber`);
    if (!value.bankCode || !account || nameShort) return z.NEVER;
    return {
      method: value.method,
      promptPayId: null,
      bankCode: value.bankCode,
      accountNumber: account,
      accountName: value.accountName,
    };
  });
export type TPayeeInput = z.input<typeof ZPayeeInputSchema>;

export const ZPayeeSchema = z.object({
  method: z.enum(PAYEE_METHODS),
  promptPayId: text().nullable(),
  bankCode: text().nullable(),
  accountNumber: text().nullable(),
  accountName: text(),
});

/** A request ready to settle: inspected, no open or declined re-quote, nothing live paid or issued. */
export const ZSettlementQueueItemSchema = z.object({
  reference: text(),
  deviceDescription: text(),
  customerName: text(),
  option: z.enum(TRADE_IN_OPTIONS).nullable(),
  amountSatang: z.number().int(),
  /** Masked ("PromptPay xxxxxx5678"); null when the customer has not given one yet. */
  payeeMasked: text().nullable(),
  inspectedAt: z.iso.datetime().nullable(),
});
export const ZSettlementQueueSchema = z.object({ items: z.array(ZSettlementQueueItemSchema) });
export type TSettlementQueueItem = z.infer<typeof ZSettlementQueueItemSchema>;

export const ZPaymentListItemSchema = z.object({
  id: z.number().int(),
  reference: text(),
  tradeInReference: text(),
  customerName: text(),
  status: z.enum(PAYMENT_STATES),
  amountSatang: z.number().int(),
  payeeMasked: text(),
  needsApproval: z.boolean(),
  approved: z.boolean(),
  paidOn: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
});
export type TPaymentListItem = z.infer<typeof ZPaymentListItemSchema>;
export const ZPaymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATES, { error: `${E}.filterInvalid` }).optional(),
  awaitingApproval: z
    .enum(['1', '0'], { error: `${E}.filterInvalid` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1')),
});
export const ZPaymentListSchema = z.object({ items: z.array(ZPaymentListItemSchema) });

/**
 * What a payment's page shows of its payee: the method, the bank and the holder's name, the number masked.
 * The full number and the PromptPay QR are the transfer's (`GET …/transfer`), once money may move.
 */
export const ZPayeeShownSchema = z.object({
  method: z.enum(PAYEE_METHODS),
  bankCode: text().nullable(),
  accountName: text(),
  masked: text(),
});

export const ZPaymentActionSchema = z.enum(['approve', 'transfer', 'complete', 'reverse', 'voucherPdf']);
export const ZPaymentDetailSchema = ZPaymentListItemSchema.extend({
  payee: ZPayeeShownSchema,
  notes: text().nullable(),
  version: z.number().int(),
  createdBy: text().nullable(),
  approvedBy: text().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  bankReference: text().nullable(),
  slipFileId: z.uuid().nullable(),
  slipMimeType: text().nullable(),
  reversal: z.object({ reason: text(), reversedOn: z.iso.date(), amountSatang: z.number().int() }).nullable(),
  /** What the current user may do now (four-eyes: the preparer cannot approve). */
  actions: z.array(ZPaymentActionSchema),
  history: z.array(
    z.object({
      from: text().nullable(),
      to: text(),
      actor: text(),
      note: text().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});
export type TPaymentDetail = z.infer<typeof ZPaymentDetailSchema>;

/**
 * What lets the money move (decision 040): the payee's full details and, while the payment is pending, the
 * EMVCo PromptPay payload with the amount and its QR code as SVG (PromptPay payees only). Refused while a
 * payment above the four-eyes limit waits for its second approval.
 */
export const ZPaymentTransferSchema = z.object({
  payee: ZPayeeSchema,
  amountSatang: z.number().int(),
  promptPayPayload: text().nullable(),
  qrSvg: text().nullable(),
});
export type TPaymentTransfer = z.infer<typeof ZPaymentTransferSchema>;

export const ZPaymentIdParamSchema = z.object({ id: recordId('errors.notFound') });

export const ZPreparePaymentSchema = z.object({
  tradeInReference: text().trim().max(40),
  /** The payee, when the customer has not given one (or finance corrects it before paying). */
  payee: ZPayeeInputSchema.optional(),
  notes: optionalText(500),
});
export type TPreparePayment = z.input<typeof ZPreparePaymentSchema>;

export const ZVersionSchema = z.object({ version: z.number().int().min(1) });
export const ZCompletePaymentSchema = z.object({
  version: z.number().int().min(1),
  slipFileId: z.uuid({ error: `${E}.slipRequired` }),
  bankReference: optionalText(60),
  note: optionalText(500),
});
export type TCompletePayment = z.input<typeof ZCompletePaymentSchema>;
export const ZReverseSchema = z.object({
  reason: text({ error: `${E}.reasonRequired` })
    .trim()
    .min(3, `${E}.reasonRequired`)
    .max(500, 'errors.text.tooLong'),
});

/**
 * A voucher as finance sees it (decisions 040, 044). Above the four-eyes threshold it waits for a second
 * finance user: until then `code`, `issuedOn` and `validUntil` are null and `awaitingApproval` is true.
 */
export const ZVoucherSchema = z.object({
  id: z.number().int(),
  code: text().nullable(),
  status: z.enum(VOUCHER_STATES),
  origin: z.enum(VOUCHER_ORIGINS),
  tradeInReference: text(),
  customerName: text(),
  amountSatang: z.number().int(),
  balanceSatang: z.number().int(),
  issuedOn: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  notes: text().nullable(),
  version: z.number().int(),
  awaitingApproval: z.boolean(),
  /** Who asked for it (the first finance user) and who approved it, as e-mail or phone. */
  requestedBy: text().nullable(),
  approvedBy: text().nullable(),
  /** Whether the current user may approve it now (waiting, and not the one who asked for it). */
  mayApprove: z.boolean(),
});
export type TVoucher = z.infer<typeof ZVoucherSchema>;
export const ZVoucherListSchema = z.object({ items: z.array(ZVoucherSchema) });
export const ZIssueVoucherSchema = z.object({
  tradeInReference: text().trim().max(40),
  notes: optionalText(500),
});
export const ZVoucherIdParamSchema = z.object({ id: recordId('errors.notFound') });
export const ZCancelVoucherSchema = z.object({
  version: z.number().int(),
  reason: text({ error: 'errors.workflow.reasonRequired' })
    .trim()
    .min(1, 'errors.workflow.reasonRequired')
    .max(500, 'errors.text.tooLong'),
});
export const ZVoucherCheckQuerySchema = z.object({ code: text().trim().max(40) });

/**
 * A voucher as a counter sees it when the code is typed or scanned (decision 044): what is left, until
 * when, whether it may be spent now (and why not), and its owner masked.
 */
export const ZVoucherLookupSchema = z.object({
  id: z.number().int(),
  code: text(),
  status: z.enum(VOUCHER_STATES),
  amountSatang: z.number().int(),
  balanceSatang: z.number().int(),
  validUntil: z.iso.date().nullable(),
  ownerMasked: text(),
  /** Null when it may be spent now. */
  refusal: z.enum(['notIssued', 'used', 'expired', 'cancelled']).nullable(),
});
export type TVoucherLookup = z.infer<typeof ZVoucherLookupSchema>;
export const ZVoucherCheckSchema = z.object({
  /** The code's shape and check character. */
  wellFormed: z.boolean(),
  voucher: ZVoucherLookupSchema.nullable(),
});
export type TVoucherCheck = z.infer<typeof ZVoucherCheckSchema>;

const ZValidityMonthsSchema = z
  .number({ error: `${E}.validityInvalid` })
  .int(`${E}.validityInvalid`)
  .min(1, `${E}.validityInvalid`)
  .max(MAX_VOUCHER_VALIDITY_MONTHS, `${E}.validityInvalid`);
export const ZFinanceSettingsSchema = z.object({
  fourEyesEnabled: z.boolean(),
  fourEyesThresholdSatang: ZSatangSchema,
  /** How long a voucher may be spent from its issue (decision 044; 12 by default). */
  voucherValidityMonths: ZValidityMonthsSchema,
});
export type TFinanceSettings = z.infer<typeof ZFinanceSettingsSchema>;
/** PUT /api/finance/settings: the validity is kept as it is when not given. */
export const ZFinanceSettingsInputSchema = ZFinanceSettingsSchema.extend({
  voucherValidityMonths: ZValidityMonthsSchema.optional(),
});
export type TFinanceSettingsInput = z.output<typeof ZFinanceSettingsInputSchema>;

export const ZPayeeReferenceParamSchema = z.object({ reference: text().max(40) });
