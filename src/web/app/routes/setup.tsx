import { SetupPage } from '../../features/auth/components/setup-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** /setup?token=…: the first admin of a new installation (decision 019). */
export function SetupRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: t('pages.setup') }));
  return <SetupPage />;
}
