import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { TQuote } from '#core/contracts/quotes.ts';
import {
  ZCreateTradeInRequestSchema,
  type TCreateTradeInParsed,
  type TTradeInReceipt,
} from '#core/contracts/trade-ins.ts';
import { ZPayeeInputSchema } from '#core/contracts/finance.ts';
import { maskedPayee } from '#core/finance/payee.ts';
import { PayeePanel } from '../../components/payee-panel/payee-panel.tsx';
import { PhotoUploader } from '../../components/photo-uploader/photo-uploader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { ConsentFields, ContactFields, DeviceFields } from './details-contact-fields.tsx';
import {
  detailsDefaults,
  isDetailsField,
  isPaidOption,
  toRequestInput,
  type TDetailsValues,
} from './details-request.ts';
import { DetailsSubmitPanel } from './details-submit-panel.tsx';
import { DetailsSummary } from './details-summary.tsx';
import { useStores } from './fulfilment-stores.ts';
import { validateFulfilment } from './fulfilment-validation.ts';
import { deviceName } from './option-step.tsx';
import { QuoteGate, useReprice, type TStepProps } from './option-step-frame.tsx';
import {
  createCounterTradeIn,
  createSalesTradeIn,
  createTradeIn,
  storedReceipt,
  useSubmitTradeIn,
} from './submit-trade-in.ts';
import { channelCode, useWizardChannel } from './wizard-channel.ts';
import { clearWizardState, type TUploadedPhoto } from './wizard-state.ts';

const zodRequestResolver = zodResolver(ZCreateTradeInRequestSchema);

/** The request form: contact, device details, photos, consent, a summary, and sending it. */
export function DetailsStep(props: TStepProps) {
  const { t } = useTranslation();
  const { state, goTo } = props;
  const handoverMissing = !state.option || Object.keys(validateFulfilment(state)).length > 0;
  return (
    <QuoteGate step={props}>
      {(quote) =>
        handoverMissing ? (
          <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
            <p>{t('details.earlierMissing')}</p>
            <button
              type="button"
              onClick={() => goTo(state.option ? 'fulfilment' : 'option')}
              className="mt-3 rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
            >
              {t('details.completeEarlier')}
            </button>
          </div>
        ) : (
          <DetailsForm {...props} quote={quote} />
        )
      }
    </QuoteGate>
  );
}

