import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsoleNav } from './console-nav.tsx';
import { tabClass, tabListClass } from './console-styles.ts';
import { ConsoleToastProvider } from './console-toast.tsx';
import { ConsoleQueryProvider } from './query-provider.tsx';

export interface TConsoleTab {
  id: string;
  label: string;
}

/** The tab named in the URL (`?tab=`), or the first one: a reload or a shared link opens the same tab. */
export function useConsoleTab<TId extends string>(ids: readonly TId[]): TId {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return ids.find((id) => id === asked) ?? ids[0]!;
}

/**
 * A staff console's page (decision 017): the role menu, the title, the tabs (in the URL), and the
 * console's content, with the server-state cache (TanStack Query) and the page's one toast around it.
 * The content column may shrink below its tables' width: they scroll inside their own box, never the page.
 */
export function ConsolePage({
  title,
  tabs,
  tabsLabel,
  current,
  actions,
  children,
}: {
  title: string;
  /** Beside the title (a link to another view of the same data). */
  actions?: ReactNode;
  tabs?: readonly TConsoleTab[];
  tabsLabel?: string;
  /** The id of the tab shown (from `useConsoleTab`). */
  current?: string;
  children: ReactNode;
}) {
  return (
    <ConsoleQueryProvider>
      <ConsoleToastProvider>
        <div className="mx-auto grid max-w-[96rem] grid-cols-[minmax(0,1fr)] gap-4 px-3 pt-6 pb-12 sm:px-6 xl:grid-cols-[10rem_minmax(0,1fr)] xl:gap-6">
          <ConsoleNav />
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h1 className="text-2xl font-bold">{title}</h1>
              {actions}
            </div>
            {tabs && <ConsoleTabs tabs={tabs} label={tabsLabel ?? title} current={current} />}
            {children}
          </div>
        </div>
      </ConsoleToastProvider>
    </ConsoleQueryProvider>
  );
}

function ConsoleTabs({
  tabs,
  label,
  current,
}: {
  tabs: readonly TConsoleTab[];
  label: string;
  current: string | undefined;
}) {
  return (
    <nav aria-label={label}>
      <ul className={tabListClass}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={{ search: `?tab=${tab.id}` }}
              aria-current={current === tab.id ? 'page' : undefined}
              className={tabClass(current === tab.id)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
