import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CONSOLES, STAFF_PAGES } from '#core/roles.ts';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { afterNextPaint } from '../lib/after-next-paint.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePathname } from '../lib/navigation.ts';

/**
 * Header, page and footer of every page. It is drawn before React Router has loaded (the landing page
 * paints without it) and stays mounted when the router takes over the page (decision 047), so the
 * header's state and an open chat outlive the first navigation.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {/* The assistant is for customers: on staff pages it would only cover the work (tables, forms). */}
      {!isStaffPage(pathname) && (
        <div id="chat-slot">
          <DeferredChatLauncher />
        </div>
      )}
    </div>
  );
}

const STAFF_PATHS: readonly string[] = [...CONSOLES.map((console) => console.path), ...STAFF_PAGES];

function isStaffPage(pathname: string): boolean {
  return STAFF_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

let launcher: Promise<ComponentType> | undefined;

/** The chat button, loaded once the page has painted: a fixed corner button, so nothing moves when it comes. */
function DeferredChatLauncher() {
  const [Launcher, setLauncher] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = afterNextPaint(() => {
      launcher ??= import('../features/chat/chat-launcher.tsx').then((module) => module.ChatLauncher);
      launcher.then(
        (component) => live && setLauncher(() => component),
        () => (launcher = undefined), // a lost chunk: the page works without the button; the next page retries
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Launcher ? <Launcher /> : null;
}
