import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** What can be done with the selected rows; the feature gives the buttons. It stays in view (under the header) while scrolling. */
export function BulkBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('console.table.bulkActions')}
      className="sticky top-[4.5rem] z-20 flex flex-wrap items-center gap-2 rounded-xl bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
    >
      <p aria-live="polite" className="mr-auto font-semibold">
        {t('console.table.selected', { count })}
      </p>
      {children}
      <button
        type="button"
        onClick={onClear}
        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
      >
        {t('console.table.clearSelection')}
      </button>
    </div>
  );
}
