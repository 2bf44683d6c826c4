import { ConsolePage, useConsoleTab } from '../../components/console/console-page.tsx';
import { CarriersTab } from '../../features/logistics/components/carriers-tab.tsx';
import { DeliveriesTab } from '../../features/logistics/components/deliveries-tab.tsx';
import { PickupsTab } from '../../features/logistics/components/pickups-tab.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

const TABS = ['deliveries', 'pickups', 'carriers'] as const;

/** /logistics: the logistics console (issue 19, decision 030) for logistics and admin: deliveries, pick-ups. */
export function LogisticsRoute() {
  const { t } = useTranslation();
  const page = t('logisticsConsole.title');
  return (
    <RequireAuth access={accessForRoute('/logistics')} pageName={page}>
      <PageMeta page={page} />
      <LogisticsConsole />
    </RequireAuth>
  );
}

function LogisticsConsole() {
  const { t } = useTranslation();
  const tab = useConsoleTab(TABS);
  return (
    <ConsolePage
      title={t('logisticsConsole.title')}
      tabs={TABS.map((id) => ({ id, label: t(`logisticsConsole.tabs.${id}`) }))}
      tabsLabel={t('logisticsConsole.tabs.label')}
      current={tab}
    >
      {tab === 'pickups' ? <PickupsTab /> : tab === 'carriers' ? <CarriersTab /> : <DeliveriesTab />}
    </ConsolePage>
  );
}

function PageMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
