import { PickupPage } from '../../features/pickup/components/pickup-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function PickupRoute() {
  const { t } = useTranslation();
  usePageMeta(t('pickup.metaTitle'), t('pickup.metaDescription'));
  return <PickupPage />;
}
