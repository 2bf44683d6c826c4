import { useSearchParams } from 'react-router';
import { SuccessPage } from '../../features/success/success-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function SuccessRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageMeta(t('success.pageTitle'));
  return <SuccessPage reference={params.get('ref')} />;
}
