import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass } from './console-styles.ts';

/** A message that a change worked or failed, read out by screen readers. */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: 'ok' | 'error';
  children: ReactNode;
  /** For the fields it speaks of (`aria-describedby`). */
  id?: string;
}) {
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm font-medium ${
        tone === 'error'
          ? 'bg-red-50 text-red-900 ring-1 ring-red-200'
          : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'
      }`}
    >
      {children}
    </p>
  );
}

/** A failed load: the message in the user's language and a retry button. */
export function ErrorBox({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{t(messageKey)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-3`}>
          {t('console.retry')}
        </button>
      )}
    </div>
  );
}

/** Placeholder blocks while something loads (announced once as "Loading…"). */
export function SkeletonRows({ rows = 5, className = 'h-10' }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{t('console.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <span
          key={row}
          data-testid="admin-skeleton-row"
          className={`block animate-pulse rounded-lg bg-slate-200 ${className}`}
        />
      ))}
    </div>
  );
}

/** Nothing to list: what to do next. */
export function EmptyState({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
      {title && <p className="font-semibold text-slate-800">{title}</p>}
      <p className={title ? 'mt-1' : ''}>{children}</p>
    </div>
  );
}
