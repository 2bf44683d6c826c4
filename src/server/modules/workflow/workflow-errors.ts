import type { TTransitionVerdict } from '#core/workflow/decide-transition.ts';
import type { TWorkflowEntity } from '#core/workflow/machines.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Message keys of a refused step. A machine may name its own (the admin console's trade-in messages
 * predate the workflow); the rest are the workflow's.
 */
interface TOwnKeys {
  notAllowed?: string;
  changed?: string;
  conditions?: Record<string, string>;
  evidence?: Record<string, string>;
}

const OWN_KEYS: Partial<Record<TWorkflowEntity, TOwnKeys>> = {
  tradeIn: {
    notAllowed: 'errors.admin.transitionNotAllowed',
    changed: 'errors.admin.requestChanged',
    conditions: { noOpenRequote: 'errors.admin.requoteNotAccepted' },
    evidence: { reason: 'errors.admin.rejectReasonRequired' },
  },
  dealer: {
    conditions: { hasCode: 'dealersAdmin.errors.codeRequired' },
    evidence: { reason: 'dealersAdmin.errors.reasonRequired' },
  },
};

const EVIDENCE_KEYS: Record<string, string> = {
  reason: 'errors.workflow.evidence.reason',
  actualPriceThb: 'errors.workflow.evidence.actualPriceThb',
  trackingNumber: 'errors.workflow.evidence.trackingNumber',
  recipientName: 'errors.workflow.evidence.recipientName',
  location: 'errors.workflow.evidence.location',
  signature: 'errors.workflow.evidence.signature',
  handoverPhoto: 'errors.workflow.evidence.handoverPhoto',
  slip: 'errors.workflow.evidence.slip',
};

/** A refused step as the one error type: 400 with the field to fix, or 403 for a step that is not theirs. */
export function refusal(
  entity: TWorkflowEntity,
  from: string | null,
  to: string,
  verdict: Exclude<TTransitionVerdict, { ok: true }>,
): AppError {
  const own = OWN_KEYS[entity];
  switch (verdict.code) {
    case 'notAllowed': {
      const key = own?.notAllowed ?? 'errors.workflow.notAllowed';
      return new AppError('VALIDATION', key, `A ${entity} cannot go from ${from ?? '(new)'} to ${to}`, [
        { path: 'to', messageKey: key },
      ]);
    }
    case 'forbidden':
      return new AppError('FORBIDDEN', 'errors.auth.accessDenied', `This step of a ${entity} is not yours`);
    case 'condition': {
      const key = own?.conditions?.[verdict.condition] ?? 'errors.workflow.condition';
      return new AppError('VALIDATION', key, `Not now: ${verdict.condition}`, [
        { path: 'to', messageKey: key },
      ]);
    }
    case 'evidenceMissing': {
      const keyOf = (evidence: string) => own?.evidence?.[evidence] ?? EVIDENCE_KEYS[evidence]!;
      return new AppError(
        'VALIDATION',
        keyOf(verdict.missing[0]!),
        `Required: ${verdict.missing.join(', ')}`,
        verdict.missing.map((key) => ({ path: key, messageKey: keyOf(key) })),
      );
    }
  }
}

/** Someone changed the record since the version the caller saw. */
export function changedMeanwhile(entity: TWorkflowEntity, message?: string): AppError {
  return new AppError(
    'CONFLICT',
    OWN_KEYS[entity]?.changed ?? 'errors.workflow.changed',
    message ?? `The ${entity} was changed meanwhile; reload it and try again`,
  );
}
