import { useParams } from 'react-router';
import { ConsoleQueryProvider } from '../../components/console/query-provider.tsx';
import { AnswersForm } from '../../features/engineer/components/answers-form.tsx';
import { CounterTradeInPage } from '../../features/sales/components/counter-trade-in-page.tsx';
import { ValuationPage } from '../../features/valuation/components/valuation-page.tsx';
import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { RequireAuth } from '../require-auth.tsx';

/**
 * /sales/trade-in: old for new at the sales counter (issue 32, decision 044). The sales person runs the
 * customer's valuation (the same wizard and pricing engine); the customer ticks the consent on the screen.
 */
export function SalesTradeInRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth access={accessForRoute('/sales/trade-in')} pageName={t('salesConsole.counter.title')}>
      <ConsoleQueryProvider>
        <ValuationPage channel={{ kind: 'sales' }} />
      </ConsoleQueryProvider>
    </RequireAuth>
  );
}

/** /sales/trade-in/{reference}: the request taken in at the counter, its inspection and the credit. */
export function CounterTradeInRoute() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  return (
    <RequireAuth
      access={accessForRoute('/sales/trade-in/:reference')}
      pageName={t('salesConsole.counter.title')}
    >
      <ConsoleQueryProvider>
        <CounterTradeInPage reference={reference.toUpperCase()} AnswersForm={AnswersForm} />
      </ConsoleQueryProvider>
    </RequireAuth>
  );
}
