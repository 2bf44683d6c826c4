import type { TCategoryKey } from '#core/constants.ts';
import type { TEngineerQueueItem, TEngineerRequest } from '#core/contracts/engineer.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import type { TRole } from '#core/roles.ts';
import type { TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import type { TExecutor } from '../../db/client.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import type { findQueuePage } from './engineer-queue.repository.ts';
import type { TEngineerRecord } from './inspection.repository.ts';

const HOUR_MS = 3_600_000;
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Who is looking: whose claim is theirs, and whether admin sees every claim. */
interface TViewer {
  userId: string | null;
  roles: readonly TRole[];
}

interface TViewContext {
  actor: TViewer;
  targetHours: number;
  now: Date;
}

type TQueueRow = Awaited<ReturnType<typeof findQueuePage>>['rows'][number];

function claimOf(
  claimedBy: string | null | undefined,
  claimedAt: Date | null | undefined,
  by: string | null,
  actor: TViewer,
) {
  if (!claimedBy || !claimedAt) return null;
  return { by: by ?? claimedBy, at: claimedAt.toISOString(), mine: claimedBy === actor.userId };
}

const storeName = (th: string | null, en: string | null) => (th && en ? { th, en } : null);

export function toQueueItem(row: TQueueRow, context: TViewContext): TEngineerQueueItem {
  const ageHours = Math.max(0, Math.floor((context.now.getTime() - row.receivedAt.getTime()) / HOUR_MS));
  return {
    reference: row.reference,
    device: row.device,
    category: row.category as TCategoryKey | null,
    brandName: row.brandName,
    storeName: storeName(row.storeNameTh, row.storeNameEn),
    fulfilment: row.fulfilment,
    imeiSerial: row.imeiSerial,
    offeredThb: row.offeredThb,
    receivedAt: row.receivedAt.toISOString(),
    ageHours,
    overdue: ageHours >= context.targetHours,
    claim: claimOf(row.claimedBy, row.claimedAt, row.claimer, context.actor),
  };
}

/** The request's and its re-quote's steps, oldest first. */
export async function readHistoryOf(db: TExecutor, id: number) {
  const [tradeIn, requote] = await Promise.all([
    readHistory(db, 'tradeIn', [id]),
    readHistory(db, 'requote', [id]),
  ]);
  return [
    ...tradeIn.map((row) => ({ ...row, entity: 'tradeIn' as const })),
    ...requote.map((row) => ({ ...row, entity: 'requote' as const })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export function toEngineerRequest(
  found: TEngineerRecord,
  history: Awaited<ReturnType<typeof readHistoryOf>>,
  context: TViewContext & { questionnaire: TDeviceQuestionnaire | null },
): TEngineerRequest {
  const inspection = found.inspection;
  const admin = context.actor.roles.includes('admin');
  const holder = inspection?.claimedBy ?? null;
  const received = found.status === 'received';
  return {
    reference: found.reference,
    status: found.status,
    version: found.version,
    receivedAt: iso(inspection?.receivedAt),
    targetHours: context.targetHours,
    device: found.device,
    category: found.category as TCategoryKey | null,
    brandName: found.brandName,
    storageGb: found.storageGb,
    year: found.year,
    imeiSerial: found.imeiSerial,
    option: found.option,
    fulfilment: found.fulfilment,
    province: found.province as TProvinceKey,
    storeName: storeName(found.storeNameTh, found.storeNameEn),
    customerAnswers: found.answers,
    questionnaire:
      context.questionnaire?.map((entry) => ({ question: entry.question, options: [...entry.options] })) ??
      null,
    customerGrade: found.grade,
    offerLines: found.offerLines,
    offeredThb: found.offeredThb,
    pricing: found.priceTable
      ? {
          table: found.priceTable,
          voucherUpliftPercent: found.voucherUpliftPercent ?? 0,
          provincialBonusThb: found.provincialBonusThb ?? 0,
        }
      : null,
    photoIds: found.photoIds,
    claim: claimOf(holder, inspection?.claimedAt, found.claimerLabel, context.actor),
    inspection:
      inspection && inspection.inspectedAt && inspection.imei
        ? {
            answers: inspection.answers ?? { functional: [] },
            grade: inspection.grade,
            lines: inspection.lines,
            computedThb: inspection.computedThb,
            actualThb: inspection.actualThb ?? 0,
            overrideReason: inspection.overrideReason,
            imei: inspection.imei,
            duplicateOf: inspection.duplicateOf,
            blocked: inspection.blocked,
            activationLockOff: inspection.activationLockOff,
            cloudLockOff: inspection.cloudLockOff,
            evidencePhotoIds: inspection.evidencePhotoIds,
            wipeMethod: inspection.wipeMethod,
            wipedAt: iso(inspection.wipedAt),
            certificateNumber: inspection.certificateNumber,
            inspectedBy: found.inspectorLabel,
            inspectedAt: iso(inspection.inspectedAt),
          }
        : null,
    requote: found.requote,
    rejectionReason: found.rejectionReason,
    canInspect: received && (admin || (holder !== null && holder === context.actor.userId)),
    canRelease: received && holder !== null && (admin || holder === context.actor.userId),
    history: history.map((entry) => ({
      entity: entry.entity,
      fromStatus: entry.fromState,
      toStatus: entry.toState,
      actor: entry.actorLabel,
      note: [entry.evidence.reason, entry.note].filter(Boolean).join('\n') || null,
      evidence: entry.evidence,
      at: entry.createdAt.toISOString(),
    })),
  };
}
