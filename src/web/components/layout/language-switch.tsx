import { useTranslation } from '../../lib/i18n.ts';
import { LOCALES, type TLocale } from '#core/constants.ts';
import { useLanguage } from '../../lib/use-language.ts';

const LABEL_KEY: Record<TLocale, string> = { th: 'header.switchToThai', en: 'header.switchToEnglish' };

/** TH / EN buttons; the active one is highlighted and marked pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('header.language')} className="flex rounded-full bg-slate-100 p-1">
      {LOCALES.map((locale) => {
        const active = locale === language;
        return (
          <button
            key={locale}
            type="button"
            aria-pressed={active}
            onClick={() => setLanguage(locale)}
            className={`min-h-9 min-w-11 rounded-full px-3 text-sm font-bold transition ${
              active ? 'bg-brand-700 text-white shadow' : 'text-slate-700 hover:bg-white'
            }`}
          >
            {/* The accessible name is the spec's label; the visible code stays out of it. */}
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="sr-only">{t(LABEL_KEY[locale])}</span>
          </button>
        );
      })}
    </div>
  );
}
