import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { errorKey } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ToastRegion, type TToast } from '../toast.tsx';

export interface TConsoleToast {
  /** A change worked: the message of `key` (with `vars`) in the user's language. */
  ok: (key: string, vars?: Record<string, string | number>) => void;
  /** Something did not work: the message of `key` (with `vars`). */
  error: (key: string, vars?: Record<string, string | number>) => void;
  /** A change failed: the server's message in the user's language. */
  fail: (error: unknown) => void;
}

const ToastContext = createContext<TConsoleToast | null>(null);

/** One toast region for the whole console page; every part of it shows its toasts there. */
export function ConsoleToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<TToast | null>(null);
  const show = useCallback(
    (message: string, tone: TToast['tone']) => setToast({ id: Date.now() + Math.random(), message, tone }),
    [],
  );
  const dismiss = useCallback(() => setToast(null), []);
  const api = useMemo<TConsoleToast>(
    () => ({
      ok: (key, vars) => show(t(key, vars), 'success'),
      error: (key, vars) => show(t(key, vars), 'error'),
      fail: (error) => show(t(errorKey(error)), 'error'),
    }),
    [show, t],
  );
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toast={toast} dismissLabel={t('console.dismiss')} onDismiss={dismiss} />
    </ToastContext>
  );
}

/** The console page's toast (inside `ConsolePage`). */
export function useConsoleToast(): TConsoleToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useConsoleToast needs a ConsolePage (ConsoleToastProvider) around it');
  return toast;
}
