import { useTranslation } from '../../../lib/i18n.ts';
import { formatMessage, type TFormMessage } from '../auth-errors.ts';

/** The message of a form that failed as a whole, announced at once. */
export function FormAlert({ message }: { message: TFormMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {formatMessage(t, message)}
    </div>
  );
}

/** The form's main button, with a spinner and a "working" label while the request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
