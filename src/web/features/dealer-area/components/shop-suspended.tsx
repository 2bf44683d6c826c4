import { useTranslation } from '../../../lib/i18n.ts';

/** A suspended shop reads why, and what to do (issue 30): not just a badge. */
export function ShopSuspended({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="shop-suspended"
      data-testid="shop-suspended"
      className="rounded-xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200"
    >
      <h2 id="shop-suspended" className="font-bold">
        {t('dealerArea.suspendedTitle')}
      </h2>
      {reason && (
        <p className="mt-1" data-testid="shop-suspended-reason">
          {t('dealerArea.setup.reason')} {reason}
        </p>
      )}
      <p className="mt-1">{t('dealerArea.suspendedText')}</p>
    </section>
  );
}
