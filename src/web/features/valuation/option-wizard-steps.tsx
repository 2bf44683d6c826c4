import { useCallback } from 'react';
import { DetailsStep } from './details-step.tsx';
import { FulfilmentStep } from './fulfilment-step.tsx';
import { OptionStep } from './option-step.tsx';
import type { TStepProps } from './option-step-frame.tsx';
import { useWizard } from './wizard-context.ts';
import type { TWizardState } from './wizard-state.ts';

/** The wizard's state and navigation as the steps after the offer take them (a patch, not an updater). */
function useStepProps(): TStepProps {
  const { state, update, goTo } = useWizard();
  const patch = useCallback(
    (change: Partial<TWizardState>) => update((current) => ({ ...current, ...change })),
    [update],
  );
  return { state, update: patch, goTo };
}

export function OptionWizardStep() {
  return <OptionStep {...useStepProps()} />;
}

export function FulfilmentWizardStep() {
  return <FulfilmentStep {...useStepProps()} />;
}

export function DetailsWizardStep() {
  return <DetailsStep {...useStepProps()} />;
}
