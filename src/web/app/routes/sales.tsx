import { ConsolePage, useConsoleTab } from '../../components/console/console-page.tsx';
import { DocumentsTab } from '../../features/sales/components/documents-tab.tsx';
import { InventoryTab } from '../../features/sales/components/inventory-tab.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

const TABS = ['inventory', 'documents'] as const;

/** /sales: the sales console (issue 19) for sales and admin: inventory and record a sale; documents. */
export function SalesRoute() {
  const { t } = useTranslation();
  const page = t('salesConsole.title');
  return (
    <RequireAuth access={accessForRoute('/sales')} pageName={page}>
      <PageMeta page={page} />
      <SalesConsole />
    </RequireAuth>
  );
}

function SalesConsole() {
  const { t } = useTranslation();
  const tab = useConsoleTab(TABS);
  return (
    <ConsolePage
      title={t('salesConsole.title')}
      tabs={TABS.map((id) => ({ id, label: t(`salesConsole.tabs.${id}`) }))}
      tabsLabel={t('salesConsole.tabs.label')}
      current={tab}
    >
      {tab === 'documents' ? <DocumentsTab /> : <InventoryTab />}
    </ConsolePage>
  );
}

function PageMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
