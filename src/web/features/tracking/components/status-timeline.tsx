import type { TLocale } from '#core/constants.ts';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { timelineSteps, type TTimelineStep } from '../timeline-steps.ts';

/** The request's way so far, top to bottom: dated steps done, the current one highlighted, the rest grey. */
export function StatusTimeline({ tracking }: { tracking: TTracking }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const steps = timelineSteps(tracking);
  return (
    <ol className="relative" aria-label={t('track.timeline')} data-testid="track-timeline">
      {steps.map((step, index) => (
        <li
          key={step.status}
          data-status={step.status}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-8 bottom-0 left-[0.9375rem] w-0.5 ${step.state === 'done' ? 'bg-brand-600' : 'bg-slate-200'}`}
            />
          )}
          <StepDot step={step} />
          <div className="min-w-0 pt-1">
            <p className={`font-semibold ${step.state === 'upcoming' ? 'text-slate-600' : 'text-slate-900'}`}>
              {t(`status.${step.status}`)}
              {step.state === 'done' && <span className="sr-only"> ({t('track.done')})</span>}
              {step.state === 'current' && (
                <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">
                  {t('track.now')}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {step.at ? (
                <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
              ) : step.state === 'upcoming' ? (
                t('track.upcoming')
              ) : (
                t('track.noDate')
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function StepDot({ step }: { step: TTimelineStep }) {
  const rejected = step.status === 'rejected';
  const base = 'relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full';
  if (rejected) {
    return (
      <span className={`${base} bg-red-600`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 stroke-white"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 6l8 8M14 6l-8 8" />
        </svg>
      </span>
    );
  }
  if (step.state === 'done') {
    return (
      <span className={`${base} bg-brand-600`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 fill-none stroke-white"
          strokeWidth="2.5"
        >
          <path d="m5 10.5 3.5 3.5L15 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  if (step.state === 'current') {
    return (
      <span className={`${base} bg-brand-100 ring-2 ring-brand-600`}>
        <span className="h-3 w-3 rounded-full bg-brand-600" />
      </span>
    );
  }
  return <span className={`${base} border-2 border-slate-300 bg-white`} />;
}
