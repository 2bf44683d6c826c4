import { lazy, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWizard } from '../wizard-context.ts';
import type { TWizardStep } from '../wizard-state.ts';
import { secondaryButtonClass } from './wizard-ui.tsx';

/**
 * The steps after the offer (option, fulfilment, details) live in their own files and are registered
 * here. Each renders inside the wizard's frame (heading, focus, page title) and uses `useWizard()`.
 * They are a chunk of their own (their forms bring zod): the first steps stay light on a cheap phone,
 * and the offer step fetches this chunk while the customer reads the price.
 */
const loadLaterSteps = () => import('../option-wizard-steps.tsx');

/** After the offer has painted, when the phone is idle: the offer itself must not wait for it. */
export function prefetchLaterSteps(): () => void {
  const load = () => void loadLaterSteps().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 1000);
  return () => clearTimeout(timer);
}

export const LATER_STEPS: Partial<Record<TWizardStep, ComponentType>> = {
  option: lazy(() => loadLaterSteps().then((m) => ({ default: m.OptionWizardStep }))),
  fulfilment: lazy(() => loadLaterSteps().then((m) => ({ default: m.FulfilmentWizardStep }))),
  details: lazy(() => loadLaterSteps().then((m) => ({ default: m.DetailsWizardStep }))),
};

/** A step after the offer that is not built yet: the offer stays one tap away. */
export function PendingStep() {
  const { t } = useTranslation();
  const { goTo } = useWizard();
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <p className="text-slate-700">{t('wizard.pending')}</p>
      <button type="button" className={`${secondaryButtonClass} mt-4`} onClick={() => goTo('offer')}>
        {t('wizard.backToOffer')}
      </button>
    </div>
  );
}
