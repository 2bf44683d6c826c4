import { useEffect } from 'react';

export interface TToast {
  /** A new id shows the toast again even when the text is the same. */
  id: number;
  message: string;
  tone: 'success' | 'error';
}

const TOAST_MS = 6000;

/**
 * The one toast of the app (spec §8 "toast"): a message that goes after a few seconds or when dismissed.
 * An error is an alert (read out at once). The page's toasts stand in a `ToastRegion`; the chat panel
 * shows its own inside the panel (`className` places it), for longer, since the reader is typing.
 */
export function Toast({
  toast,
  dismissLabel,
  onDismiss,
  durationMs = TOAST_MS,
  className = 'w-full max-w-sm',
}: {
  toast: TToast;
  dismissLabel: string;
  onDismiss: () => void;
  durationMs?: number;
  className?: string;
}) {
  const { id, tone } = toast;
  useEffect(() => {
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [id, onDismiss, durationMs]);

  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      data-testid="toast"
      className={`pointer-events-auto flex items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg ring-1 ring-white/20 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`mt-0.5 h-5 w-5 shrink-0 fill-current ${tone === 'error' ? 'text-accent-400' : 'text-brand-200'}`}
      >
        {tone === 'error' ? (
          <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 11a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z" />
        ) : (
          <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm3.7 5.3a1 1 0 0 0-1.4 0L9 10.6 7.7 9.3a1 1 0 1 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4a1 1 0 0 0 0-1.4Z" />
        )}
      </svg>
      {/* The spec's chat messages start in lower case; a toast starts with a capital. */}
      <p className="flex-1 font-medium first-letter:uppercase">{toast.message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="-m-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 stroke-current"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The page's toast, one at a time under the header. The region is always there, so screen readers
 * announce what appears in it.
 */
export function ToastRegion({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: TToast | null;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      {toast && <Toast key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} />}
    </div>
  );
}
