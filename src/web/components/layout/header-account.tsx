import { useState } from 'react';
import { AppLink } from '../app-link.tsx';
import type { TUser } from '#core/contracts/auth.ts';
import { loadAuthClient } from '../../lib/auth/auth-start.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ToastRegion } from '../toast.tsx';
import { ConsoleLinks, ConsoleMenuDialog, consoleEntries } from './console-menu.tsx';

/**
 * The header's entries for a signed-in person (spec §2): the Console side menu for staff with a role, the
 * dealer area for dealers, and Logout. Its own chunk: the landing page loads it only when a session may
 * exist, so anonymous visitors pay nothing for it.
 */

export interface THeaderToast {
  id: number;
  messageKey: string;
  tone: 'success' | 'error';
}

const PILL = 'rounded-full px-4 py-2 text-center text-sm font-semibold';

export function AccountActions({
  user,
  placement,
  onLoggedOut,
  onLogoutFailed,
}: {
  /** Null while the first answer about the session is pending: nothing shows yet. */
  user: TUser | null;
  /** The header bar (wide screens) or the mobile menu. */
  placement: 'bar' | 'menu';
  onLoggedOut: () => void;
  onLogoutFailed: () => void;
}) {
  const { t } = useTranslation();
  const [consoleOpen, setConsoleOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;
  const consoles = user.kind === 'staff' ? consoleEntries(user.roles) : [];

  async function logout() {
    setLoggingOut(true);
    try {
      await (await loadAuthClient()).signOut();
      onLoggedOut();
    } catch {
      onLogoutFailed();
    } finally {
      setLoggingOut(false);
    }
  }

  const logoutButton = (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={loggingOut}
      aria-busy={loggingOut || undefined}
      className={`${PILL} border border-slate-300 text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70`}
    >
      {t('headerAccount.logout')}
    </button>
  );
  const dealerAreaLink = user.kind === 'dealer' && (
    <AppLink to="/dealer" className={`${PILL} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
      {t('headerAccount.dealerArea')}
    </AppLink>
  );

  if (placement === 'menu') {
    return (
      <div className="mt-4 border-t border-slate-100 pt-4">
        <p className="mb-2 text-sm text-slate-600">
          {t('headerAccount.signedInAs', { name: user.displayName })}
        </p>
        {consoles.length > 0 && (
          <nav aria-labelledby="mobile-console-title" className="mb-3">
            <h2 id="mobile-console-title" className="mb-1 px-3 text-sm font-bold text-slate-900">
              {t('headerAccount.console')}
            </h2>
            <ConsoleLinks entries={consoles} />
          </nav>
        )}
        <div className={`grid gap-3 ${dealerAreaLink ? 'grid-cols-2' : ''}`}>
          {dealerAreaLink}
          {logoutButton}
        </div>
      </div>
    );
  }
  return (
    <>
      {consoles.length > 0 && (
        <>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={consoleOpen}
            onClick={() => setConsoleOpen(true)}
            className={`${PILL} flex items-center gap-1.5 bg-slate-900 text-white hover:bg-slate-700`}
          >
            <ConsoleIcon />
            {t('headerAccount.console')}
          </button>
          <ConsoleMenuDialog
            open={consoleOpen}
            entries={consoles}
            userName={user.displayName}
            onClose={() => setConsoleOpen(false)}
          />
        </>
      )}
      {dealerAreaLink}
      {logoutButton}
    </>
  );
}

/** The logout toasts (spec §8): "Logged out successfully" or "Error logging out". */
export function AccountToast({ toast, onDismiss }: { toast: THeaderToast | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <ToastRegion
      toast={toast && { id: toast.id, tone: toast.tone, message: t(toast.messageKey) }}
      dismissLabel={t('headerAccount.dismiss')}
      onDismiss={onDismiss}
    />
  );
}

function ConsoleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M3 4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4Zm8 0a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V4Zm-8 8a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-4Zm8 0a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-4Z" />
    </svg>
  );
}
