import { Link } from 'react-router';
import type { TUser } from '#core/contracts/auth.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Opening a sign-in page while signed in: who is signed in, and the way on. */
export function SignedInNotice({ user, target }: { user: TUser; target: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 text-center" data-testid="signed-in-notice">
      <p className="text-lg">{t('auth.alreadySignedIn', { name: user.displayName })}</p>
      <Link
        to={target}
        className="rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700"
      >
        {t('auth.continue')}
      </Link>
    </div>
  );
}
