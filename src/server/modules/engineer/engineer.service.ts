import { randomBytes } from 'node:crypto';
import { bangkokYear } from '#core/bangkok-time.ts';
import type { TCategoryKey } from '#core/constants.ts';
import type {
  TEngineerQueue,
  TEngineerQueueQuery,
  TEngineerRequest,
  TIdentityCheck,
  TInspectRequest,
} from '#core/contracts/engineer.ts';
import { isValidImei, normalizeImeiOrSerial } from '#core/imei.ts';
import { priceOnTable, REASON_IMEI_BLOCKED } from '#core/inspection.ts';
import {
  categoryQuestionnaire,
  questionnaireFor,
  type TDeviceQuestionnaire,
} from '#core/questionnaire-mapping.ts';
import { checkAnswers } from '#core/pricing.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import { REFERENCE_PATTERN } from '#core/reference.ts';
import type { TRole } from '#core/roles.ts';
import type { TDb } from '../../db/client.ts';
import { takeDocumentNumber } from '../../documents/document-numbers.repository.ts';
import { AppError } from '../../http/errors.ts';
import { findModelNamedIn } from '../catalogue/model-names.repository.ts';
import { attachFiles } from '../files/attach-files.ts';
import { readQuestionnaireMapping } from '../questionnaire/questionnaire.repository.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { decodeQueueCursor, findQueuePage, type TQueueConditions } from './engineer-queue.repository.ts';
import { readHistoryOf, toEngineerRequest, toQueueItem } from './engineer-view.ts';
import {
  claimInspection,
  ensureInspection,
  findBlocked,
  findDuplicates,
  findEngineerRecord,
  releaseInspection,
  saveInspection,
  type TEngineerRecord,
} from './inspection.repository.ts';

export interface TEngineerActor {
  userId: string | null;
  roles: readonly TRole[];
  ip?: string | undefined;
}

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound', 'No such request');
const notWaiting = () =>
  new AppError('CONFLICT', 'engineerConsole.errors.notWaiting', 'The request is not waiting for inspection');
const claimedByOther = () =>
  new AppError(
    'CONFLICT',
    'engineerConsole.errors.claimedByOther',
    'Another engineer has claimed this request',
  );
const invalid = (messageKey: string, path: string, message: string) =>
  new AppError('VALIDATION', messageKey, message, [{ path, messageKey }]);

const isAdmin = (actor: TEngineerActor) => actor.roles.includes('admin');

/** A number an engineer typed, as it is kept: an IMEI with a good check digit, or a serial. */
export function checkImei(input: string): { value: string; kind: 'imei' | 'serial' } {
  const value = normalizeImeiOrSerial(input);
  if (!value) {
    throw invalid('engineerConsole.errors.imeiInvalid', 'imei', 'Not an IMEI (15 digits, Luhn) or a serial');
  }
  return { value, kind: isValidImei(value) ? 'imei' : 'serial' };
}

