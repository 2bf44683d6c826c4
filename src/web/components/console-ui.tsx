import { useTranslation } from '../lib/i18n.ts';

/** Buttons, fields and the failed-load box of the staff consoles (dense desktop screens). */
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
