import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TDealerFindResult } from '#core/contracts/dealers.ts';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { SkeletonRows } from '../../../components/console/notice.tsx';
import { ScanField } from '../../../components/scanner/scan-field.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { attachRequest, dealerKeys, findByScan, getProfile } from '../api.ts';

/**
 * /dealer/scan: a request's QR code (the customer's success page or PDF), a device's IMEI barcode, or a
 * typed reference or IMEI. The shop's own request opens; an unassigned one can be attached; an IMEI starts
 * a counter assessment, with the model when earlier requests tell it (decision 032). The camera is the
 * consoles' scanner (BarcodeDetector, polyfilled); a camera that cannot be used leaves typed entry.
 */
export function DealerScan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: dealerKeys.profile(), queryFn: getProfile });
  const [found, setFound] = useState<TDealerFindResult | null>(null);
  const find = useMutation({
    mutationFn: findByScan,
    onSuccess: (result) => {
      if (result.kind === 'request' && result.ownership === 'mine') {
        void navigate(`/dealer/${encodeURIComponent(result.reference)}`);
        return;
      }
      setFound(result);
    },
    onError: () => setFound(null),
  });
  const attach = useMutation({
    mutationFn: attachRequest,
    onSuccess: (detail) => {
      void queryClient.invalidateQueries({ queryKey: dealerKeys.all });
      void navigate(`/dealer/${encodeURIComponent(detail.reference)}`);
    },
  });

  if (profile.isPending) return <SkeletonRows />;
  const shop = profile.data;
  const code = shop?.status === 'approved' ? shop.code : null;
  return (
    <div className="grid gap-4" data-testid="dealer-scan">
      <Link className="text-sm text-brand-700 underline" to="/dealer">
        {t('dealerArea.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('pages.dealerScan')}</h1>
      {code === null || code === undefined ? (
        <p role="alert" className="text-red-800">
          {t('dealerArea.errors.notApproved')}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t('dealerArea.scanLead')}</p>
          <div className={`${panelClass} p-3`}>
            <ScanField
              label={t('dealerArea.scanLabel')}
              placeholder={t('dealerArea.scanPlaceholder')}
              busy={find.isPending}
              onScan={(value) => {
                setFound(null);
                attach.reset();
                find.mutate(value);
              }}
              message={
                find.isError && (
                  <p role="alert" className="text-sm font-medium text-red-800">
                    {t(errorKey(find.error))}
                  </p>
                )
              }
            />
          </div>
          {found && (
            <FoundCard
              found={found}
              code={code}
              attaching={attach.isPending}
              attachError={attach.isError ? errorKey(attach.error) : null}
              onAttach={(reference) => attach.mutate(reference)}
            />
          )}
        </>
      )}
    </div>
  );
}

function FoundCard({
  found,
  code,
  attaching,
  attachError,
  onAttach,
}: {
  found: TDealerFindResult;
  code: string;
  attaching: boolean;
  attachError: string | null;
  onAttach: (reference: string) => void;
}) {
  const { t } = useTranslation();
  const body = (() => {
    switch (found.kind) {
      case 'notFound':
        return <p role="status">{t('dealerArea.scanNotFound')}</p>;
      case 'imei': {
        const query = new URLSearchParams({ imei: found.imei });
        if (found.model) {
          query.set('brand', String(found.model.brandId));
          query.set('model', String(found.model.id));
          query.set('storage', String(found.model.storageGb));
        }
        return (
          <>
            <p className="font-mono font-semibold">{found.imei}</p>
            <p>
              {found.model
                ? t('dealerArea.scanImeiModel', { model: found.model.name })
                : t('dealerArea.scanImeiUnknown')}
            </p>
            <Link className={`${buttonClass.primary} mt-2`} to={`/assess/${code}?${query.toString()}`}>
              {t('dealerArea.assess')}
            </Link>
          </>
        );
      }
      case 'request':
        return found.ownership === 'other' ? (
          <p role="alert">{t('dealerArea.scanOther', { reference: found.reference })}</p>
        ) : (
          <>
            <p>{t('dealerArea.scanUnassigned', { reference: found.reference })}</p>
            <button
              type="button"
              className={`${buttonClass.primary} mt-2`}
              disabled={attaching}
              aria-busy={attaching || undefined}
              onClick={() => onAttach(found.reference)}
            >
              {t('dealerArea.attach')}
            </button>
            {attachError && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                {t(attachError)}
              </p>
            )}
          </>
        );
    }
  })();
  return (
    <section className={`${panelClass} grid gap-1 p-3`} data-testid="scan-result">
      {body}
    </section>
  );
}
