import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { allowedTransitions } from '#core/workflow/decide-transition.ts';
import { TRADE_IN_MACHINE } from '#core/workflow/trade-in-machine.ts';
import type { TEvidenceKey } from '#core/workflow/workflow-types.ts';
import type { TBadgeTone } from '../../components/console/status-badge.tsx';
import type { TEvidenceField, TTransition } from '../../components/console/record/transition-types.ts';

export const STATUS_TONES: Record<TTradeInStatus, TBadgeTone> = {
  new: 'sky',
  booked: 'indigo',
  received: 'amber',
  inspected: 'violet',
  settled: 'emerald',
  rejected: 'slate',
};

/** How the dialog asks for each kind of evidence the workflow names (src/core/workflow). */
const EVIDENCE: Partial<Record<TEvidenceKey, TEvidenceField>> = {
  reason: {
    name: 'reason',
    kind: 'longText',
    labelKey: 'admin.detail.rejectReason',
    required: true,
    maxLength: 500,
  },
  actualPriceThb: {
    name: 'actualPriceThb',
    kind: 'amountThb',
    labelKey: 'admin.detail.engineerPrice',
    required: true,
  },
};

/** A next status and the evidence it needs, as the detail's `allowedTransitions` gives them. */
export interface TAllowedTransition {
  to: TTradeInStatus;
  evidence: readonly TEvidenceKey[];
}

/**
 * The record page's actions: one per allowed transition, with its evidence fields. Moving to inspected
 * may always carry the actual price: when the workflow does not require it (admin), it is optional.
 */
export function toTransitions(allowed: readonly TAllowedTransition[]): TTransition[] {
  return allowed.map(({ to, evidence }) => {
    const fields = evidence.map(
      (name): TEvidenceField =>
        EVIDENCE[name] ?? { name, kind: 'text', labelKey: `workflow.evidence.${name}`, required: true },
    );
    if (to === 'inspected' && !evidence.includes('actualPriceThb')) {
      fields.push({
        name: 'actualPriceThb',
        kind: 'amountThb',
        labelKey: 'admin.detail.actualPrice',
        required: false,
      });
    }
    return {
      to,
      labelKey: `admin.detail.moveTo.${to}`,
      tone: to === 'rejected' ? 'danger' : 'primary',
      evidence: fields,
    };
  });
}

const ADMIN = { kind: 'staff', roles: ['admin'] } as const;
/** A list row does not carry a request's facts; the server checks each request's own when it moves. */
const LIST_FACTS = { fulfilment: 'store', requote: null } as const;

/**
 * The steps an admin may take from every one of these statuses (the core's table), in its order: what a
 * bulk change offers. Each request is then moved, and refused, on its own.
 */
export function commonTransitions(statuses: readonly TTradeInStatus[]): TAllowedTransition[] {
  if (statuses.length === 0) return [];
  const optionsOf = (status: TTradeInStatus) =>
    allowedTransitions(TRADE_IN_MACHINE, status, ADMIN, LIST_FACTS) as TAllowedTransition[];
  const [first, ...rest] = [...new Set(statuses)].map(optionsOf);
  return first!.filter((option) => rest.every((options) => options.some((other) => other.to === option.to)));
}
