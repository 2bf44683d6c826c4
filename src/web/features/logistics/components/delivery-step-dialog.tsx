import { useState } from 'react';
import { type TDeliveryDetail } from '#core/contracts/logistics.ts';
import { firstMissingEvidence } from '#core/workflow/decide-transition.ts';
import { DELIVERY_MACHINE, type TDeliveryState } from '#core/workflow/delivery-machine.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { uploadStoredFile } from '../../../components/console/file-upload-field.tsx';
import { Notice } from '../../../components/console/notice.tsx';
import { SignatureField } from '../../../components/console/signature-field.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { stepDelivery, type TDeliveryStepBody } from '../api/logistics-api.ts';
import { useDateTime } from './delivery-parts.tsx';
import { CarrierSelect, useCarriers, useDeliveryChange } from './delivery-fields.tsx';

/**
 * One step: in transit asks for the carrier and tracking number; delivered for the recipient's name and
 * signature (drawn here, uploaded when confirmed); failed and returned for a reason. The server decides
 * what is missing, so its refusal ("Please enter tracking number") is what the dialog shows.
 */
export function StepDialog({
  delivery,
  to,
  onClose,
}: {
  delivery: TDeliveryDetail;
  to: TDeliveryState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const carriers = useCarriers();
  const [carrierId, setCarrierId] = useState(delivery.carrierId === null ? '' : String(delivery.carrierId));
  const [trackingNumber, setTrackingNumber] = useState('');
  const [recipientName, setRecipientName] = useState(delivery.customerName);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [reason, setReason] = useState('');
  const [now] = useState(() => new Date().toISOString());
  const date = useDateTime();
  const mutation = useDeliveryChange(
    delivery.id,
    async () => {
      const body: TDeliveryStepBody = { to, version: delivery.version };
      if (to === 'inTransit') {
        body.trackingNumber = trackingNumber;
        if (carrierId) body.carrierId = Number(carrierId);
      }
      if (to === 'delivered') {
        body.recipientName = recipientName;
        if (signature) body.signature = (await uploadStoredFile('signature', signature, 'signature.png')).id;
      }
      if (to === 'failed' || to === 'returned') body.reason = reason;
      return stepDelivery(delivery.id, body);
    },
    `logisticsConsole.steps.done.${to}`,
  );
  const [missing, setMissing] = useState<string | null>(null);
  const error = missing ?? (mutation.error ? errorKey(mutation.error) : undefined);
  return (
    <Dialog open title={t(`logisticsConsole.steps.${to}`)} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The step's evidence, as the delivery machine asks it, before anything is uploaded or sent.
          const lacking = firstMissingEvidence(DELIVERY_MACHINE, delivery.status, to, {
            trackingNumber: trackingNumber.trim(),
            recipientName: recipientName.trim(),
            signature: signature ? 'drawn' : '',
            reason: reason.trim(),
          });
          setMissing(lacking && `errors.workflow.evidence.${lacking}`);
          if (!lacking) mutation.mutate(undefined, { onSuccess: onClose });
        }}
        className="grid gap-3"
      >
        {to === 'inTransit' && (
          <>
            <ConsoleField id="step-carrier" label={t('logisticsConsole.deliveries.carrier')}>
              <CarrierSelect
                id="step-carrier"
                value={carrierId}
                onChange={setCarrierId}
                carriers={carriers.data}
              />
            </ConsoleField>
            <ConsoleField id="step-tracking" label={t('logisticsConsole.detail.tracking')}>
              <input
                {...describedBy('step-tracking', undefined)}
                value={trackingNumber}
                maxLength={40}
                autoComplete="off"
                onChange={(event) => setTrackingNumber(event.target.value)}
                className={`${inputClass} font-mono`}
              />
            </ConsoleField>
          </>
        )}
        {to === 'delivered' && (
          <>
            <ConsoleField id="step-recipient" label={t('logisticsConsole.detail.recipient')}>
              <input
                id="step-recipient"
                value={recipientName}
                maxLength={120}
                onChange={(event) => setRecipientName(event.target.value)}
                className={inputClass}
              />
            </ConsoleField>
            <SignatureField label={t('logisticsConsole.detail.signature')} onChange={setSignature} />
            <p className="text-sm text-slate-700">{t('logisticsConsole.detail.time', { time: date(now) })}</p>
          </>
        )}
        {(to === 'failed' || to === 'returned') && (
          <ConsoleField id="step-reason" label={t('logisticsConsole.detail.reason')}>
            <textarea
              id="step-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={inputClass}
            />
          </ConsoleField>
        )}
        {error && <Notice tone="error">{t(error)}</Notice>}
        <DialogButtons
          cancelLabel={t('console.cancel')}
          onCancel={onClose}
          submit={
            <button
              type="submit"
              className={buttonClass[to === 'failed' || to === 'returned' ? 'danger' : 'primary']}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {t('logisticsConsole.steps.confirm')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}
