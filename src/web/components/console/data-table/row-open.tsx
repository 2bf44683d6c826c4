import type { ReactNode } from 'react';
import { createPath, Link, useLocation, useNavigate, useSearchParams, type To } from 'react-router';

/** Where a record lives: a path or search (`{ search: '?delivery=5' }`), and the history state to carry. */
export interface TRowLink {
  to: To;
  state?: unknown;
}

/**
 * The one way a list opens its records (decision 045): a link where the record has a URL (so it opens in
 * a new tab too), a callback where it has none (a dialog of the page). The table row and the phone card
 * both use it; no card renders a link of its own.
 */
export type TRowOpen<TRow> = { link: (row: TRow) => TRowLink } | { action: (row: TRow) => void };

/** Opens a row the way the list says: in this tab, or (a link, with Ctrl/⌘ or the middle button) in a new one. */
export function useRowOpener<TRow>(open: TRowOpen<TRow> | undefined) {
  const navigate = useNavigate();
  if (!open) return null;
  return (row: TRow, newTab = false) => {
    if ('action' in open) {
      open.action(row);
      return;
    }
    const { to, state } = open.link(row);
    if (newTab) window.open(typeof to === 'string' ? to : createPath(to), '_blank', 'noopener');
    else void navigate(to, { state });
  };
}

/** The record's link inside its table row (what "Open in new tab" and a screen reader's links list find). */
export function RowLink<TRow>({
  open,
  row,
  children,
}: {
  open: TRowOpen<TRow> | undefined;
  row: TRow;
  children: ReactNode;
}) {
  if (!open || 'action' in open) return <>{children}</>;
  const { to, state } = open.link(row);
  return (
    <Link
      to={to}
      state={state}
      tabIndex={-1}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
    </Link>
  );
}

/**
 * The whole phone card as the target: an empty link (or button) stretched over the card, named "Open …"
 * and described by the card's text; the card's checkbox and its own buttons stand above it.
 */
export function CardOpenTarget<TRow>({
  open,
  row,
  label,
  describedBy,
}: {
  open: TRowOpen<TRow>;
  row: TRow;
  label: string;
  describedBy: string;
}) {
  const className =
    'absolute inset-0 z-[1] rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-brand-50/40';
  if ('action' in open)
    return (
      <button
        type="button"
        aria-label={label}
        aria-describedby={describedBy}
        onClick={() => open.action(row)}
        className={className}
      />
    );
  const { to, state } = open.link(row);
  return (
    <Link to={to} state={state} aria-label={label} aria-describedby={describedBy} className={className} />
  );
}

/**
 * A record that opens on the list's own page with one search parameter (`?delivery=5`): its link keeps
 * the list's filters and tab, and the pager's state for the way back.
 */
export function useSearchParamLink(key: string) {
  const [params] = useSearchParams();
  const location = useLocation();
  return (value: string | number): TRowLink => {
    const next = new URLSearchParams(params);
    next.set(key, String(value));
    return { to: { search: `?${next.toString()}` }, state: location.state as unknown };
  };
}
