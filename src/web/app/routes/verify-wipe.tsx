import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { TLocale } from '#core/constants.ts';
import type { TWipeVerification } from '#core/contracts/engineer.ts';
import { errorKey, publicApi } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** /verify/wipe/{token}: what a data-erasure certificate's QR code opens — its facts, nothing personal. */
export function VerifyWipeRoute() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  usePageMeta(t('engineerConsole.verify.title'));
  const [state, setState] = useState<{ facts?: TWipeVerification; error?: string }>({});
  useEffect(() => {
    let current = true;
    publicApi('GET /api/verify/wipe/:token', { params: { token } }).then(
      (facts) => current && setState({ facts }),
      (error: unknown) => current && setState({ error: errorKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const facts = state.facts;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('engineerConsole.verify.title')}</h1>
      {!facts && !state.error && <p>{t('console.loading')}</p>}
      {state.error && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800">
          {t(state.error)}
        </p>
      )}
      {facts && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5" data-testid="verify-wipe">
          <p className="font-semibold text-emerald-800">{t('engineerConsole.verify.valid')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('engineerConsole.verify.number')}</dt>
            <dd className="font-mono">{facts.certificateNumber}</dd>
            <dt className="text-slate-600">{t('engineerConsole.verify.device')}</dt>
            <dd>{facts.device}</dd>
            <dt className="text-slate-600">{t('engineerConsole.verify.imei')}</dt>
            <dd className="font-mono">•••• {facts.imeiLast4}</dd>
            <dt className="text-slate-600">{t('engineerConsole.wipe.method')}</dt>
            <dd>{t(`engineerConsole.wipe.methods.${facts.method}`)}</dd>
            <dt className="text-slate-600">{t('engineerConsole.wipe.at')}</dt>
            <dd>{formatDateTime(facts.wipedAt, i18n.language as TLocale)}</dd>
            <dt className="text-slate-600">{t('engineerConsole.verify.issuer')}</dt>
            <dd>{facts.issuer}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}
