import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.notFoundTitle'));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-bold text-brand-600">{t('notFound.code')}</p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {t('notFound.cta')}
      </Link>
    </section>
  );
}
