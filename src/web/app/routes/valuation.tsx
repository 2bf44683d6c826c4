import { ValuationPage } from '../../features/valuation/components/valuation-page.tsx';

/** /valuation: the valuation wizard (spec §2), loaded only when the page opens. */
export function ValuationRoute() {
  return <ValuationPage />;
}
