import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { COMPANY } from '#core/constants.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** A page of spec §2 that is not built yet: it says so plainly and offers the way forward. */
export function ComingSoonRoute({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const page = t(`pages.${pageKey}`);
  usePageMeta(t('meta.pageTitle', { page }));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{page}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('comingSoon.title', { page })}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('comingSoon.text')}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          to="/#estimate"
          className="rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {t('comingSoon.cta')}
        </Link>
        <a
          href={`tel:${COMPANY.phoneE164}`}
          className="rounded-xl px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-600"
        >
          {COMPANY.phone}
        </a>
      </div>
    </section>
  );
}
