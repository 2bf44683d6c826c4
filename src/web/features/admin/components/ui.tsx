import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from '../../../components/console-ui.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

// Moved to src/web/components so other features (reports) can use them; re-exported for the admin's imports.
export { buttonClass, ErrorBox, inputClass, labelClass } from '../../../components/console-ui.tsx';

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
