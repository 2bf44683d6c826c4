import { NUMBERED_STEPS, WIZARD_STEPS, type TWizardState, type TWizardStep } from './wizard-state.ts';

/**
 * Which step may open, given what the customer has chosen so far. A step named in the URL that is not
 * reachable yet (a shared link, a stale bookmark) falls back to the last reachable one before it.
 */
export function parseStep(value: string | null): TWizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(value ?? '') ? (value as TWizardStep) : null;
}

export function isDeviceChosen(state: TWizardState): boolean {
  return state.category !== undefined && state.brandId !== undefined;
}

export function isModelChosen(state: TWizardState): boolean {
  return (
    isDeviceChosen(state) &&
    state.modelId !== undefined &&
    state.storageGb !== undefined &&
    state.year !== undefined
  );
}

export function isStepReachable(step: TWizardStep, state: TWizardState): boolean {
  switch (step) {
    case 'device':
      return true;
    case 'model':
      return isDeviceChosen(state);
    case 'condition':
      return isModelChosen(state);
    case 'offer':
      // Also while its quote is being stored: the offer shows the preview meanwhile.
      return isModelChosen(state) && (state.quoteId !== undefined || state.quotePending === true);
    case 'option':
      return isModelChosen(state) && state.quoteId !== undefined;
    case 'fulfilment':
      return isStepReachable('option', state) && state.option !== undefined;
    case 'details':
      return isStepReachable('fulfilment', state) && state.fulfilment !== undefined;
  }
}

/** The requested step, or the nearest reachable step before it. */
export function clampStep(step: TWizardStep, state: TWizardState): TWizardStep {
  for (let index = WIZARD_STEPS.indexOf(step); index > 0; index -= 1) {
    const candidate = WIZARD_STEPS[index];
    if (candidate && isStepReachable(candidate, state)) return candidate;
  }
  return 'device';
}

/** Where a wizard opened without `?step=` resumes: the furthest numbered step it can show. */
export function resumeStep(state: TWizardState): TWizardStep {
  const reachable = NUMBERED_STEPS.filter((step) => isStepReachable(step, state));
  return reachable[reachable.length - 1] ?? 'device';
}

/** The numbered step before `step` that the customer actually went through (skipped ones are left out). */
export function previousStep(step: TWizardStep, state: TWizardState): TWizardStep | null {
  const index = NUMBERED_STEPS.indexOf(step);
  for (let candidate = index - 1; candidate >= 0; candidate -= 1) {
    const previous = NUMBERED_STEPS[candidate];
    if (previous && !state.skipped.includes(previous)) return previous;
  }
  return null;
}
