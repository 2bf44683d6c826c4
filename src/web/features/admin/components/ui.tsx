import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
};

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

export const labelClass = 'mb-1 block text-xs font-semibold text-slate-700';

/** A failed load: the message and a retry button. */
export function ErrorBox({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{t(messageKey)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-3`}>
          {t('admin.retry')}
        </button>
      )}
    </div>
  );
}

/** A message that a change worked or failed, read out by screen readers. */
export function Notice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm font-medium ${
        tone === 'error'
          ? 'bg-red-50 text-red-900 ring-1 ring-red-200'
          : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'
      }`}
    >
      {children}
    </p>
  );
}

/**
 * A modal dialog (the browser's own `<dialog>`: focus kept inside, Escape cancels). Shown while `open`.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="admin-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50 ${wide ? 'max-w-4xl' : 'max-w-md'}`}
    >
      {open && (
        <div className="p-5">
          <h2 id="admin-dialog-title" className="text-lg font-bold">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** "Confirm …?" before a change that is hard to undo. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {text && <p className="text-sm text-slate-700">{text}</p>}
        {children}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onCancel} className={buttonClass.secondary}>
            {t('admin.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy || confirmDisabled}
            className={danger ? buttonClass.danger : buttonClass.primary}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
