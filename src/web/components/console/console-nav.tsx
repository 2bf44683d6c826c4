import { useLocation } from 'react-router';
import { useAuthState } from '../../lib/auth/auth-store.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ConsoleLinks, consoleEntries } from '../layout/console-menu.tsx';

/**
 * The consoles the signed-in person's roles open (`consolesFor`, the same map as the header's Console
 * menu): a column beside the page on a wide screen, a fold-out list above it on smaller ones.
 */
export function ConsoleNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAuthState().session?.user;
  const entries = user?.kind === 'staff' ? consoleEntries(user.roles) : [];
  if (entries.length < 2) return null; // one console: nowhere else to go
  const current = entries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  return (
    <>
      <nav aria-label={t('console.nav.label')} className="hidden text-sm xl:block">
        <div className="sticky top-20">
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('console.nav.label')}
          </p>
          <ConsoleLinks entries={entries} pathname={pathname} />
        </div>
      </nav>
      <details className="group rounded-xl border border-slate-200 bg-white text-sm xl:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 font-semibold">
          <span>
            {t('console.nav.label')}
            {current && <span className="font-normal text-slate-600"> · {t(current.labelKey)}</span>}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 fill-current text-slate-500 transition-transform group-open:rotate-180"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </summary>
        <nav aria-label={t('console.nav.label')} className="border-t border-slate-200 p-2">
          <ConsoleLinks entries={entries} pathname={pathname} />
        </nav>
      </details>
    </>
  );
}
