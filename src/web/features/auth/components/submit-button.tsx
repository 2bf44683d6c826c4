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
