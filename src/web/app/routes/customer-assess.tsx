import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TActiveDealer } from '#core/contracts/dealers.ts';
import { PageSpinner } from '../../components/spinner.tsx';
import { publicApi } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/**
 * /customer-assess/{code}: the shop's QR code leads here. An approved shop's name is shown and the
 * valuation starts with its code; any other code gets a clear page and the public valuation link.
 */
export function CustomerAssessRoute() {
  const { t } = useTranslation();
  const { dealerCode = '' } = useParams();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'active'; shop: TActiveDealer } | { kind: 'inactive' }
  >({
    kind: 'loading',
  });
  usePageMeta(t('meta.comingSoonTitle', { page: t('pages.customerAssess') }));
  useEffect(() => {
    let active = true;
    publicApi('GET /api/dealer-codes/:code', { params: { code: dealerCode } }).then(
      (shop) => active && setState({ kind: 'active', shop }),
      () => active && setState({ kind: 'inactive' }),
    );
    return () => {
      active = false;
    };
  }, [dealerCode]);
  if (state.kind === 'loading') return <PageSpinner label={t('common.loading')} />;
  if (state.kind === 'inactive')
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="code-inactive">
        <h1 className="text-3xl font-bold">{t('dealerArea.inactiveTitle')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('dealerArea.inactiveText')}</p>
        <Link
          to="/valuation"
          className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {t('dealerArea.publicValuation')}
        </Link>
      </section>
    );
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="customer-assess">
      <p className="text-sm text-slate-600">{t('dealerArea.welcomeAt')}</p>
      <h1 className="mt-1 text-3xl font-bold" data-testid="shop-name">
        {state.shop.shopName}
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        {t('dealerArea.selfAssessText', { code: state.shop.code })}
      </p>
      <Link
        to={`/valuation?dealer=${encodeURIComponent(state.shop.code)}`}
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {t('dealerArea.startValuation')}
      </Link>
    </section>
  );
}
