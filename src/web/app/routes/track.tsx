import { TrackPage } from '../../features/tracking/components/track-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function TrackRoute() {
  const { t } = useTranslation();
  usePageMeta(t('track.metaTitle'), t('track.metaDescription'));
  return <TrackPage />;
}
