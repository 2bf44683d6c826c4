import { DealerAuthPage } from '../../features/auth/components/dealer-auth-page.tsx';
import { StaffAuthPage } from '../../features/auth/components/staff-auth-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** /auth: staff sign-in, the second-factor step and password recovery. */
export function AuthRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: t('pages.auth') }));
  return <StaffAuthPage />;
}

/** /dealer/auth: dealer sign-in and sign-up. */
export function DealerAuthRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: t('pages.dealerAuth') }));
  return <DealerAuthPage />;
}
