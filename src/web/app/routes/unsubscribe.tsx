import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ZUnsubscribeQuerySchema } from '#core/contracts/notifications.ts';
import { errorKey, publicApi } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/**
 * /unsubscribe?token=…: the link in a price reminder or price alert (decision 043). Opening it is the one
 * click: the page unsubscribes at once and says so; opening it again says the same.
 */
export function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageMeta(t('notifications.unsubscribe.unsubscribeTitle'));
  const [state, setState] = useState<{ done?: 'quote' | 'priceAlert'; error?: string }>({});
  // A link without its whole token is incomplete: checked with the endpoint's schema, nothing is sent (the
  // server would only refuse it).
  const incomplete = !ZUnsubscribeQuerySchema.safeParse({ token }).success;
  useEffect(() => {
    if (incomplete) return undefined;
    let current = true;
    publicApi('POST /api/unsubscribe', { query: { token } }).then(
      (answer) => current && setState({ done: answer.kind }),
      (error: unknown) => current && setState({ error: errorKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, incomplete]);
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold">{t('notifications.unsubscribe.unsubscribeTitle')}</h1>
      <p role="status" className="text-slate-700">
        {state.done
          ? `${t('notifications.unsubscribe.unsubscribed')} ${t(
              state.done === 'quote'
                ? 'notifications.unsubscribe.unsubscribedQuote'
                : 'notifications.unsubscribe.unsubscribedAlert',
            )}`
          : state.error || incomplete
            ? t('notifications.unsubscribe.unsubscribeFailed')
            : t('notifications.unsubscribe.unsubscribing')}
      </p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        {t('notifications.unsubscribe.backHome')}
      </Link>
    </section>
  );
}
