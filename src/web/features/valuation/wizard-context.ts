import { createContext, useContext } from 'react';
import type { TWizardState, TWizardStep } from './wizard-state.ts';

/**
 * What every step of the wizard works with (steps 1–4 here, and the steps after the offer): the state
 * and the two ways to change it. The step shown is not part of it: a step that is rendered ahead, hidden
 * (see valuation-wizard.tsx), is not rendered again when the customer moves to it.
 */
export interface TWizardApi {
  state: TWizardState;
  /** Changes the state; it is saved in sessionStorage under the reference, so a reload keeps it. */
  update: (change: (state: TWizardState) => TWizardState) => void;
  /** Opens a step and adds a history entry, so the browser's Back returns to this one. */
  goTo: (step: TWizardStep) => void;
}

export const WizardContext = createContext<TWizardApi | null>(null);

export function useWizard(): TWizardApi {
  const api = useContext(WizardContext);
  if (!api) throw new Error('useWizard() outside the valuation wizard');
  return api;
}
