import { useEffect } from 'react';

export interface TToast {
  /** A new id shows the toast again even when the text is the same. */
  id: number;
  message: string;
  tone: 'success' | 'error';
}

const TOAST_MS = 6000;

/**
 * One toast at a time under the header (spec §8 "toast"). The region is always there, so screen readers
 * announce what appears in it; an error is an alert. It goes after a few seconds or when dismissed.
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
  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      {toast && (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : undefined}
          data-testid="toast"
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg ring-1 ring-white/20"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`mt-0.5 h-5 w-5 shrink-0 fill-current ${toast.tone === 'error' ? 'text-accent-400' : 'text-brand-200'}`}
          >
            {toast.tone === 'error' ? (
              <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 11a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z" />
            ) : (
              <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm3.7 5.3a1 1 0 0 0-1.4 0L9 10.6 7.7 9.3a1 1 0 1 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4a1 1 0 0 0 0-1.4Z" />
            )}
          </svg>
          <p className="flex-1 font-medium">{toast.message}</p>
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
      )}
    </div>
  );
}
