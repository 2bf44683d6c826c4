import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { normalizeDealerCode } from '#core/dealer-code.ts';
import { looksLikeImei } from '#core/imei.ts';
import { ConsoleQueryProvider } from '../../components/console/query-provider.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { dealerKeys, getProfile } from '../../features/dealer-area/api.ts';
import { accessForRoute } from '../../lib/auth/access.ts';
import { ValuationPage } from '../../features/valuation/components/valuation-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

/**
 * /assess/{code}: the signed-in dealer who owns the code runs the valuation wizard at the counter for a
 * walk-in customer (decision 032). Anyone else is refused here, and by the server
 * (POST /api/dealer/trade-ins takes only the caller's own, approved code).
 */
export function AssessRoute() {
  const { t } = useTranslation();
  const { dealerCode = '' } = useParams();
  return (
    <RequireAuth access={accessForRoute('/assess/:dealerCode')} pageName={t('pages.assess')}>
      <ConsoleQueryProvider>
        <CounterAssessment code={normalizeDealerCode(dealerCode)} />
      </ConsoleQueryProvider>
    </RequireAuth>
  );
}

function CounterAssessment({ code }: { code: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const profile = useQuery({ queryKey: dealerKeys.profile(), queryFn: getProfile });
  if (profile.isPending) return <PageSpinner label={t('common.loading')} />;
  const shop = profile.data;
  if (shop?.status === 'suspended')
    return (
      <Refusal title={t('dealerArea.suspendedTitle')} text={t('dealerArea.suspendedText')}>
        <ShopSuspendedReason reason={shop.statusReason} />
      </Refusal>
    );
  if (!shop || shop.status !== 'approved' || !shop.code)
    return <Refusal title={t('dealerArea.notApprovedTitle')} text={t('dealerArea.errors.notApproved')} />;
  if (shop.code !== code)
    return (
      <Refusal
        title={t('dealerArea.notYourCodeTitle')}
        text={t('dealerArea.errors.notYourCode')}
        own={`/assess/${shop.code}`}
      />
    );
  const imei = params.get('imei') ?? '';
  return (
    <ValuationPage
      channel={{
        kind: 'counter',
        code: shop.code,
        shopName: shop.shopName,
        ...(looksLikeImei(imei) ? { imei } : {}),
      }}
    />
  );
}

function ShopSuspendedReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p className="mt-3 text-lg font-semibold text-red-900" data-testid="shop-suspended-reason">
      {t('dealerArea.setup.reason')} {reason}
    </p>
  );
}

function Refusal({
  title,
  text,
  own,
  children,
}: {
  title: string;
  text: string;
  own?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: title }));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="assess-refused">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
      <p className="mt-3 text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {own && (
          <Link
            to={own}
            className="inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
          >
            {t('dealerArea.assess')}
          </Link>
        )}
        <Link
          to="/dealer"
          className="inline-block rounded-xl px-6 py-3 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t('dealerArea.back')}
        </Link>
      </div>
    </section>
  );
}