export function createEngineerService(deps: {
  db: TDb;
  workflow: TWorkflow;
  targetHours: number;
  now?: () => Date;
}) {
  const { db, workflow, targetHours } = deps;
  const now = deps.now ?? (() => new Date());

  async function record(reference: string): Promise<TEngineerRecord> {
    const found = await findEngineerRecord(db, reference);
    if (!found) throw notFound();
    return found;
  }

  /**
   * The questionnaire the inspection answers, as the customer's wizard asks it (decision 026): the one
   * stored with the quote; else the mapping's for the request's category and brand; for a request made
   * without a valuation, for the model its customer's words name; null when nothing says what the device
   * is (every question is then offered).
   */
  async function questionnaireOf(found: TEngineerRecord): Promise<TDeviceQuestionnaire | null> {
    if (found.priceTable?.questionnaire) return found.priceTable.questionnaire;
    const named = found.category ? null : await findModelNamedIn(db, found.device);
    const category = (found.category as TCategoryKey | null) ?? named?.category ?? null;
    const brandId = found.brandId ?? named?.brandId ?? null;
    if (!category) return null;
    if (brandId === null) return categoryQuestionnaire(category);
    return questionnaireFor(await readQuestionnaireMapping(db), category, brandId);
  }

  async function view(reference: string, actor: TEngineerActor): Promise<TEngineerRequest> {
    const found = await record(reference);
    return toEngineerRequest(found, await readHistoryOf(db, found.id), {
      actor,
      targetHours,
      now: now(),
      questionnaire: await questionnaireOf(found),
    });
  }

  /** Only the claimer (or admin) works on a claimed request; nobody on an unclaimed one but admin. */
  function assertHolds(found: TEngineerRecord, actor: TEngineerActor): void {
    if (found.status !== 'received') throw notWaiting();
    if (isAdmin(actor)) return;
    const holder = found.inspection?.claimedBy ?? null;
    if (holder === null)
      throw new AppError('CONFLICT', 'engineerConsole.errors.notClaimed', 'Claim the request first');
    if (holder !== actor.userId) throw claimedByOther();
  }

  async function lookUpIdentity(found: TEngineerRecord, imei: string): Promise<TIdentityCheck> {
    const { value, kind } = checkImei(imei);
    const [duplicates, blocked] = await Promise.all([
      findDuplicates(db, value, found.id),
      findBlocked(db, value),
    ]);
    return { normalized: value, kind, duplicateOf: duplicates, blocked: blocked ?? null };
  }

  return {
    async listQueue(query: TEngineerQueueQuery, actor: TEngineerActor): Promise<TEngineerQueue> {
      const after = query.cursor ? decodeQueueCursor(query.cursor) : undefined;
      if (query.cursor && !after) {
        throw invalid('engineerConsole.errors.cursorInvalid', 'cursor', 'The cursor is not for this list');
      }
      const conditions: TQueueConditions = {
        category: query.category,
        brandId: query.brandId,
        storeId: query.storeId,
      };
      if (query.claim === 'unclaimed') conditions.claim = 'unclaimed';
      else if (query.claim === 'mine') {
        // A script without an account claims nothing: "mine" is then empty.
        conditions.claim = { mine: actor.userId ?? '00000000-0000-0000-0000-000000000000' };
      }
      if (query.q) {
        const upper = query.q.toUpperCase();
        conditions.search = REFERENCE_PATTERN.test(upper)
          ? { kind: 'reference', value: upper }
          : { kind: 'imeiSerial', value: upper.replace(/[\s-]/g, '') };
      }
      const page = await findQueuePage(db, conditions, after, query.pageSize);
      const at = now();
      return {
        items: page.rows.map((row) => toQueueItem(row, { actor, targetHours, now: at })),
        nextCursor: page.nextCursor,
        targetHours,
      };
    },

    getRequest: view,

    async claim(reference: string, actor: TEngineerActor): Promise<TEngineerRequest> {
      const found = await record(reference);
      if (found.status !== 'received') throw notWaiting();
      if (!actor.userId) throw new AppError('FORBIDDEN', 'errors.auth.accessDenied', 'No account');
      await ensureInspection(db, found.id);
      if (!(await claimInspection(db, found.id, actor.userId))) throw claimedByOther();
      return view(reference, actor);
    },

    async release(reference: string, actor: TEngineerActor): Promise<TEngineerRequest> {
      const found = await record(reference);
      // An inspected or rejected request keeps the claim of whoever worked on it.
      if (found.status !== 'received') throw notWaiting();
      const holder = found.inspection?.claimedBy ?? null;
      if (holder !== null && holder !== actor.userId && !isAdmin(actor)) {
        throw new AppError(
          'FORBIDDEN',
          'engineerConsole.errors.releaseDenied',
          "Only admin releases another's claim",
        );
      }
      await releaseInspection(db, found.id);
      return view(reference, actor);
    },

    async checkIdentity(reference: string, imei: string): Promise<TIdentityCheck> {
      return lookUpIdentity(await record(reference), imei);
    },

    async reject(
      reference: string,
      body: { version: number; reason: string },
      actor: TEngineerActor,
    ): Promise<TEngineerRequest> {
      const found = await record(reference);
      assertHolds(found, actor);
      await workflow.transaction((tx) =>
        moveTradeIn(tx, {
          id: found.id,
          to: 'rejected',
          version: body.version,
          reason: body.reason,
          actor: { kind: 'staff', userId: actor.userId, roles: actor.roles, ip: actor.ip },
        }),
      );
      return view(reference, actor);
    },

    /**
     * The inspection: identity first (a blocklisted number rejects the request with its own reason and
     * nothing else is asked), then the checklist, the answers priced on the quote's table (or an
     * override with its reason), evidence photos and the wipe with its certificate number; then
     * `inspected` through the workflow, which opens a re-quote when the price is below the offer.
     */
    async inspect(
      reference: string,
      body: TInspectRequest,
      actor: TEngineerActor,
      options: { atCounter?: boolean } = {},
    ): Promise<TEngineerRequest> {
      const found = await record(reference);
      // At the sales counter (old for new, decision 044) the sales person inspects while the customer
      // waits: nothing to claim; the workflow allows the step to sales only for a counter request.
      if (options.atCounter) {
        if (found.status !== 'received') throw notWaiting();
      } else assertHolds(found, actor);
      const staff = { kind: 'staff' as const, userId: actor.userId, roles: actor.roles, ip: actor.ip };
      const identity = await lookUpIdentity(found, body.imei);
      const imei = identity.normalized!;
      const duplicateOf = identity.duplicateOf.map((duplicate) => duplicate.reference);
      const at = now();

      if (identity.blocked) {
        await workflow.transaction(async (tx) => {
          await moveTradeIn(tx, {
            id: found.id,
            to: 'rejected',
            version: body.version,
            reason: REASON_IMEI_BLOCKED,
            note: `Blocklist: ${identity.blocked!.note}`,
            at,
            actor: staff,
          });
          await saveInspection(tx, found.id, {
            imei,
            duplicateOf,
            blocked: true,
            inspectedBy: actor.userId,
            inspectedAt: at,
          });
        });
        return view(reference, actor);
      }

      if (!body.activationLockOff) {
        throw invalid(
          'engineerConsole.errors.lockNotConfirmed',
          'activationLockOff',
          'Activation lock not confirmed off',
        );
      }
      if (!body.cloudLockOff) {
        throw invalid(
          'engineerConsole.errors.lockNotConfirmed',
          'cloudLockOff',
          'Cloud lock not confirmed off',
        );
      }
      if (!body.wipe)
        throw invalid('engineerConsole.errors.wipeRequired', 'wipe.method', 'Record the data wipe');
      const wipedAt = new Date(body.wipe.at);
      if (wipedAt.getTime() > at.getTime() + 5 * 60_000) {
        throw invalid(
          'engineerConsole.errors.wipeTimeInvalid',
          'wipe.at',
          'The wipe cannot be in the future',
        );
      }
      const questionnaire = await questionnaireOf(found);
      if (questionnaire) {
        const problems = checkAnswers(questionnaire, body.answers);
        if (problems.length > 0) {
          throw new AppError(
            'VALIDATION',
            problems[0]!.messageKey,
            'Answers do not fit the category',
            problems.map((problem) => ({
              path: `answers.${problem.question}`,
              messageKey: problem.messageKey,
            })),
          );
        }
      }
      const computed = found.priceTable
        ? priceOnTable(found.priceTable, body.answers, {
            option: found.option,
            province: found.province as TProvinceKey,
            voucherUpliftPercent: found.voucherUpliftPercent ?? 0,
            provincialBonusThb: found.provincialBonusThb ?? 0,
          })
        : null;
      if (!computed && !body.override) {
        throw invalid(
          'engineerConsole.errors.overrideRequired',
          'override.priceThb',
          'No price on the quote’s table for this condition: enter the price with a reason',
        );
      }
      const actualThb = body.override ? body.override.priceThb : computed!.totalThb;

      await workflow.transaction(async (tx) => {
        await moveTradeIn(tx, {
          id: found.id,
          to: 'inspected',
          version: body.version,
          actualPriceThb: actualThb,
          priceReason: body.override?.reason,
          note: body.note,
          // The service's clock (the demo business inspects in its own past).
          at,
          actor: staff,
        });
        if (body.evidencePhotoIds.length > 0) {
          await attachFiles(tx, body.evidencePhotoIds, 'evidencePhoto', 'evidencePhotoIds');
        }
        const certificate = await takeDocumentNumber(tx, 'erasureCertificate', bangkokYear(wipedAt));
        await saveInspection(tx, found.id, {
          answers: body.answers,
          grade: computed?.grade ?? null,
          lines: computed?.lines ?? [],
          computedThb: computed?.totalThb ?? null,
          actualThb,
          overrideReason: body.override?.reason ?? null,
          imei,
          duplicateOf,
          blocked: false,
          activationLockOff: true,
          cloudLockOff: true,
          evidencePhotoIds: [...new Set(body.evidencePhotoIds)],
          wipeMethod: body.wipe!.method,
          wipedAt,
          certificateNumber: certificate.number,
          certificateToken: randomBytes(18).toString('base64url'),
          inspectedBy: actor.userId,
          inspectedAt: at,
        });
      });
      return view(reference, actor);
    },
  };
}

export type TEngineerService = ReturnType<typeof createEngineerService>;
