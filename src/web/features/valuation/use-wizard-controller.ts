import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { fetchModels } from './api/catalogue.ts';
import { newWizardState, parseLandingChoice, stateFromLandingChoice } from './wizard-answers.ts';
import { useStepAddress } from './use-step-address.ts';
import type { TWizardApi } from './wizard-context.ts';
import { clampStep, resumeStep } from './wizard-flow.ts';
import { loadWizardState, saveWizardState, type TWizardState, type TWizardStep } from './wizard-state.ts';

export type TWizardController =
  | { status: 'checking' }
  | { status: 'error'; messageKey: string; retry: () => void }
  | { status: 'ready'; api: TWizardApi; step: TWizardStep };

const LANDING_PARAMS = ['brand', 'model', 'storage'] as const;

/**
 * The wizard for one reference: restores it from sessionStorage, or starts it from the landing form's
 * choice once the catalogue confirms it, keeps `?step=` in the URL and the rest in sessionStorage.
 */
export function useWizardController(reference: string): TWizardController {
  const [searchParams, setSearchParams] = useSearchParams();
  // The landing form's choice is read once: later changes to the address are the wizard's own.
  const [landingChoice] = useState(() => parseLandingChoice(searchParams));
  const [state, setState] = useState<TWizardState | null>(
    () => loadWizardState(reference) ?? (landingChoice ? null : newWizardState(reference)),
  );
  const [checkError, setCheckError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [dropLanding, setDropLanding] = useState(false);

  useEffect(() => {
    if (state !== null || landingChoice === null) return;
    let active = true;
    const startOver = () => {
      // A choice that does not check out is dropped from the address, so a reload does not try it again.
      setDropLanding(true);
      setState(newWizardState(reference));
    };
    fetchModels(landingChoice.brandId).then(
      (models) => {
        if (!active) return;
        const started = stateFromLandingChoice(reference, landingChoice, models);
        if (started) setState(started);
        else startOver();
      },
      (error: unknown) => {
        if (!active) return;
        // An unknown or inactive brand is a choice that does not check out; anything else can be retried.
        if (error instanceof ApiError && (error.status === 400 || error.status === 404)) startOver();
        else setCheckError(error instanceof ApiError ? error.messageKey : 'errors.internal');
      },
    );
    return () => {
      active = false;
    };
  }, [state, landingChoice, reference, attempt]);

  useEffect(() => {
    if (state) saveWizardState(state);
  }, [state]);

  const { requested, goTo } = useStepAddress();
  const step = state ? clampStep(requested ?? resumeStep(state), state) : null;

  // The address follows the step shown; one update, since react-router does not queue functional updates.
  const staleLanding = dropLanding && LANDING_PARAMS.some((name) => searchParams.has(name));
  useEffect(() => {
    if (step === null || (step === requested && !staleLanding)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', step);
        if (staleLanding) for (const name of LANDING_PARAMS) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [step, requested, staleLanding, setSearchParams]);

  const update = useCallback((change: (state: TWizardState) => TWizardState) => {
    setState((current) => (current ? change(current) : current));
  }, []);

  const api = useMemo(() => (state ? { state, update, goTo } : null), [state, update, goTo]);

  if (api && step) return { status: 'ready', api, step };
  if (checkError) {
    return {
      status: 'error',
      messageKey: checkError,
      retry: () => {
        setCheckError(null);
        setAttempt((count) => count + 1);
      },
    };
  }
  return { status: 'checking' };
}
