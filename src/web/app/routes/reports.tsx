import { ReportsPage } from '../../features/reports/components/reports-page.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/** /reports: the dashboard's figures as tables with CSV downloads, for staff (any role). */
export function ReportsRoute() {
  const { t } = useTranslation();
  const page = t('pages.reports');
  return (
    <RequireAuth access={accessForRoute('/reports')} pageName={page}>
      <PageMeta page={page} />
      <ReportsPage />
    </RequireAuth>
  );
}

function PageMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
