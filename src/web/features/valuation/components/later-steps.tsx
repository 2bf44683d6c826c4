import { use } from 'react';
import type * as LaterStepsModule from '../option-wizard-steps.tsx';
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
type TLaterSteps = typeof LaterStepsModule;

/** The chunk once it has arrived: the steps then render in the same pass as the tap, without suspending. */
let loaded: TLaterSteps | null = null;
let loading: Promise<TLaterSteps> | null = null;

function loadLaterSteps(): Promise<TLaterSteps> {
  loading ??= import('../option-wizard-steps.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // a later visit tries again
      throw error;
    },
  );
  return loading;
}

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

const LATER_STEP_EXPORTS: Partial<Record<TWizardStep, keyof TLaterSteps>> = {
  option: 'OptionWizardStep',
  fulfilment: 'FulfilmentWizardStep',
  details: 'DetailsWizardStep',
};

/**
 * A step after the offer. Once the chunk is here (the offer prefetches it) the step renders at once;
 * before that it suspends on the chunk (a React.lazy would suspend on every first render, then show its
 * content only after React's fallback throttle, some 300 ms later).
 */
export function LaterStep({ step }: { step: TWizardStep }) {
  const name = LATER_STEP_EXPORTS[step];
  const steps = loaded ?? use(loadLaterSteps());
  const Step = name ? steps[name] : PendingStep;
  return <Step />;
}

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
