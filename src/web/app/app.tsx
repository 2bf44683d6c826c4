import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { loadFullCatalogue } from '../lib/i18n.ts';
import { RootLayout } from './root-layout.tsx';
import { LandingRoute } from './routes/landing.tsx';

/** A page in its own chunk, shown once its code and the whole language catalogue have arrived. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadFullCatalogue()]).then(([module]) => module));
}

// Every page but the landing page is its own chunk, loaded when first opened (spec §2).
const PrivacyRoute = lazyPage(() =>
  import('./routes/privacy.tsx').then((m) => ({ default: m.PrivacyRoute })),
);
const TermsRoute = lazyPage(() => import('./routes/terms.tsx').then((m) => ({ default: m.TermsRoute })));
const NotFoundRoute = lazyPage(() =>
  import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);
const ValuationRoute = lazyPage(() =>
  import('./routes/valuation.tsx').then((m) => ({ default: m.ValuationRoute })),
);
const PickupRoute = lazyPage(() => import('./routes/pickup.tsx').then((m) => ({ default: m.PickupRoute })));
const TrackRoute = lazyPage(() => import('./routes/track.tsx').then((m) => ({ default: m.TrackRoute })));
const SuccessRoute = lazyPage(() =>
  import('./routes/success.tsx').then((m) => ({ default: m.SuccessRoute })),
);
const GuardedComingSoonRoute = lazyPage(() =>
  import('./routes/guarded-coming-soon.tsx').then((m) => ({ default: m.GuardedComingSoonRoute })),
);
const AuthRoute = lazyPage(() => import('./routes/auth.tsx').then((m) => ({ default: m.AuthRoute })));
const DealerAuthRoute = lazyPage(() =>
  import('./routes/auth.tsx').then((m) => ({ default: m.DealerAuthRoute })),
);
const SetupRoute = lazyPage(() => import('./routes/setup.tsx').then((m) => ({ default: m.SetupRoute })));
const DealerSetupRoute = lazyPage(() =>
  import('./routes/dealer-setup.tsx').then((m) => ({ default: m.DealerSetupRoute })),
);
const DealerDashboardRoute = lazyPage(() =>
  import('./routes/dealer-area.tsx').then((m) => ({ default: m.DealerDashboardRoute })),
);
const DealerRequestRoute = lazyPage(() =>
  import('./routes/dealer-area.tsx').then((m) => ({ default: m.DealerRequestRoute })),
);
const DealerScanRoute = lazyPage(() =>
  import('./routes/dealer-area.tsx').then((m) => ({ default: m.DealerScanRoute })),
);
const AssessRoute = lazyPage(() => import('./routes/assess.tsx').then((m) => ({ default: m.AssessRoute })));
const CustomerAssessRoute = lazyPage(() =>
  import('./routes/customer-assess.tsx').then((m) => ({ default: m.CustomerAssessRoute })),
);
const AdminRoute = lazyPage(() => import('./routes/admin.tsx').then((m) => ({ default: m.AdminRoute })));
const SalesRoute = lazyPage(() => import('./routes/sales.tsx').then((m) => ({ default: m.SalesRoute })));
const SalesTradeInRoute = lazyPage(() =>
  import('./routes/sales-trade-in.tsx').then((m) => ({ default: m.SalesTradeInRoute })),
);
const CounterTradeInRoute = lazyPage(() =>
  import('./routes/sales-trade-in.tsx').then((m) => ({ default: m.CounterTradeInRoute })),
);
const LogisticsRoute = lazyPage(() =>
  import('./routes/logistics.tsx').then((m) => ({ default: m.LogisticsRoute })),
);
const DashboardRoute = lazyPage(() =>
  import('./routes/dashboard.tsx').then((m) => ({ default: m.DashboardRoute })),
);
const WarehouseRoute = lazyPage(() =>
  import('./routes/warehouse.tsx').then((m) => ({ default: m.WarehouseRoute })),
);
const EngineerRoute = lazyPage(() =>
  import('./routes/engineer.tsx').then((m) => ({ default: m.EngineerRoute })),
);
const EngineerDetailRoute = lazyPage(() =>
  import('./routes/engineer.tsx').then((m) => ({ default: m.EngineerDetailRoute })),
);
const UnsubscribeRoute = lazyPage(() =>
  import('./routes/unsubscribe.tsx').then((m) => ({ default: m.UnsubscribeRoute })),
);
const VerifyWipeRoute = lazyPage(() =>
  import('./routes/verify-wipe.tsx').then((m) => ({ default: m.VerifyWipeRoute })),
);
const FinanceRoute = lazyPage(() =>
  import('./routes/finance.tsx').then((m) => ({ default: m.FinanceRoute })),
);
const AccountRoute = lazyPage(() =>
  import('./routes/account.tsx').then((m) => ({ default: m.AccountRoute })),
);
const ReportsRoute = lazyPage(() =>
  import('./routes/reports.tsx').then((m) => ({ default: m.ReportsRoute })),
);

/**
 * Pages of spec §2 that later issues build; until then they say so plainly, behind the guard of the
 * people they are for (spec §6, read from the route). Value: key in `pages`.
 */
const GUARDED_COMING_SOON: [route: string, pageKey: string][] = [];

/**
 * The router and every page: its own chunk, loaded after the landing page has painted (main.tsx,
 * decision 047). The site's frame (header, footer, chat) is drawn outside it.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}

export function App() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path="/privacy" element={<PrivacyRoute />} />
        <Route path="/terms" element={<TermsRoute />} />
        <Route path="/success" element={<SuccessRoute />} />
        <Route path="/valuation" element={<ValuationRoute />} />
        <Route path="/pickup" element={<PickupRoute />} />
        <Route path="/track" element={<TrackRoute />} />
        <Route path="/auth" element={<AuthRoute />} />
        <Route path="/dealer/auth" element={<DealerAuthRoute />} />
        <Route path="/setup" element={<SetupRoute />} />
        <Route path="/dealer/setup" element={<DealerSetupRoute />} />
        <Route path="/admin" element={<AdminRoute />} />
        <Route path="/dealer" element={<DealerDashboardRoute route="/dealer" />} />
        <Route path="/dealer-dashboard" element={<DealerDashboardRoute route="/dealer-dashboard" />} />
        <Route path="/dealer/scan" element={<DealerScanRoute />} />
        <Route path="/dealer/:id" element={<DealerRequestRoute />} />
        <Route path="/assess/:dealerCode" element={<AssessRoute />} />
        <Route path="/customer-assess/:dealerCode" element={<CustomerAssessRoute />} />
        <Route path="/sales" element={<SalesRoute />} />
        <Route path="/sales/trade-in" element={<SalesTradeInRoute />} />
        <Route path="/sales/trade-in/:reference" element={<CounterTradeInRoute />} />
        <Route path="/logistics" element={<LogisticsRoute />} />
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/reports" element={<ReportsRoute />} />
        <Route path="/warehouse" element={<WarehouseRoute />} />
        <Route path="/engineer" element={<EngineerRoute />} />
        <Route path="/engineer/:id" element={<EngineerDetailRoute />} />
        <Route path="/verify/wipe/:token" element={<VerifyWipeRoute />} />
        <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
        <Route path="/finance" element={<FinanceRoute />} />
        <Route path="/account" element={<AccountRoute />} />
        {GUARDED_COMING_SOON.map(([route, pageKey]) => (
          <Route
            key={route}
            path={route}
            element={<GuardedComingSoonRoute route={route} pageKey={pageKey} />}
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
