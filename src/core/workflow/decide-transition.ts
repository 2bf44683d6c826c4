import { ROLES, type TRole } from '../roles.ts';
import type {
  TActorKey,
  TAnyMachine,
  TEvidence,
  TEvidenceKey,
  TTransitionRule,
  TWorkflowActor,
} from './workflow-types.ts';

export type TTransitionVerdict =
  | { ok: true }
  /** No rule leads from this state to that one. */
  | { ok: false; code: 'notAllowed' }
  /** There is such a step, but not for this actor. */
  | { ok: false; code: 'forbidden' }
  /** The step depends on a fact that does not hold now (e.g. a re-quote still waits for the customer). */
  | { ok: false; code: 'condition'; condition: string }
  /** The step needs evidence that was not given. */
  | { ok: false; code: 'evidenceMissing'; missing: TEvidenceKey[] };

export interface TTransitionAttempt<TState extends string, TFacts> {
  from: TState | null;
  to: TState;
  actor: TWorkflowActor;
  evidence?: TEvidence;
  facts: TFacts;
}

const isRole = (key: TActorKey): key is TRole => (ROLES as readonly string[]).includes(key);

/** Whether the rule lets this actor act. Admin takes every step a staff role may take. */
export function ruleAllows(rule: { by: readonly TActorKey[] }, actor: TWorkflowActor): boolean {
  if (actor.kind !== 'staff') return rule.by.includes(actor.kind);
  if (actor.roles.some((role) => rule.by.includes(role))) return true;
  return actor.roles.includes('admin') && rule.by.some(isRole);
}

/** Evidence counts when given: a non-blank text, a whole non-negative amount, a file's id. */
function isGiven(value: string | number | undefined): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && value.trim().length > 0;
}

const missingEvidence = (rule: { evidence?: readonly TEvidenceKey[] }, evidence: TEvidence = {}) =>
  (rule.evidence ?? []).filter((key) => !isGiven(evidence[key]));

/**
 * The one judge of a state change: whether `actor` may move a record from `from` (null: create it) to
 * `to`, given its facts and the evidence offered. Of several rules for the same step, any one that the
 * actor may use, whose condition holds and whose evidence is complete allows it; otherwise the answer
 * names the first thing that stands in the way, in that order.
 */
export function decideTransition<TState extends string, TFacts>(
  machine: TAnyMachine,
  attempt: TTransitionAttempt<TState, TFacts>,
): TTransitionVerdict {
  const steps = machine.rules.filter((rule) => rule.from === attempt.from && rule.to === attempt.to);
  if (steps.length === 0) return { ok: false, code: 'notAllowed' };
  const mine = steps.filter((rule) => ruleAllows(rule, attempt.actor));
  if (mine.length === 0) return { ok: false, code: 'forbidden' };
  const holding = mine.filter((rule) => !rule.when || machine.conditions[rule.when]!(attempt.facts));
  if (holding.length === 0) return { ok: false, code: 'condition', condition: mine[0]!.when! };
  if (holding.some((rule) => missingEvidence(rule, attempt.evidence).length === 0)) return { ok: true };
  const fewest = leastDemanding(holding);
  return { ok: false, code: 'evidenceMissing', missing: missingEvidence(fewest, attempt.evidence) };
}

function leastDemanding<T extends { evidence?: readonly TEvidenceKey[] }>(rules: readonly T[]): T {
  return rules.reduce((best, rule) =>
    (rule.evidence?.length ?? 0) < (best.evidence?.length ?? 0) ? rule : best,
  );
}

/**
 * The first evidence a step still lacks, of the least demanding rule for `from → to` (none: null). A
 * console asks it before sending, with the server's own key (`errors.workflow.evidence.<name>`).
 */
export function firstMissingEvidence(
  machine: TAnyMachine,
  from: string,
  to: string,
  evidence: TEvidence,
): TEvidenceKey | null {
  const steps = machine.rules.filter((rule) => rule.from === from && rule.to === to);
  if (steps.length === 0) return null;
  return missingEvidence(leastDemanding(steps), evidence)[0] ?? null;
}

/** A step a console can offer: where to, and the evidence it must ask for. */
export interface TTransitionOption<TState extends string = string> {
  to: TState;
  evidence: TEvidenceKey[];
}

/**
 * The steps this actor may take from `from` now, in the machine's order, each with the least evidence
 * one of its rules asks for: what a record page offers as its actions.
 */
export function allowedTransitions<TState extends string, TFacts>(
  machine: TAnyMachine,
  from: TState,
  actor: TWorkflowActor,
  facts: TFacts,
): TTransitionOption<TState>[] {
  const options: TTransitionOption<TState>[] = [];
  for (const to of machine.states as readonly TState[]) {
    const usable = (machine.rules as readonly TTransitionRule<TState, string>[]).filter(
      (rule) =>
        rule.from === from &&
        rule.to === to &&
        ruleAllows(rule, actor) &&
        (!rule.when || machine.conditions[rule.when]!(facts)),
    );
    if (usable.length > 0) options.push({ to, evidence: [...(leastDemanding(usable).evidence ?? [])] });
  }
  return options;
}

/** Whether any rule leads from one state to the other, whoever takes it. */
export function hasStep(machine: TAnyMachine, from: string | null, to: string): boolean {
  return machine.rules.some((rule) => rule.from === from && rule.to === to);
}
