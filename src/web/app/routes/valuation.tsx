import { useSearchParams } from 'react-router';
import { CodeInactive } from '../../features/dealer-area/components/code-inactive.tsx';
import { useActiveShop } from '../../features/dealer-area/use-active-shop.ts';
import { LoadingBlock } from '../../features/valuation/components/wizard-ui.tsx';
import { ValuationPage } from '../../features/valuation/components/valuation-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * /valuation: the valuation wizard (spec §2), loaded only when the page opens. `?dealer={code}` (from a
 * shop's QR code, via /customer-assess/{code}) runs it for that shop once the server confirms the code
 * is active; an inactive one gets "This shop code is not active" and the public valuation link
 * (decision 032). The server checks the code again when the request is sent.
 */
export function ValuationRoute() {
  const [params] = useSearchParams();
  const code = params.get('dealer');
  const shop = useActiveShop(code);
  const { t } = useTranslation();
  if (code === null) return <ValuationPage />;
  if (shop.kind === 'inactive') return <CodeInactive />;
  if (shop.kind === 'loading') return <LoadingBlock label={t('common.loading')} />;
  return <ValuationPage channel={{ kind: 'shop', code: shop.shop.code, shopName: shop.shop.shopName }} />;
}
