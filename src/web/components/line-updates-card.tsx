import { useEffect, useState } from 'react';
import type { TLineAccount } from '#core/contracts/notifications.ts';
import { endpointUrl, publicApi } from '../lib/api.ts';
import { useTranslation } from '../lib/i18n.ts';

/**
 * "Send your reference to get updates": the shop's LINE account as a QR code and a link, on the success
 * page and /track (decision 043). Shown only while LINE is set up on the server.
 */
export function LineUpdatesCard({ reference }: { reference?: string | undefined }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<TLineAccount | null>(null);
  useEffect(() => {
    let live = true;
    publicApi('GET /api/line/account')
      .then((answer) => live && setAccount(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!account?.enabled) return null;
  return (
    <section
      aria-labelledby="line-updates"
      className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <img
        src={endpointUrl('GET /api/line/qr.svg')}
        alt={t('notifications.line.qrAlt')}
        width={112}
        height={112}
        className="h-28 w-28 shrink-0"
      />
      <div className="min-w-0 text-sm text-slate-700">
        <h2 id="line-updates" className="font-semibold text-slate-900">
          {t('notifications.line.title')}
        </h2>
        <p className="mt-1">
          {reference ? t('notifications.line.text', { reference }) : t('notifications.line.textNoReference')}
        </p>
        <a
          href={account.addFriendUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center rounded-xl bg-line px-4 py-2 font-bold text-white hover:brightness-95"
        >
          {t('notifications.line.add', { account: account.accountId })}
        </a>
      </div>
    </section>
  );
}
