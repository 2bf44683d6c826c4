import { DashboardPage } from '../../features/reports/components/dashboard-page.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/** /dashboard: figures and charts for staff (any role). Its chunk alone holds the chart code. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const page = t('pages.dashboard');
  return (
    <RequireAuth access={accessForRoute('/dashboard')} pageName={page}>
      <PageMeta page={page} />
      <DashboardPage />
    </RequireAuth>
  );
}

function PageMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
