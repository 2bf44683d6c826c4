import { ConsolePage, useConsoleTab } from '../../components/console/console-page.tsx';
import { FourEyesSettings } from '../../features/finance/components/four-eyes-settings.tsx';
import { ExpensesTab } from '../../features/finance/components/expenses-tab.tsx';
import { PaymentsTab } from '../../features/finance/components/payments-tab.tsx';
import { ReceiptsTab } from '../../features/finance/components/receipts-tab.tsx';
import { VouchersTab } from '../../features/finance/components/vouchers-tab.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

const TABS = ['payments', 'receipts', 'expenses', 'vouchers', 'fourEyes'] as const;

/** /finance (issue 20): payments to customers, receipts from sales, expenses, vouchers; finance and admin. */
export function FinanceRoute() {
  const { t } = useTranslation();
  const page = t('financeConsole.title');
  return (
    <RequireAuth access={accessForRoute('/finance')} pageName={page}>
      <PageMeta page={page} />
      <FinanceConsole />
    </RequireAuth>
  );
}

function FinanceConsole() {
  const { t } = useTranslation();
  const tab = useConsoleTab(TABS);
  return (
    <ConsolePage
      title={t('financeConsole.title')}
      tabs={TABS.map((id) => ({ id, label: t(`financeConsole.tabs.${id}`) }))}
      tabsLabel={t('financeConsole.tabs.label')}
      current={tab}
    >
      {tab === 'receipts' ? (
        <ReceiptsTab />
      ) : tab === 'expenses' ? (
        <ExpensesTab />
      ) : tab === 'vouchers' ? (
        <VouchersTab />
      ) : tab === 'fourEyes' ? (
        <FourEyesSettings />
      ) : (
        <PaymentsTab />
      )}
    </ConsolePage>
  );
}

function PageMeta({ page }: { page: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page }));
  return null;
}
