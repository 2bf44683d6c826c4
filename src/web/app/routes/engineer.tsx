import { useParams } from 'react-router';
import { ConsolePage } from '../../components/console/console-page.tsx';
import { BlocklistPanel } from '../../features/engineer/components/blocklist-panel.tsx';
import { EngineerQueue } from '../../features/engineer/components/engineer-queue.tsx';
import { InspectionPage } from '../../features/engineer/components/inspection-page.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useAuthState } from '../../lib/auth/auth-store.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/** /engineer: the inspection queue for engineers and admin; admin also keeps the IMEI blocklist here. */
export function EngineerRoute() {
  const { t } = useTranslation();
  const page = t('pages.engineer');
  usePageMeta(t('meta.pageTitle', { page }));
  return (
    <RequireAuth access={accessForRoute('/engineer')} pageName={page}>
      <ConsolePage title={t('engineerConsole.title')}>
        <div className="grid gap-6">
          <EngineerQueue />
          <AdminOnly />
        </div>
      </ConsolePage>
    </RequireAuth>
  );
}

function AdminOnly() {
  const auth = useAuthState();
  return auth.session?.user.roles.includes('admin') ? <BlocklistPanel /> : null;
}

/** /engineer/{reference}: one request to inspect. */
export function EngineerDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const page = t('pages.engineerDetail');
  usePageMeta(t('meta.pageTitle', { page }));
  return (
    <RequireAuth access={accessForRoute('/engineer/:id')} pageName={page}>
      <ConsolePage title={t('engineerConsole.title')}>
        <InspectionPage key={id} reference={id} />
      </ConsolePage>
    </RequireAuth>
  );
}
