import { bahtToSatang } from '#core/money.ts';
import type {
  TPaymentDetail,
  TPaymentListItem,
  TPaymentTransfer,
  TSettlementQueueItem,
} from '#core/contracts/finance.ts';
import type {
  ZCompletePaymentSchema,
  ZPayeeInputSchema,
  ZPreparePaymentSchema,
} from '#core/contracts/finance.ts';
import { bangkokYear } from '#core/bangkok-time.ts';
import { maskedPayee, type TPayee } from '#core/finance/payee.ts';
import { settlementAmountThb } from '#core/trade-in-lifecycle.ts';
import type { z } from 'zod';
import type { TDb, TExecutor, TTx } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { takeDocumentNumber } from '../../documents/document-numbers.repository.ts';
import { AppError } from '../../http/errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import { applyTransition } from '../workflow/apply-transition.ts';
import { createRecord } from '../workflow/create-record.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import type { TStaffActor } from './finance-actor.ts';
import {
  findPayee,
  findPayment,
  insertPayment,
  insertReversal,
  listPayments,
  listReadyRequests,
  lockRequestByReference,
  recordApproval,
  recordCompletion,
  toPayee,
  upsertPayee,
  userLabels,
  type TPaymentRecord,
} from './payments.repository.ts';
import { assertPeriodOpen, openDateForToday } from './periods.repository.ts';
import { promptPayQr } from './promptpay.ts';
import { needsFourEyes, readFinanceSettings } from './settings.repository.ts';

const notFound = (what = 'request') => new AppError('NOT_FOUND', 'errors.notFound', `No such ${what}`);
const invalid = (messageKey: string, path?: string) =>
  new AppError('VALIDATION', messageKey, messageKey, path ? [{ path, messageKey }] : undefined);

/** What the request pays out, in satang: its inspected price (decision 040), the one the customer is shown. */
export const settlementSatang = (request: {
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
}) => bahtToSatang(settlementAmountThb(request));

/** A ready request, locked, or the reason it cannot be settled now. */
export async function lockReadyRequest(tx: TExecutor, reference: string) {
  const request = await lockRequestByReference(tx, reference);
  if (!request) throw notFound();
  if (request.proposalPending)
    throw invalid('financeConsole.errors.priceProposalPending', 'tradeInReference');
  if (!request.ready) throw invalid('financeConsole.errors.notReady', 'tradeInReference');
  if (settlementSatang(request) <= 0)
    throw invalid('financeConsole.errors.amountInvalid', 'tradeInReference');
  return request;
}

/** Settles the request through the workflow (the outbox then stocks the device), unless already settled. */
export async function settleRequest(
  tx: TTx,
  tradeInId: number,
  status: string,
  actor: TStaffActor,
  note: string,
  at?: Date,
) {
  if (status === 'settled') return;
  await moveTradeIn(tx, { id: tradeInId, to: 'settled', actor, note, at });
}

function listItem(row: {
  payment: TPaymentRecord['payment'];
  tradeInReference: string;
  customerName: string;
}): TPaymentListItem {
  const { payment } = row;
  return {
    id: payment.id,
    reference: payment.reference,
    tradeInReference: row.tradeInReference,
    customerName: row.customerName,
    status: payment.status,
    amountSatang: payment.amountSatang,
    payeeMasked: maskedPayee(paymentPayee(payment)),
    needsApproval: payment.needsApproval,
    approved: payment.approvedBy !== null || payment.approvedAt !== null,
    paidOn: payment.paidOn,
    createdAt: payment.createdAt.toISOString(),
  };
}

const paymentPayee = (payment: TPaymentRecord['payment']): TPayee =>
  toPayee({
    method: payment.payeeMethod,
    promptPayId: payment.promptPayId,
    bankCode: payment.bankCode,
    accountNumber: payment.accountNumber,
    accountName: payment.accountName,
  });

/**
 * Four-eyes (decision 040): a payment above the limit waits for a second finance user; until then nothing
 * that lets the money move (the full payee number, the PromptPay payload or QR) is shown or returned.
 */
const awaitsApproval = (payment: TPaymentRecord['payment']) =>
  payment.status === 'pendingPayment' && payment.needsApproval && payment.approvedAt === null;

