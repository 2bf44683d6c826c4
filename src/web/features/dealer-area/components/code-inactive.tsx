import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** "This shop code is not active", and the public valuation instead: never an error (issue 21). */
export function CodeInactive() {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: t('dealerArea.inactiveTitle') }));
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
}
