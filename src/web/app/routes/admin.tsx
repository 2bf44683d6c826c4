import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/** /admin: the admin console (trade-in requests, users), for admins. */
export function AdminRoute() {
  const { t } = useTranslation();
  const page = t('pages.admin');
  return (
    <RequireAuth access={accessForRoute('/admin')} pageName={page}>
      <AdminMeta page={page} />
      <AdminPage />
    </RequireAuth>
  );
}

function AdminMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.comingSoonTitle', { page }));
  return null;
}
