import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { LandingRoute } from './routes/landing.tsx';

// Every page but the landing page is its own chunk, loaded when first opened (spec §2).
const PrivacyRoute = lazy(() => import('./routes/privacy.tsx').then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => import('./routes/terms.tsx').then((m) => ({ default: m.TermsRoute })));
const NotFoundRoute = lazy(() =>
  import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);
const ComingSoonRoute = lazy(() =>
  import('./routes/coming-soon.tsx').then((m) => ({ default: m.ComingSoonRoute })),
);

/** Pages of spec §2 that later issues build; until then they say so plainly. Value: key in `pages`. */
const COMING_SOON: [path: string, pageKey: string][] = [
  ['/valuation', 'valuation'],
  ['/auth', 'auth'],
  ['/admin', 'admin'],
  ['/dashboard', 'dashboard'],
  ['/reports', 'reports'],
  ['/engineer', 'engineer'],
  ['/engineer/:id', 'engineerDetail'],
  ['/warehouse', 'warehouse'],
  ['/sales', 'sales'],
  ['/logistics', 'logistics'],
  ['/finance', 'finance'],
  ['/account', 'account'],
  ['/dealer/auth', 'dealerAuth'],
  ['/dealer/setup', 'dealerSetup'],
  ['/dealer', 'dealer'],
  ['/dealer-dashboard', 'dealerDashboard'],
  ['/dealer/scan', 'dealerScan'],
  ['/dealer/:id', 'dealerDetail'],
  ['/assess/:dealerCode', 'assess'],
  ['/customer-assess/:dealerCode', 'customerAssess'],
  ['/pickup', 'pickup'],
  ['/success', 'success'],
  ['/track', 'track'],
];

export function App() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path="/privacy" element={<PrivacyRoute />} />
        <Route path="/terms" element={<TermsRoute />} />
        {COMING_SOON.map(([path, pageKey]) => (
          <Route key={path} path={path} element={<ComingSoonRoute pageKey={pageKey} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
