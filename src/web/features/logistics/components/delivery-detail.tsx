import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { carrierNameIn, ZDeliveryEditSchema, type TDeliveryDetail } from '#core/contracts/logistics.ts';
import { firstMissingEvidence } from '#core/workflow/decide-transition.ts';
import { DELIVERY_MACHINE, type TDeliveryState } from '#core/workflow/delivery-machine.ts';
import { AuthImage } from '../../../components/console/auth-image.tsx';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { fetchStoredFile, uploadStoredFile } from '../../../components/console/file-upload-field.tsx';
import { ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { SignatureField } from '../../../components/console/signature-field.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { errorKey } from '../../../lib/api.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { openPdf } from '../../../lib/file-download.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  editDelivery,
  fetchProofOfDelivery,
  getDelivery,
  listCarriers,
  logisticsKeys,
  stepDelivery,
  type TDeliveryEditBody,
  type TDeliveryStepBody,
} from '../api/logistics-api.ts';
import { DeliveryBadge, ReturnBadge, useDateTime } from './delivery-parts.tsx';
import { Arrow } from '../../../components/arrow.tsx';

const STEP_TONE: Record<TDeliveryState, keyof typeof buttonClass> = {
  pendingDelivery: 'secondary',
  inTransit: 'primary',
  delivered: 'primary',
  failed: 'danger',
  returned: 'danger',
};

function useCarriers() {
  return useQuery({ queryKey: logisticsKeys.carriers(), queryFn: listCarriers, staleTime: 5 * 60_000 });
}