function DetailsForm({ quote, ...step }: TStepProps & { quote: TQuote }) {
  const { state, update, goTo } = step;
  const repricing = useReprice(step);
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const channel = useWizardChannel();
  const fixedCode = channelCode(channel);
  const latest = useRef({ state, update, language: i18n.language });
  useEffect(() => {
    latest.current = { state, update, language: i18n.language };
  });

  // The contract's schema checks the whole request: typed fields plus the wizard's choices.
  const resolver = useMemo<Resolver<TDetailsValues, unknown, TCreateTradeInParsed>>(
    () => (values, context, options) =>
      zodRequestResolver(
        toRequestInput(values, latest.current.state, latest.current.language),
        context,
        options as unknown as Parameters<typeof zodRequestResolver>[2],
      ) as unknown as ReturnType<Resolver<TDetailsValues, unknown, TCreateTradeInParsed>>,
    [],
  );
  const {
    register,
    handleSubmit,
    subscribe,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TDetailsValues, unknown, TCreateTradeInParsed>({
    // A shop's channel fixes the code the request carries.
    defaultValues: detailsDefaults({
      ...state.contact,
      ...(fixedCode ? { dealerCode: fixedCode } : {}),
      ...(channel.kind === 'counter' && channel.imei && !state.contact.imeiSerial
        ? { imeiSerial: channel.imei }
        : {}),
    }),
    resolver,
    mode: 'onTouched',
  });

  // Keep what was typed in the wizard state, so a reload or a step back loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => latest.current.update({ contact: { ...values } }),
      }),
    [subscribe],
  );

  const { load: storesLoad } = useStores();
  const store =
    storesLoad.status === 'ready' ? storesLoad.stores.find((s) => s.id === state.storeId) : undefined;
  const [photosBusy, setPhotosBusy] = useState(false);
  const [waitForPhotos, setWaitForPhotos] = useState(false);
  const [payeeDraft, setPayeeDraft] = useState(false);
  const [payeeUnsaved, setPayeeUnsaved] = useState(false);
  const paid = isPaidOption(state.option);
  const savedPayee = state.payee ? ZPayeeInputSchema.safeParse(state.payee) : undefined;

  const onDone = useCallback(
    (receipt: TTradeInReceipt) => {
      clearWizardState(latest.current.state.reference);
      void navigate(
        channel.kind === 'sales'
          ? `/sales/trade-in/${encodeURIComponent(receipt.reference)}`
          : `/success?ref=${encodeURIComponent(receipt.reference)}`,
      );
    },
    [navigate, channel.kind],
  );
  const submission = useSubmitTradeIn(
    onDone,
    channel.kind === 'counter'
      ? createCounterTradeIn
      : channel.kind === 'sales'
        ? createSalesTradeIn
        : createTradeIn,
  );

  // Fields the server refused show their message under the field, like the browser's own checks.
  const submitState = submission.state;
  useEffect(() => {
    if (submitState.kind !== 'refused') return;
    const fields = submitState.details.filter((detail) => isDetailsField(detail.path));
    for (const detail of fields) {
      if (isDetailsField(detail.path)) setError(detail.path, { type: 'server', message: detail.messageKey });
    }
    const first = fields[0]?.path;
    if (first && isDetailsField(first)) setFocus(first);
  }, [submitState, setError, setFocus]);

  const onValid = (body: TCreateTradeInParsed) => {
    if (photosBusy) {
      setWaitForPhotos(true);
      return;
    }
    setWaitForPhotos(false);
    if (paid && payeeDraft) return;
    void submission.submit(body, (receipt) => storedReceipt(receipt, body, deviceName(quote), store));
  };

  const earlierErrors = Object.entries(errors).filter(([path]) => !isDetailsField(path));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Payment details typed and not saved are said along with the fields' own messages.
        setPayeeUnsaved(paid && payeeDraft);
        void handleSubmit(onValid)(event);
      }}
      className="grid gap-8"
      aria-busy={submitState.kind === 'sending'}
    >
      <ContactFields register={register} errors={errors} />
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
        <PhotoUploader
          initialPhotos={state.photos}
          onChange={(photos: TUploadedPhoto[]) => latest.current.update({ photos })}
          onBusyChange={setPhotosBusy}
        />
      </div>
      <DeviceFields
        register={register}
        errors={errors}
        option={state.option}
        dealerCodeFixed={fixedCode !== undefined}
      />
      {paid ? (
        <PayeePanel
          optional
          payee={{
            saved: savedPayee?.success
              ? { method: savedPayee.data.method, masked: maskedPayee(savedPayee.data) }
              : null,
            editable: true,
          }}
          onSave={async (payee) => latest.current.update({ payee })}
          onRemove={() => latest.current.update({ payee: undefined })}
          onDraftChange={(draft) => {
            setPayeeDraft(draft);
            if (!draft) setPayeeUnsaved(false);
          }}
        />
      ) : null}
      <DetailsSummary quote={quote} state={state} store={store} goTo={goTo} />
      <ConsentFields
        register={register}
        errors={errors}
        atCounter={channel.kind === 'counter' || channel.kind === 'sales'}
      />
      <DetailsSubmitPanel
        submitState={submitState}
        earlierErrors={earlierErrors.map(([path, error]) => ({
          path,
          messageKey: String(error?.message ?? ''),
        }))}
        waitForPhotos={waitForPhotos && photosBusy}
        payeeUnsaved={payeeUnsaved}
        onRetry={() => void submission.retry()}
        repricing={repricing.busy}
        onReprice={() => void repricing.reprice()}
        goTo={goTo}
        onBack={() => goTo('fulfilment')}
      />
    </form>
  );
}
