import { useTranslation } from '../../lib/i18n.ts';

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-9 w-9 shrink-0">
        <rect width="32" height="32" rx="8" fill="#065f46" />
        <path d="M9 22V10h3v5l5-5h4l-6 6 6 6h-4l-5-5v5z" fill="#fbbf24" />
      </svg>
      <span className="text-xl leading-none font-bold tracking-tight text-brand-800">
        {t('common.brand')}
      </span>
    </span>
  );
}
