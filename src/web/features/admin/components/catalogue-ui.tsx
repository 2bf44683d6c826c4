import { useTranslation } from '../../../lib/i18n.ts';

const iconButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Up and down buttons of a row's place in the order. */
export function MoveButtons({
  name,
  first,
  last,
  busy,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={iconButton}
        disabled={first || busy}
        aria-label={t('adminCatalogue.moveUp', { name })}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={last || busy}
        aria-label={t('adminCatalogue.moveDown', { name })}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

/** A switch for a row's active flag, named after the row. */
export function ActiveSwitch({
  name,
  active,
  busy,
  onToggle,
}: {
  name: string;
  active: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      disabled={busy}
      onClick={onToggle}
      className="inline-flex items-center gap-2 text-sm disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 rounded-full transition-colors ${active ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${active ? 'left-4.5' : 'left-0.5'}`}
        />
      </span>
      {/* The visible word is the state; the name says what the switch is (its state is aria-checked). */}
      <span aria-hidden="true" className={active ? 'text-slate-900' : 'text-slate-600'}>
        {t(`adminCatalogue.activeState.${String(active)}`)}
      </span>
      <span className="sr-only">{t('adminCatalogue.activeOf', { name })}</span>
    </button>
  );
}

export const tableClass = 'w-full text-left text-sm';
export const headClass = 'bg-slate-50 text-xs text-slate-700';
export const cellClass = 'px-3 py-2 align-middle';
