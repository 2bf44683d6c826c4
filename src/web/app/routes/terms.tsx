import { useTranslation } from '../../lib/i18n.ts';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { termsOfService } from '../../features/legal/legal-content.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function TermsRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.termsTitle'));
  return <LegalPage documents={termsOfService} />;
}
