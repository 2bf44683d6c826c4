import { Suspense, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useWizardController } from '../use-wizard-controller.ts';
import { WizardContext, type TWizardApi } from '../wizard-context.ts';
import { stepNumber, type TWizardStep } from '../wizard-state.ts';
import { ConditionStep } from './condition-step.tsx';
import { DeviceStep } from './device-step.tsx';
import { LATER_STEPS, PendingStep } from './later-steps.tsx';
import { ModelStep } from './model-step.tsx';
import { OfferStep } from './offer-step.tsx';
import { LoadingBlock, secondaryButtonClass } from './wizard-ui.tsx';

/** The valuation wizard for one reference: "Step {current} of {total}", the step's heading, the step. */
export function ValuationWizard({ reference }: { reference: string }) {
  const controller = useWizardController(reference);
  const { t } = useTranslation();
  if (controller.status === 'ready') return <WizardFrame api={controller.api} />;
  return (
    <Frame title={t('wizard.checking')}>
      {controller.status === 'checking' ? (
        <LoadingBlock label={t('common.loading')} />
      ) : (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t(controller.messageKey)}</p>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3 bg-white`}
            onClick={controller.retry}
          >
            {t('estimate.retry')}
          </button>
        </div>
      )}
    </Frame>
  );
}

function WizardFrame({ api }: { api: TWizardApi }) {
  const { t } = useTranslation();
  const { step, state } = api;
  const number = stepNumber(step, state.skipped);
  const title = t(`wizard.steps.${step}.title`);
  usePageMeta(t('wizard.meta.title', { step: title }));

  // A new step: start at its top and put focus on its heading, so a screen reader announces it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <WizardContext value={api}>
      <Frame
        title={title}
        lead={t(`wizard.steps.${step}.lead`)}
        headingRef={heading}
        progress={number && <Progress current={number.current} total={number.total} />}
      >
        <StepView step={step} />
      </Frame>
    </WizardContext>
  );
}

function StepView({ step }: { step: TWizardStep }) {
  switch (step) {
    case 'device':
      return <DeviceStep />;
    case 'model':
      return <ModelStep />;
    case 'condition':
      return <ConditionStep />;
    case 'offer':
      return <OfferStep />;
    default: {
      const Later = LATER_STEPS[step] ?? PendingStep;
      return (
        <Suspense fallback={<LaterStepLoading />}>
          <Later />
        </Suspense>
      );
    }
  }
}

function LaterStepLoading() {
  const { t } = useTranslation();
  return <LoadingBlock label={t('common.loading')} />;
}

function Frame(props: {
  title: string;
  lead?: string;
  progress?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { title, lead, progress, headingRef, children } = props;
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 pt-5 pb-8 sm:pt-10">
      {progress}
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 scroll-mt-24">
        <span className="block text-sm font-semibold tracking-wide text-slate-500">
          {t('pages.valuation')}
        </span>
        <span className="sr-only">: </span>
        <span className="block text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{title}</span>
      </h1>
      {lead && <p className="mt-1.5 text-slate-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

function Progress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-sm font-bold text-brand-700">{t('wizard.progress', { current, total })}</p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={`h-1.5 flex-1 rounded-full ${index < current ? 'bg-brand-600' : 'bg-slate-200'}`}
          />
        ))}
      </div>
    </div>
  );
}
