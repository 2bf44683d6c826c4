import { useTranslation } from '../../lib/i18n.ts';
import { AppLink } from '../app-link.tsx';
import { COMPANY, type TLocale } from '#core/constants.ts';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <span className="inline-block rounded-lg bg-white px-2 py-1">
            <Logo />
          </span>
          <p className="mt-3 text-sm">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <a href={`tel:${COMPANY.phoneE164}`} className="hover:text-white hover:underline">
                {COMPANY.phone}
              </a>
            </li>
            <li>LINE {COMPANY.lineOaId}</li>
            <li>{t('footer.hours')}</li>
          </ul>
        </div>
        <nav aria-labelledby="footer-legal" className="text-sm">
          <h2 id="footer-legal" className="font-semibold text-white">
            {t('footer.legal')}
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <AppLink to="/track" className="hover:text-white hover:underline">
                {t('footer.track')}
              </AppLink>
            </li>
            <li>
              <AppLink to="/terms" className="hover:text-white hover:underline">
                {t('footer.terms')}
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy" className="hover:text-white hover:underline">
                {t('footer.privacy')}
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-brand-800 py-4 text-center text-xs text-brand-200">
        {t('footer.rights', { year: new Date().getFullYear(), company: COMPANY.legalName[locale] })}
      </div>
    </footer>
  );
}
