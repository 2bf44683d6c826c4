import { DealerSetupPage } from '../../features/dealer-setup/components/dealer-setup-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { accessForRoute } from '../../lib/auth/access.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/** /dealer/setup: the shop profile, for signed-in dealers. */
export function DealerSetupRoute() {
  const { t } = useTranslation();
  const page = t('pages.dealerSetup');
  return (
    <RequireAuth access={accessForRoute('/dealer/setup')} pageName={page}>
      <DealerSetupMeta page={page} />
      <DealerSetupPage />
    </RequireAuth>
  );
}

function DealerSetupMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
