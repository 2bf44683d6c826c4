import {
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useWizardController } from '../use-wizard-controller.ts';
import { WizardContext, type TWizardApi } from '../wizard-context.ts';
import { stepNumber, WIZARD_STEPS, type TWizardStep } from '../wizard-state.ts';
import { ConditionStep } from './condition-step.tsx';
import { DeviceStep } from './device-step.tsx';
import { LaterStep } from './later-steps.tsx';
import { ModelStep } from './model-step.tsx';
import { OfferStep } from './offer-step.tsx';
import { LoadingBlock, secondaryButtonClass } from './wizard-ui.tsx';

/** The valuation wizard for one reference: "Step {current} of {total}", the step's heading, the step. */
export function ValuationWizard({ reference }: { reference: string }) {
  const controller = useWizardController(reference);
  const { t } = useTranslation();
  if (controller.status === 'ready') return <WizardFrame api={controller.api} step={controller.step} />;
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

function WizardFrame({ api, step }: { api: TWizardApi; step: TWizardStep }) {
  const { t } = useTranslation();
  const number = stepNumber(step, api.state.skipped);
  const title = t(`wizard.steps.${step}.title`);
  usePageMeta(t('wizard.meta.title', { step: title }));

  // A new step: start at its top and put focus on its heading, so a screen reader announces it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // At once: the page's smooth scrolling would animate from the old step's position, frame after frame.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Once the step has painted: focusing styles the page there and then, and the tap's frame waits for it.
    return afterNextPaint(() => heading.current?.focus({ preventScroll: true }));
  }, [step]);

  return (
    <Frame
      title={title}
      lead={t(`wizard.steps.${step}.lead`)}
      headingRef={heading}
      progress={number && <Progress current={number.current} total={number.total} />}
    >
      <StepView step={step} api={api} />
    </Frame>
  );
}

/**
 * While the customer is on one of these steps, the next one is rendered ahead (see StepView); the model
 * list follows the brand chosen as soon as it has arrived, and the offer waits without its figures for
 * the server's answer to "See my price".
 */
const RENDER_AHEAD: Partial<Record<TWizardStep, TWizardStep>> = {
  device: 'model',
  model: 'condition',
  condition: 'offer',
  offer: 'option',
  option: 'fulfilment',
  fulfilment: 'details',
};

/**
 * Every step in the same grid cell. The next step waits invisible and of no height (it is styled and
 * laid out, also as shown: see keepReadyToShow, so showing it costs little); the step just left is
 * `content-visibility: hidden` (of no height, and the browser neither styles nor lays out what it
 * keeps). Neither is seen, focused or read.
 */
const SHOWN_CLASS = 'col-start-1 row-start-1 min-w-0';
const AHEAD_CLASS = `${SHOWN_CLASS} invisible h-0 overflow-clip`;
const LEFT_CLASS = `${SHOWN_CLASS} [content-visibility:hidden]`;

/**
 * The step shown, and around it two that are in the page but not shown: the next one, rendered ahead
 * when the phone is idle, and the one just left, taken out when the phone is idle again. Not
 * `display: none` (React's Activity): the browser has already styled and laid out the next step, so the
 * tap mostly makes it visible (on a slow phone, styling and laying out a step such as the eight
 * condition questions costs more than rendering it), and nothing is torn down on the tap either.
 */
function StepView({ step, api }: { step: TWizardStep; api: TWizardApi }) {
  // A step left backwards starts afresh next time, as it always has: going back renews the keys, so
  // neither the step returned to nor the one ahead keeps its old state.
  const [visit, setVisit] = useState({ step, generation: 0, left: null as TWizardStep | null });
  let { generation, left } = visit;
  if (visit.step !== step) {
    const back = WIZARD_STEPS.indexOf(step) < WIZARD_STEPS.indexOf(visit.step);
    if (back) generation += 1;
    left = back ? null : visit.step;
    setVisit({ step, generation, left });
  }
  // The offer only while there is no quote yet (see OfferStep): an existing one is shown when opened.
  const ahead = step === 'condition' && api.state.quoteId !== undefined ? undefined : RENDER_AHEAD[step];
  const aheadKey = ahead && `${ahead}:${generation}`;
  const [readyFor, setReadyFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (aheadKey === undefined) return;
    // A background render (interruptible by a tap) once the step shown has painted and the phone is idle.
    return whenIdle(() => startTransition(() => setReadyFor(aheadKey)));
  }, [aheadKey]);
  useEffect(() => {
    if (left === null) return;
    return whenIdle(() =>
      setVisit((current) => (current.left === left ? { ...current, left: null } : current)),
    );
  }, [left]);
  // Hidden steps follow the answers in the background, after the step shown has rendered them.
  const background = useDeferredValue(api);
  const aheadRef = useRef<HTMLDivElement>(null);
  const aheadMounted = ahead !== undefined && readyFor === aheadKey;
  useEffect(() => {
    const element = aheadRef.current;
    if (!aheadMounted || !element) return;
    return keepReadyToShow(element);
  }, [aheadMounted, aheadKey]);

  const mounted: { key: string; step: TWizardStep; className: string }[] = [];
  if (left) mounted.push({ key: `${left}:${generation}`, step: left, className: LEFT_CLASS });
  mounted.push({ key: `${step}:${generation}`, step, className: SHOWN_CLASS });
  if (aheadMounted) {
    mounted.push({ key: `${ahead}:${generation}`, step: ahead, className: AHEAD_CLASS });
  }
  return (
    <div className="grid">
      {mounted.map((item) => (
        <div
          key={item.key}
          ref={item.className === AHEAD_CLASS ? aheadRef : undefined}
          className={item.className}
        >
          <WizardContext value={item.step === step ? api : background}>
            <StepContent step={item.step} />
          </WizardContext>
        </div>
      ))}
    </div>
  );
}

/**
 * Keeps the step rendered ahead ready to be shown. Whenever it has changed, once the phone is idle, it is
 * styled and laid out as shown and hidden again in the same task, so nothing is painted in between. The
 * first showing of a subtree costs the browser several times what showing it again does, and this
 * moves that first time out of the tap (measured at full speed: the details step 4–5 ms → 1–1.5 ms).
 */
function keepReadyToShow(element: HTMLElement): () => void {
  const prepare = () => {
    element.style.visibility = 'visible';
    void element.offsetHeight; // style and layout, now, as shown
    element.style.removeProperty('visibility');
  };
  let cancel = whenIdle(prepare);
  const observer = new MutationObserver((records) => {
    // Its own `style` attribute (above) is not a change of the step.
    if (records.every((record) => record.target === element && record.attributeName === 'style')) return;
    cancel();
    cancel = whenIdle(prepare);
  });
  observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => {
    observer.disconnect();
    cancel();
  };
}

/** Runs `task` when the browser is idle (within 2 s at the latest); returns its cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** One step; memoised: it renders again when the wizard's state changes, not when only the step does. */
const StepContent = memo(function StepContent({ step }: { step: TWizardStep }) {
  switch (step) {
    case 'device':
      return <DeviceStep />;
    case 'model':
      return <ModelStep />;
    case 'condition':
      return <ConditionStep />;
    case 'offer':
      return <OfferStep />;
    default:
      return (
        <Suspense fallback={<LaterStepLoading />}>
          <LaterStep step={step} />
        </Suspense>
      );
  }
});

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
