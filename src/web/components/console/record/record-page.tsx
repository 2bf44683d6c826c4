import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { ErrorBox } from '../notice.tsx';
import { Arrow } from '../../arrow.tsx';

/**
 * A record's page (decision 017): back to the list (its filters and page kept), the title and state,
 * a notice of the last change, then the summary and what can be done (`main`) beside the history and
 * notes (`aside`, under it on a phone). Skeleton while loading, the message with Retry when it failed.
 */
export function RecordPage({
  back,
  title,
  badge,
  notice,
  errorKey,
  onRetry,
  loaded,
  main,
  aside,
}: {
  back: { to: To; state?: unknown; label: string };
  title: string;
  badge?: ReactNode;
  notice?: ReactNode;
  /** A failed load's message key. */
  errorKey: string | null;
  onRetry: () => void;
  /** False until the record has come (skeleton meanwhile). */
  loaded: boolean;
  main: () => ReactNode;
  aside: () => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={back.to}
          state={back.state}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          <Arrow direction="left" /> {back.label}
        </Link>
        <h2 className="font-mono text-xl font-bold">{title}</h2>
        {badge}
      </div>
      {notice}
      {errorKey && <ErrorBox messageKey={errorKey} onRetry={onRetry} />}
      {!errorKey && !loaded && (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t('console.loading')}</span>
          {[1, 2, 3].map((row) => (
            <span key={row} className="block h-24 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      )}
      {loaded && (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="grid min-w-0 content-start gap-4 lg:col-span-2">{main()}</div>
          <div className="grid min-w-0 content-start gap-4">{aside()}</div>
        </div>
      )}
    </div>
  );
}
