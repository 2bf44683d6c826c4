import { useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner.tsx';

/** One choice of a radio group as a large card: the whole card is the label, so all of it is the touch target. */
export function ChoiceCard(props: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  hint?: ReactNode;
  picture?: ReactNode;
  /** A short note at the right end (a compact row, where a hint line would double the list's height). */
  aside?: ReactNode;
  compact?: boolean;
}) {
  const { name, checked, onSelect, label, hint, picture, aside, compact } = props;
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 has-focus-visible:border-brand-700 ${
        compact ? 'min-h-12 py-2' : 'min-h-14 py-2.5'
      } ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-400'}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1">
        <span className="block leading-snug font-semibold">{label}</span>
        {hint && <span className="mt-0.5 block text-sm leading-snug text-slate-600">{hint}</span>}
      </span>
      {aside && <span className="shrink-0 text-sm text-slate-600">{aside}</span>}
      {picture}
    </label>
  );
}

/** A choice shown as a tile with an icon above its name (categories, brands). */
export function TileChoice(props: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
}) {
  const { name, checked, onSelect, label, hint, icon } = props;
  return (
    <label
      className={`relative flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 px-2 py-3 text-center has-focus-visible:border-brand-700 ${
        checked
          ? 'border-brand-600 bg-brand-50 text-brand-900'
          : 'border-slate-200 bg-white hover:border-slate-400'
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="peer sr-only" />
      {icon}
      <span className="leading-tight font-semibold">{label}</span>
      {hint && <span className="text-xs leading-tight text-slate-600">{hint}</span>}
      {checked && <CheckBadge />}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-[10px] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400"
      />
    </label>
  );
}

function CheckBadge() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="absolute top-1.5 right-1.5 size-5 fill-brand-600">
      <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm4.2 6.7-5 5a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L8.5 10.6l4.3-4.3a1 1 0 1 1 1.4 1.4Z" />
    </svg>
  );
}

export const groupLegendClass = 'text-lg leading-snug font-bold text-slate-900';

/**
 * The bar with the step's main action; it stays in reach of the thumb on a phone. Its right end is kept
 * clear below 1024 px, where the floating chat button sits (bottom-right, 56 px + 16 px margin).
 */
export function StepActions(props: {
  primaryLabel: string;
  /** When it returns a promise, the button is busy (disabled, `busyLabel`) until the promise settles. */
  onPrimary: () => void | Promise<unknown>;
  busyLabel?: string;
  secondary?: ReactNode;
  status?: ReactNode;
}) {
  const { primaryLabel, onPrimary, busyLabel, secondary, status } = props;
  // Kept here, not in the step: a busy button re-renders this bar, not the whole step.
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    if (busy) return;
    const result = onPrimary();
    if (!(result instanceof Promise)) return;
    setBusy(true);
    void result.finally(() => setBusy(false));
  };
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:mx-0 sm:rounded-2xl sm:border sm:px-5 sm:shadow-sm">
      <div className="pr-[4.5rem] lg:pr-0">
        {status}
        <div className="flex items-center gap-3">
          {secondary}
          <button
            type="button"
            onClick={onClick}
            // aria-disabled, not disabled: the button keeps the focus (a disabled one would drop it to the
            // page, and the browser would restyle and repaint for that while the price is on its way).
            aria-disabled={busy || undefined}
            className="ml-auto flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 text-lg font-bold text-white shadow-sm hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80 sm:flex-none"
          >
            {busy && <ButtonSpinner />}
            {busy ? (busyLabel ?? primaryLabel) : primaryLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

export const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50';

export const textButtonClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 underline-offset-4 hover:underline';

/** A problem the customer can fix: announced once, in their language. */
export function ProblemNote({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex min-h-32 items-center justify-center" role="status">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * A ring turning while the button waits. An HTML element rather than an SVG: the browser turns it on
 * its compositor thread, where an SVG would be painted again on the main thread every frame.
 */
function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-5 shrink-0 animate-spin rounded-full border-3 border-current/30 border-t-current"
    />
  );
}
