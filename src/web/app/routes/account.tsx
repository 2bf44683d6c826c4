import { ConsolePage } from '../../components/console/console-page.tsx';
import { AccountConsoleBody } from '../../features/account/components/account-console.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/** /account (issue 20): reports by period, downloads, closing months; account and admin. */
export function AccountRoute() {
  const { t } = useTranslation();
  const page = t('accountConsole.title');
  return (
    <RequireAuth access={accessForRoute('/account')} pageName={page}>
      <PageMeta page={page} />
      <ConsolePage title={page}>
        <AccountConsoleBody />
      </ConsolePage>
    </RequireAuth>
  );
}

function PageMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
