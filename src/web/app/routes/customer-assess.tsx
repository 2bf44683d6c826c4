import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/spinner.tsx';
import { CodeInactive } from '../../features/dealer-area/components/code-inactive.tsx';
import { useActiveShop } from '../../features/dealer-area/use-active-shop.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/**
 * /customer-assess/{code}: the shop's QR code leads here. An approved shop's name is shown and the
 * valuation starts with its code (/valuation?dealer={code}); any other code gets a clear page and the
 * public valuation link.
 */
export function CustomerAssessRoute() {
  const { dealerCode = '' } = useParams();
  const state = useActiveShop(dealerCode);
  const { t } = useTranslation();
  if (state.kind === 'loading') return <PageSpinner label={t('common.loading')} />;
  if (state.kind === 'inactive') return <CodeInactive />;
  return <ShopWelcome shopName={state.shop.shopName} code={state.shop.code} />;
}

function ShopWelcome({ shopName, code }: { shopName: string; code: string }) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: t('pages.customerAssess') }));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="customer-assess">
      <p className="text-sm text-slate-600">{t('dealerArea.welcomeAt')}</p>
      <h1 className="mt-1 text-3xl font-bold" data-testid="shop-name">
        {shopName}
      </h1>
      <p className="mt-3 text-lg text-slate-600">{t('dealerArea.selfAssessText', { code })}</p>
      <Link
        to={`/valuation?dealer=${encodeURIComponent(code)}`}
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {t('dealerArea.startValuation')}
      </Link>
    </section>
  );
}
