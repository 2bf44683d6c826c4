import { useParams } from 'react-router';
import { ConsoleQueryProvider } from '../../components/console/query-provider.tsx';
import { DealerDashboard } from '../../features/dealer-area/components/dealer-dashboard.tsx';
import { DealerRequest } from '../../features/dealer-area/components/dealer-request.tsx';
import { DealerScan } from '../../features/dealer-area/components/dealer-scan.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

function Meta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}

/** /dealer and /dealer-dashboard: dealer accounts only (staff roles do not open it). */
export function DealerDashboardRoute({ route }: { route: '/dealer' | '/dealer-dashboard' }) {
  const { t } = useTranslation();
  const page = t('pages.dealerDashboard');
  return (
    <RequireAuth access={accessForRoute(route)} pageName={page}>
      <Meta page={page} />
      <ConsoleQueryProvider>
        <div className="mx-auto max-w-5xl px-4 py-6">
          <DealerDashboard />
        </div>
      </ConsoleQueryProvider>
    </RequireAuth>
  );
}

/** /dealer/{reference}: one of the shop's own requests; another shop's says "Access denied". */
export function DealerRequestRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const page = t('pages.dealerDetail');
  return (
    <RequireAuth access={accessForRoute('/dealer/:id')} pageName={page}>
      <Meta page={page} />
      <ConsoleQueryProvider>
        <div className="mx-auto max-w-3xl px-4 py-6">
          <DealerRequest key={id} reference={id} />
        </div>
      </ConsoleQueryProvider>
    </RequireAuth>
  );
}

/** /dealer/scan: find a request or start a counter assessment by a scanned or typed code. */
export function DealerScanRoute() {
  const { t } = useTranslation();
  const page = t('pages.dealerScan');
  return (
    <RequireAuth access={accessForRoute('/dealer/scan')} pageName={page}>
      <Meta page={page} />
      <ConsoleQueryProvider>
        <div className="mx-auto max-w-3xl px-4 py-6">
          <DealerScan />
        </div>
      </ConsoleQueryProvider>
    </RequireAuth>
  );
}