export function createPaymentsService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const { workflow } = deps;
  const db = deps.db;
  const now = deps.now ?? (() => new Date());
  /** A step's time: the injected clock's (the demo's past days, tests), else the moment it is written. */
  const stepAt = () => (deps.now ? deps.now() : undefined);

  async function detail(executor: TExecutor, id: number, actor: TStaffActor): Promise<TPaymentDetail> {
    const row = await findPayment(executor, id);
    if (!row) throw notFound('payment');
    const { payment } = row;
    const [history, labels] = await Promise.all([
      readHistory(executor, 'payment', [id]),
      userLabels(executor, [payment.createdBy, payment.approvedBy]),
    ]);
    const payee = paymentPayee(payment);
    const actions: TPaymentDetail['actions'] = [];
    if (awaitsApproval(payment)) {
      if (actor.userId !== payment.createdBy) actions.push('approve');
    } else actions.push('transfer');
    if (payment.status === 'pendingPayment' && !awaitsApproval(payment)) actions.push('complete');
    if (payment.status === 'completed') actions.push('reverse');
    if (payment.status !== 'pendingPayment') actions.push('voucherPdf');
    return {
      ...listItem(row),
      payee: {
        method: payee.method,
        bankCode: payee.bankCode,
        accountName: payee.accountName,
        masked: maskedPayee(payee),
      },
      notes: payment.notes,
      version: payment.version,
      createdBy: payment.createdBy ? (labels.get(payment.createdBy) ?? null) : null,
      approvedBy: payment.approvedBy ? (labels.get(payment.approvedBy) ?? null) : null,
      approvedAt: payment.approvedAt?.toISOString() ?? null,
      bankReference: payment.bankReference,
      slipFileId: payment.slipFileId,
      slipMimeType: row.slipMimeType,
      reversal: row.reversal
        ? {
            reason: row.reversal.reason,
            reversedOn: row.reversal.reversedOn,
            amountSatang: row.reversal.amountSatang,
          }
        : null,
      actions,
      history: history.map((step) => ({
        from: step.fromState,
        to: step.toState,
        actor: step.actorLabel,
        note: step.note,
        at: step.createdAt.toISOString(),
      })),
    };
  }

  /** The payment, locked, at the version the user saw. */
  async function lockPayment(tx: TExecutor, id: number, version?: number) {
    const row = await findPayment(tx, id, true);
    if (!row) throw notFound('payment');
    if (version !== undefined && row.payment.version !== version) {
      throw new AppError('CONFLICT', 'errors.conflict', 'The payment changed meanwhile');
    }
    return row;
  }

  return {
    async queue(): Promise<{ items: TSettlementQueueItem[] }> {
      const rows = await listReadyRequests(db);
      return {
        items: rows.map((row) => ({
          reference: row.reference,
          deviceDescription: row.deviceDescription,
          customerName: row.fullName,
          option: row.option,
          amountSatang: settlementSatang(row),
          payeeMasked: row.payeeMethod
            ? maskedPayee(
                toPayee({
                  method: row.payeeMethod,
                  promptPayId: row.promptPayId,
                  bankCode: row.bankCode,
                  accountNumber: row.accountNumber,
                  accountName: row.accountName ?? '',
                }),
              )
            : null,
          inspectedAt: row.inspectedAt?.toISOString() ?? null,
        })),
      };
    },

    async setPayee(reference: string, input: z.output<typeof ZPayeeInputSchema>, actor: TStaffActor) {
      return db.transaction(async (tx) => {
        const request = await lockRequestByReference(tx, reference);
        if (!request) throw notFound();
        await upsertPayee(tx, request.id, input, actor.userId ?? 'staff');
        return input;
      });
    },

    async list(filters: Parameters<typeof listPayments>[1]) {
      return { items: (await listPayments(db, filters)).map(listItem) };
    },

    get: (id: number, actor: TStaffActor) => detail(db, id, actor),

    /**
     * What moves the money: the payee in full and, while pending, the PromptPay payload and QR with the
     * amount. Refused (409) while the payment waits for its second approval, whoever asks.
     */
    async transfer(id: number): Promise<TPaymentTransfer> {
      const row = await findPayment(db, id);
      if (!row) throw notFound('payment');
      const { payment } = row;
      if (awaitsApproval(payment)) {
        throw new AppError(
          'CONFLICT',
          'financeConsole.errors.approvalRequired',
          'Waiting for the second approval',
        );
      }
      const payee = paymentPayee(payment);
      const qr =
        payee.method === 'promptpay' && payee.promptPayId && payment.status === 'pendingPayment'
          ? await promptPayQr(payee.promptPayId, payment.amountSatang)
          : null;
      return {
        payee,
        amountSatang: payment.amountSatang,
        promptPayPayload: qr?.payload ?? null,
        qrSvg: qr?.svg ?? null,
      };
    },

    /**
     * Prepares a payment for a ready request (option trade-in or sale): the amount is the request's, the
     * payee the customer's (or the one finance gives now), the reference the next payment voucher number.
     */
    async prepare(
      input: z.output<typeof ZPreparePaymentSchema>,
      actor: TStaffActor,
    ): Promise<TPaymentDetail> {
      const id = await workflow.transaction(async (tx) => {
        const request = await lockReadyRequest(tx, input.tradeInReference);
        if (request.option === 'voucher')
          throw invalid('financeConsole.errors.voucherRequest', 'tradeInReference');
        if (input.payee) await upsertPayee(tx, request.id, input.payee, actor.userId ?? 'staff');
        const payee = await findPayee(tx, request.id);
        if (!payee) throw invalid('financeConsole.errors.payeeMissing', 'payee');
        const amountSatang = settlementSatang(request);
        const settings = await readFinanceSettings(tx);
        const number = await takeDocumentNumber(tx, 'paymentVoucher', bangkokYear(now()));
        return createRecord(tx, {
          entity: 'payment',
          actor,
          note: input.notes,
          at: stepAt(),
          insert: (inner) =>
            insertPayment(inner, {
              reference: number.number,
              tradeInId: request.id,
              amountSatang,
              payeeMethod: payee.method,
              promptPayId: payee.promptPayId,
              bankCode: payee.bankCode,
              accountNumber: payee.accountNumber,
              accountName: payee.accountName,
              notes: input.notes ?? null,
              needsApproval: needsFourEyes(settings, amountSatang),
              createdBy: actor.userId,
            }),
        });
      });
      return detail(db, id, actor);
    },

    /** Four-eyes: a finance user other than the one who prepared it approves a large payment. */
    async approve(id: number, version: number, actor: TStaffActor): Promise<TPaymentDetail> {
      await db.transaction(async (tx) => {
        const { payment } = await lockPayment(tx, id, version);
        if (payment.status !== 'pendingPayment' || !payment.needsApproval || payment.approvedAt) {
          throw invalid('financeConsole.errors.noApprovalNeeded');
        }
        if (!actor.userId || actor.userId === payment.createdBy)
          throw invalid('financeConsole.errors.secondPersonRequired');
        await recordApproval(tx, id, actor.userId);
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'finance.payment.approve',
            targetType: 'payment',
            targetId: payment.reference,
            details: { amountSatang: payment.amountSatang },
          },
        );
      });
      return detail(db, id, actor);
    },

    /**
     * Completes a payment with its slip, in one transaction: the slip is attached, the payment completed,
     * the request settled (its `tradeIn.settled` event stocks the device). A large payment must have its
     * second approval first; money cannot be dated in a closed month.
     */
    async complete(id: number, input: z.output<typeof ZCompletePaymentSchema>, actor: TStaffActor) {
      await workflow.transaction(async (tx) => {
        const row = await lockPayment(tx, id, input.version);
        const { payment } = row;
        if (payment.needsApproval && !payment.approvedAt && payment.status === 'pendingPayment') {
          throw invalid('financeConsole.errors.approvalRequired');
        }
        const paidOn = await openDateForToday(tx, now());
        await assertPeriodOpen(tx, paidOn);
        await applyTransition(tx, {
          entity: 'payment',
          id,
          to: 'completed',
          actor,
          note: input.note,
          evidence: { slip: input.slipFileId },
          at: stepAt(),
        });
        await attachFiles(tx, [input.slipFileId], 'slip', 'slipFileId');
        await recordCompletion(tx, id, {
          slipFileId: input.slipFileId,
          bankReference: input.bankReference ?? null,
          paidOn,
          completedBy: actor.userId,
        });
        await settleRequest(
          tx,
          payment.tradeInId,
          row.tradeInStatus,
          actor,
          `Payment ${payment.reference}`,
          stepAt(),
        );
      });
      return detail(db, id, actor);
    },

    /** A completed payment is never edited: it is reversed, with a reason, dated in an open month. */
    async reverse(id: number, reason: string, actor: TStaffActor) {
      await workflow.transaction(async (tx) => {
        const { payment } = await lockPayment(tx, id);
        const reversedOn = await openDateForToday(tx, now());
        await applyTransition(tx, { entity: 'payment', id, to: 'reversed', actor, evidence: { reason } });
        await insertReversal(tx, {
          paymentId: id,
          reason,
          amountSatang: -payment.amountSatang,
          reversedOn,
          createdBy: actor.userId,
        });
      });
      return detail(db, id, actor);
    },

    /** For the voucher PDF: the payment and its slip's id. */
    async forVoucher(id: number) {
      const row = await findPayment(db, id);
      if (!row) throw notFound('payment');
      if (row.payment.status === 'pendingPayment') throw invalid('financeConsole.errors.notCompleted');
      return row;
    },
  };
}

export type TPaymentsService = ReturnType<typeof createPaymentsService>;
