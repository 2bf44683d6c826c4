import { useEffect } from 'react';

const TOAST_MS = 8000;

/**
 * A small toast for a failed reply (spec §8), announced at once (role="alert"). The text is the spec's
 * own, shown with its first letter capitalised. It goes after a few seconds or when dismissed.
 */
export function ChatToast({
  message,
  dismissLabel,
  onDismiss,
}: {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);

  return (
    <div
      role="alert"
      data-testid="chat-toast"
      className="mx-3 mb-2 flex items-start gap-2 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-accent-400">
        <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 11a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z" />
      </svg>
      <p className="flex-1 first-letter:uppercase">{message}</p>
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
