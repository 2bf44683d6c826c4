import { useTranslation } from '../../lib/i18n.ts';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { privacyNotice } from '../../features/legal/legal-content.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function PrivacyRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.privacyTitle'));
  return <LegalPage documents={privacyNotice} />;
}
