import { useQuery } from '@tanstack/react-query';
import type { TPaymentDetail } from '#core/contracts/finance.ts';
import { AuthImage } from '../../../components/console/auth-image.tsx';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { fetchStoredFile } from '../../../components/console/file-upload-field.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { financeKeys, getPaymentTransfer, openBlob } from '../api/finance-api.ts';

/**
 * What moves the money, fetched only when the payment says it may (decision 040): the payee's full number
 * and, while pending, the PromptPay QR with the amount. The API refuses it before a second approval.
 */
export function PaymentTransfer({ payment }: { payment: TPaymentDetail }) {
  const { t } = useTranslation();
  const transfer = useQuery({
    queryKey: [...financeKeys.payment(payment.id), 'transfer', payment.status],
    queryFn: () => getPaymentTransfer(payment.id),
  });
  if (transfer.isPending) return <SkeletonRows rows={2} />;
  if (transfer.isError) {
    return <ErrorBox messageKey="errors.internal" onRetry={() => void transfer.refetch()} />;
  }
  const { payee, qrSvg } = transfer.data;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="payment-transfer">
      <p className="break-words">
        <span className="text-slate-500">{t('financeConsole.payment.transferTo')} </span>
        <span className="font-mono">
          {payee.method === 'promptpay'
            ? `PromptPay ${payee.promptPayId}`
            : `${payee.bankCode} ${payee.accountNumber}`}
        </span>{' '}
        · {payee.accountName}
      </p>
      {qrSvg ? (
        <figure className="flex flex-col items-center gap-1">
          <img
            alt={t('financeConsole.payment.qrAlt')}
            data-testid="promptpay-qr"
            className="h-48 w-48"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          />
          <figcaption className="text-xs text-slate-600">{t('financeConsole.payment.qrHint')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/** A completed payment's transfer slip (through the files API's access check) and bank reference. */
export function PaymentSlip({ payment }: { payment: TPaymentDetail }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const slipId = payment.slipFileId!;
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="payment-slip">
      <h3 className="font-semibold">{t('financeConsole.payment.slipTitle')}</h3>
      <p>
        <span className="text-slate-500">{t('financeConsole.payment.bankReference')}: </span>
        <span className="font-mono">
          {payment.bankReference ?? t('financeConsole.payment.noBankReference')}
        </span>
      </p>
      {payment.slipMimeType === 'application/pdf' ? (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            void fetchStoredFile(slipId).then(
              (blob) => openBlob(blob, `${payment.reference}-slip.pdf`),
              toast.fail,
            )
          }
        >
          {t('financeConsole.payment.openSlip')}
        </button>
      ) : (
        <AuthImage
          source={slipId}
          load={fetchStoredFile}
          alt={t('financeConsole.payment.slipAlt', { reference: payment.reference })}
          className="max-h-96 w-full max-w-xs rounded-lg bg-white object-contain ring-1 ring-slate-200"
        />
      )}
    </section>
  );
}
