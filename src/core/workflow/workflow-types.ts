import type { TRole } from '../roles.ts';

/**
 * Who acts on a record: a staff member with their roles, the customer (on /track, by reference and
 * phone), a dealer, or the system (work done after a commit, e.g. settlement creating a warehouse item).
 */
export type TWorkflowActor =
  { kind: 'staff'; roles: readonly TRole[] } | { kind: 'customer' } | { kind: 'dealer' } | { kind: 'system' };

/** What a rule names as allowed to act: a staff role, or one of the other kinds of actor. */
export type TActorKey = TRole | 'customer' | 'dealer' | 'system';

/**
 * Evidence a transition may require. `kind` says how a console asks for it: text on one line, longer
 * text, a whole-baht amount, or a stored file (a photo, a drawn signature, a transfer slip) by its id.
 */
export const EVIDENCE = {
  reason: { kind: 'longText', max: 500 },
  actualPriceThb: { kind: 'amountThb', max: 10_000_000 },
  trackingNumber: { kind: 'text', max: 40 },
  recipientName: { kind: 'text', max: 120 },
  location: { kind: 'text', max: 40 },
  signature: { kind: 'file' },
  handoverPhoto: { kind: 'file' },
  slip: { kind: 'file' },
} as const;
export type TEvidenceKey = keyof typeof EVIDENCE;
export type TEvidenceKind = (typeof EVIDENCE)[TEvidenceKey]['kind'];
export const EVIDENCE_KEYS = Object.keys(EVIDENCE) as TEvidenceKey[];

/** Evidence given with a transition: text, an amount, or a stored file's id. */
export type TEvidence = Partial<Record<TEvidenceKey, string | number>>;

/**
 * One allowed step. `from: null` creates the record in `to`. Admin may take every step a staff role may
 * (as everywhere else, `hasAnyRole`); steps of customers, dealers and the system are theirs alone.
 * `when` names a condition on the record's facts (see the machine's `conditions`).
 */
export interface TTransitionRule<TState extends string, TCondition extends string = never> {
  from: TState | null;
  to: TState;
  by: readonly TActorKey[];
  evidence?: readonly TEvidenceKey[];
  when?: TCondition;
}

/** A record kind's states and the steps between them: data, read by the server and the consoles alike. */
export interface TMachine<TState extends string, TFacts = undefined, TCondition extends string = never> {
  states: readonly TState[];
  /** States a record stays in: no rule leaves them. */
  final: readonly TState[];
  rules: readonly TTransitionRule<TState, TCondition>[];
  /** Pure conditions on the record's facts that rules name in `when`. */
  conditions: Record<TCondition, (facts: TFacts) => boolean>;
}

/** Any machine, for code that works on all of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyMachine = TMachine<string, any, string>;
export type TStateOf<M> = M extends TMachine<infer S, infer _F, infer _C> ? S : never;
export type TFactsOf<M> = M extends TMachine<infer _S, infer F, infer _C> ? F : never;
