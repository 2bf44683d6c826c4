import { accessForRoute } from '../../lib/auth/access.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { RequireAuth } from '../require-auth.tsx';
import { ComingSoonRoute } from './coming-soon.tsx';

/** A console or dealer page that later issues build: behind its guard, it says it is coming. */
export function GuardedComingSoonRoute({ route, pageKey }: { route: string; pageKey: string }) {
  const { t } = useTranslation();
  return (
    <RequireAuth access={accessForRoute(route)} pageName={t(`pages.${pageKey}`)}>
      <ComingSoonRoute pageKey={pageKey} />
    </RequireAuth>
  );
}
