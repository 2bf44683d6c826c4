import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { parseStep } from './wizard-flow.ts';
import type { TWizardStep } from './wizard-state.ts';

/**
 * The step in the address (`?step=`), and `goTo`, which opens a step with a history entry of its own so
 * the browser's Back returns to the one before.
 *
 * `goTo` shows the step at once from the wizard's own state, so only the wizard renders on the tap; the
 * history entry (pushState, and the router rendering the whole site for the new address) follows once
 * that step has painted: it is invisible, and on a slow phone it costs about as much as showing the step.
 * A step opened so counts while the address is still the one it was opened from: Back or Forward in the
 * meantime wins.
 */
export function useStepAddress(): { requested: TWizardStep | null; goTo: (step: TWizardStep) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<{ step: TWizardStep; from: string } | null>(null);
  const current = useRef({ key: location.key });
  useEffect(() => {
    current.current.key = location.key;
  }, [location.key]);

  const goTo = useCallback((next: TWizardStep) => {
    setOpened({ step: next, from: current.current.key });
  }, []);

  // Once the step opened is committed: its history entry, after the browser has painted it.
  useEffect(() => {
    if (opened === null) return;
    return afterNextPaint(() => {
      // Back or Forward before the paint: the customer is elsewhere, this step is not theirs any more.
      if (opened.from !== current.current.key) return;
      const params = new URLSearchParams(window.location.search);
      params.set('step', opened.step);
      void navigate({ search: `?${params}` }, { preventScrollReset: true });
    });
  }, [opened, navigate]);

  const inAddress = parseStep(new URLSearchParams(location.search).get('step'));
  return { requested: opened?.from === location.key ? opened.step : inAddress, goTo };
}
