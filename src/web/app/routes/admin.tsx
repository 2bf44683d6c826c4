import { ConsolePage, useConsoleTab } from '../../components/console/console-page.tsx';
import { AdjustmentsTab } from '../../features/admin/components/catalogue-adjustments-tab.tsx';
import { BrandsTab } from '../../features/admin/components/catalogue-brands-tab.tsx';
import { CompanyTab } from '../../features/admin/components/company-tab.tsx';
import { ModelsTab } from '../../features/admin/components/catalogue-models-tab.tsx';
import { ImportTab } from '../../features/admin/components/import-tab.tsx';
import { QuestionnaireTab } from '../../features/admin/components/questionnaire-tab.tsx';
import { PricesTab } from '../../features/admin/components/prices-tab.tsx';
import { UsersTab } from '../../features/admin/components/users-tab.tsx';
import {
  ChannelsOffNotice,
  NotificationsTab,
} from '../../features/notifications-admin/components/notifications-tab.tsx';
import { PersonalDataTab } from '../../features/personal-data/components/personal-data-tab.tsx';
import { DealersTab } from '../../features/dealers-admin/components/dealers-tab.tsx';
import { RequestDetail } from '../../features/trade-in-requests/components/request-detail.tsx';
import { RequestsList } from '../../features/trade-in-requests/components/requests-list.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useSearchParams } from 'react-router';
import { RequireAuth } from '../require-auth.tsx';

const TABS = [
  'requests',
  'brands',
  'models',
  'prices',
  'users',
  'adjustments',
  'import',
  'company',
  'dealers',
  'questionnaire',
  'personalData',
  'notifications',
] as const;

/** /admin: the admin console, for admins; it composes the features' tabs (the tab is in the URL). */
export function AdminRoute() {
  const { t } = useTranslation();
  const page = t('pages.admin');
  return (
    <RequireAuth access={accessForRoute('/admin')} pageName={page}>
      <AdminMeta page={page} />
      <AdminConsole />
    </RequireAuth>
  );
}

function AdminConsole() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = useConsoleTab(TABS);
  const reference = tab === 'requests' ? params.get('ref') : null;
  return (
    <ConsolePage
      title={t('pages.admin')}
      tabs={TABS.map((id) => ({
        id,
        label:
          id === 'dealers'
            ? t('dealersAdmin.title')
            : id === 'notifications'
              ? t('notifications.admin.tab')
              : id === 'questionnaire'
                ? t('questionnaireAdmin.tab')
                : t(`admin.tabs.${id}`),
      }))}
      tabsLabel={t('admin.tabs.label')}
      current={tab}
    >
      {tab === 'dealers' ? (
        <DealersTab />
      ) : tab === 'users' ? (
        <UsersTab />
      ) : tab === 'brands' ? (
        <BrandsTab />
      ) : tab === 'models' ? (
        <ModelsTab />
      ) : tab === 'prices' ? (
        <PricesTab />
      ) : tab === 'adjustments' ? (
        <AdjustmentsTab />
      ) : tab === 'import' ? (
        <ImportTab />
      ) : tab === 'company' ? (
        <CompanyTab />
      ) : tab === 'questionnaire' ? (
        <QuestionnaireTab />
      ) : tab === 'personalData' ? (
        <PersonalDataTab />
      ) : tab === 'notifications' ? (
        <NotificationsTab />
      ) : reference ? (
        <RequestDetail key={reference} reference={reference} />
      ) : (
        <>
          <ChannelsOffNotice />
          <RequestsList />
        </>
      )}
    </ConsolePage>
  );
}

function AdminMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
