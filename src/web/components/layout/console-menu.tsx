import { useEffect, useRef } from 'react';
import { consolesFor, STAFF_PAGES, type TRole } from '#core/roles.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePathname } from '../../lib/navigation.ts';
import { AppLink } from '../app-link.tsx';

export interface TConsoleEntry {
  path: string;
  labelKey: string;
}

/** The consoles a staff member's roles open (admin: all), then the dashboard and reports any role opens. */
export function consoleEntries(roles: readonly TRole[]): TConsoleEntry[] {
  if (roles.length === 0) return [];
  return [
    ...consolesFor(roles),
    ...STAFF_PAGES.map((path) => ({ path, labelKey: `consoles.${path.slice(1)}` })),
  ];
}

/**
 * The list of console links; the page being shown is marked current. The header's menu is drawn outside
 * the router (app/site-frame.tsx) and reads the path from lib/navigation; a console passes its router's.
 */
export function ConsoleLinks({
  entries,
  onFollow,
  pathname: routerPathname,
}: {
  entries: TConsoleEntry[];
  onFollow?: () => void;
  pathname?: string;
}) {
  const { t } = useTranslation();
  const framePathname = usePathname();
  const pathname = routerPathname ?? framePathname;
  return (
    <ul className="grid gap-1">
      {entries.map((entry) => {
        const current = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
        return (
          <li key={entry.path}>
            <AppLink
              to={entry.path}
              onClick={onFollow}
              aria-current={current ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2.5 font-medium hover:bg-slate-100 ${
                current ? 'bg-brand-50 text-brand-800' : 'text-slate-700'
              }`}
            >
              {t(entry.labelKey)}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The "Console" side menu (spec §2): a modal panel from the right edge with the consoles of the user's roles. */
export function ConsoleMenuDialog({
  open,
  entries,
  userName,
  onClose,
}: {
  open: boolean;
  entries: TConsoleEntry[];
  userName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="console-menu-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // a click on the backdrop
      }}
      className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex h-full flex-col p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="console-menu-title" className="text-lg font-bold">
            {t('headerAccount.console')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('headerAccount.closeConsoleMenu')}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6 stroke-current"
              fill="none"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <p className="mb-3 text-sm text-slate-600">{t('headerAccount.signedInAs', { name: userName })}</p>
        <nav aria-labelledby="console-menu-title">
          <ConsoleLinks entries={entries} onFollow={onClose} />
        </nav>
      </div>
    </dialog>
  );
}