/** A delivery: who and where, carrier and tracking, notes, the steps it may take, signature and history. */
export function DeliveryDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const delivery = useQuery({ queryKey: logisticsKeys.delivery(id), queryFn: () => getDelivery(id) });
  const [step, setStep] = useState<TDeliveryState | null>(null);
  const date = useDateTime();

  return (
    <div className="grid gap-4">
      <div>
        <button type="button" className={buttonClass.secondary} onClick={onBack}>
          <Arrow direction="left" /> {t('logisticsConsole.detail.back')}
        </button>
      </div>
      {delivery.isPending ? (
        <SkeletonRows rows={4} />
      ) : delivery.isError ? (
        <ErrorBox messageKey={errorKey(delivery.error)} onRetry={() => void delivery.refetch()} />
      ) : (
        <>
          <section className={`${panelClass} grid gap-2 p-4`}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-bold">
                {t('logisticsConsole.detail.title', {
                  number: delivery.data.documentNumber ?? `#${delivery.data.id}`,
                })}
              </h2>
              <DeliveryBadge status={delivery.data.status} />
              <ReturnBadge delivery={delivery.data} />
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-600">{t('logisticsConsole.deliveries.customer')}</dt>
              <dd>{delivery.data.customerName}</dd>
              <dt className="text-slate-600">{t('logisticsConsole.detail.address')}</dt>
              <dd>{delivery.data.address}</dd>
              <dt className="text-slate-600">{t('logisticsConsole.detail.phone')}</dt>
              <dd>
                <a className="underline" href={`tel:${delivery.data.phone}`}>
                  {delivery.data.phone}
                </a>
              </dd>
              <dt className="text-slate-600">{t('logisticsConsole.deliveries.items')}</dt>
              <dd>{delivery.data.items.join(', ')}</dd>
              <dt className="text-slate-600">{t('logisticsConsole.detail.tracking')}</dt>
              <dd>
                {delivery.data.trackingNumber ? (
                  <>
                    <span className="font-mono">{delivery.data.trackingNumber}</span>
                    {delivery.data.trackingUrl && (
                      <>
                        {' · '}
                        <a
                          className="font-semibold text-brand-700 underline"
                          href={delivery.data.trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t('logisticsConsole.detail.trackingLink', {
                            carrier: carrierNameIn(delivery.data, i18n.language) ?? '',
                          })}
                        </a>
                      </>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </dd>
            </dl>
            {delivery.data.next.length > 0 && (
              <div className="flex flex-wrap gap-2 pt-2">
                {delivery.data.next.map((to) => (
                  <button
                    key={to}
                    type="button"
                    className={buttonClass[STEP_TONE[to]]}
                    onClick={() => setStep(to)}
                  >
                    {t(`logisticsConsole.steps.${to}`)}
                  </button>
                ))}
              </div>
            )}
          </section>
          <FactsSection key={delivery.data.version} delivery={delivery.data} />
          {delivery.data.status === 'delivered' && <ProofSection delivery={delivery.data} />}
          <section className={`${panelClass} p-4`}>
            <h3 className="mb-2 font-semibold">{t('logisticsConsole.detail.history')}</h3>
            <ol className="grid gap-1 text-sm">
              {delivery.data.history.map((entry, index) => (
                <li key={index}>
                  <span className="text-slate-600 tabular-nums">{date(entry.at)}</span> ·{' '}
                  {t(`logisticsConsole.status.${entry.to}`)} · {actorLabel(t, entry.by)}
                  {entry.evidence.trackingNumber ? ` — ${String(entry.evidence.trackingNumber)}` : ''}
                  {entry.evidence.reason ? ` — ${String(entry.evidence.reason)}` : ''}
                  {entry.note ? ` — ${entry.note}` : ''}
                </li>
              ))}
            </ol>
          </section>
          {step && <StepDialog delivery={delivery.data} to={step} onClose={() => setStep(null)} />}
        </>
      )}
    </div>
  );
}

function useDeliveryChange<TInput>(
  id: number,
  call: (input: TInput) => Promise<TDeliveryDetail>,
  okKey: string,
) {
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  return useMutation({
    mutationFn: call,
    onSuccess: (next) => {
      queryClient.setQueryData(logisticsKeys.delivery(id), next);
      void queryClient.invalidateQueries({ queryKey: [...logisticsKeys.all, 'deliveries'] });
      toast.ok(okKey);
    },
  });
}

/**
 * Carrier (from the editable list) and notes, saved without a step. The endpoint's schema checks them
 * first; an error (the browser's or the server's) stands at its field and clears when it changes.
 */
export function FactsSection({ delivery }: { delivery: TDeliveryDetail }) {
  const { t } = useTranslation();
  const carriers = useCarriers();
  const [carrierId, setCarrierId] = useState(delivery.carrierId === null ? '' : String(delivery.carrierId));
  const [notes, setNotes] = useState(delivery.notes);
  const form = useFormErrors(fieldIn(['carrierId', 'notes']), (field) =>
    field === 'carrierId' ? 'delivery-carrier' : 'delivery-notes',
  );
  const save = useDeliveryChange(
    delivery.id,
    (body: TDeliveryEditBody) => editDelivery(delivery.id, body),
    'logisticsConsole.detail.saved',
  );
  return (
    <form
      className={`${panelClass} grid gap-3 p-4`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          version: delivery.version,
          carrierId: carrierId ? Number(carrierId) : null,
          notes,
        };
        if (form.check(ZDeliveryEditSchema, body)) save.mutate(body, { onError: form.fail });
      }}
    >
      <h3 className="font-semibold">{t('logisticsConsole.detail.facts')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <ConsoleField
          id="delivery-carrier"
          label={t('logisticsConsole.deliveries.carrier')}
          error={form.errors.carrierId}
        >
          <CarrierSelect
            id="delivery-carrier"
            value={carrierId}
            onChange={(value) => (setCarrierId(value), form.clear('carrierId'))}
            carriers={carriers.data}
            error={form.errors.carrierId}
          />
        </ConsoleField>
        <ConsoleField
          id="delivery-notes"
          label={t('logisticsConsole.detail.notes')}
          error={form.errors.notes}
        >
          <textarea
            {...describedBy('delivery-notes', form.errors.notes)}
            rows={2}
            maxLength={1000}
            value={notes}
            onChange={(event) => (setNotes(event.target.value), form.clear('notes'))}
            className={inputClass}
          />
        </ConsoleField>
      </div>
      {form.message && <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>}
      <div>
        <button type="submit" className={buttonClass.secondary} disabled={save.isPending}>
          {t('logisticsConsole.detail.save')}
        </button>
      </div>
    </form>
  );
}

function CarrierSelect({
  id,
  value,
  onChange,
  carriers,
  error,
}: {
  /** An i18n key: the select is described by it (the field shows it). */
  error?: string | undefined;
  id: string;
  value: string;
  onChange: (value: string) => void;
  carriers: { carriers: { id: number; name: string; nameTh: string; active: boolean }[] } | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <select
      {...describedBy(id, error)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
    >
      <option value="">{t('logisticsConsole.detail.noCarrier')}</option>
      {carriers?.carriers
        .filter((carrier) => carrier.active || String(carrier.id) === value)
        .map((carrier) => (
          <option key={carrier.id} value={carrier.id}>
            {carrierNameIn(carrier, i18n.language)}
          </option>
        ))}
    </select>
  );
}

/** Who signed, when, the signature, and the proof of delivery in Thai or English. */
function ProofSection({ delivery }: { delivery: TDeliveryDetail }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const date = useDateTime();
  const download = (lang: 'th' | 'en') =>
    openPdf(
      fetchProofOfDelivery(delivery.id, lang),
      `pod-${delivery.documentNumber ?? delivery.id}-${lang}.pdf`,
    ).catch((error: unknown) => toast.fail(error));
  return (
    <section className={`${panelClass} grid gap-2 p-4`}>
      <h3 className="font-semibold">{t('logisticsConsole.detail.proof')}</h3>
      <p className="text-sm">
        {t('logisticsConsole.detail.signedBy', {
          name: delivery.recipientName ?? '—',
          time: delivery.deliveredAt ? date(delivery.deliveredAt) : '—',
        })}
      </p>
      {delivery.signatureFileId && (
        <AuthImage
          source={delivery.signatureFileId}
          load={fetchStoredFile}
          alt={t('logisticsConsole.detail.signature')}
          className="h-32 w-full max-w-sm rounded-lg bg-white object-contain ring-1 ring-slate-200"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.secondary} onClick={() => void download('th')}>
          {t('logisticsConsole.detail.podTh')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => void download('en')}>
          {t('logisticsConsole.detail.podEn')}
        </button>
      </div>
    </section>
  );
}

/**
 * One step: in transit asks for the carrier and tracking number; delivered for the recipient's name and
 * signature (drawn here, uploaded when confirmed); failed and returned for a reason. The server decides
 * what is missing, so its refusal ("Please enter tracking number") is what the dialog shows.
 */
function StepDialog({
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
