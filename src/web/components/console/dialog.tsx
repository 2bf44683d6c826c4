import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass } from './console-styles.ts';

/**
 * A modal dialog (the browser's own `<dialog>`: focus kept inside, Escape cancels). Shown while `open`;
 * its content is mounted only then, so each opening starts fresh.
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
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50 ${wide ? 'max-w-4xl' : 'max-w-md'}`}
    >
      {open && (
        <div className="p-5">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/**
 * "Confirm …?" before a change that is hard to undo. Without a title it is the spec's "Confirm delete?"
 * (§5) with a Delete button.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title?: string;
  text?: ReactNode;
  confirmLabel?: string;
  /** The way out, when "Cancel" would read like the action (cancelling a sale: "Close, keep the sale"). */
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title ?? t('console.confirmDelete')} onClose={onCancel}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {text && <p className="text-sm text-slate-700">{text}</p>}
        {children}
        <DialogButtons
          cancelLabel={cancelLabel ?? t('console.cancel')}
          onCancel={onCancel}
          submit={
            <button
              type="submit"
              disabled={busy || confirmDisabled}
              aria-busy={busy || undefined}
              className={danger || title === undefined ? buttonClass.danger : buttonClass.primary}
            >
              {confirmLabel ?? t('console.delete')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}

/** Cancel, then the dialog's own submit button, at the dialog's foot. */
export function DialogButtons({
  cancelLabel,
  onCancel,
  submit,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submit: ReactNode;
}) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <button type="button" onClick={onCancel} className={buttonClass.secondary}>
        {cancelLabel}
      </button>
      {submit}
    </div>
  );
}
