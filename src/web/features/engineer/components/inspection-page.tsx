import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TLocale } from '#core/constants.ts';
import {
  ZIdentityCheckRequestSchema,
  ZInspectNotBlockedSchema,
  ZInspectRequestSchema,
  ZEngineerRejectSchema,
  type TEngineerRequest,
  type TIdentityCheck,
  type TInspectRequest,
} from '#core/contracts/engineer.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import type { TStoredFile } from '#core/contracts/files.ts';
import {
  answerDifferences,
  MAX_EVIDENCE_PHOTOS,
  priceOnTable,
  WIPE_METHODS,
  type TWipeMethod,
} from '#core/inspection.ts';
import { AuthImage } from '../../../components/console/auth-image.tsx';
import { describedBy, FieldError } from '../../../components/console/console-field.tsx';
import {
  buttonClass,
  checkboxClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { fetchStoredFile, FileUploadField } from '../../../components/console/file-upload-field.tsx';
import { Notice } from '../../../components/console/notice.tsx';
import { HistoryTimeline } from '../../../components/console/record/history-timeline.tsx';
import { RecordPage } from '../../../components/console/record/record-page.tsx';
import { RecordSection, SummaryFields } from '../../../components/console/record/record-section.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { PriceSummaryLines } from '../../../components/request-summary.tsx';
import { errorKey } from '../../../lib/api.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { openPdf } from '../../../lib/file-download.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  certificatePdf,
  checkIdentity,
  claimRequest,
  customerPhoto,
  getInspection,
  inspectRequest,
  rejectRequest,
  releaseRequest,
} from '../api/engineer-api.ts';
import { engineerKeys } from '../api/engineer-keys.ts';
import { AnswersForm } from './answers-form.tsx';
import { AgeBadge } from './engineer-queue.tsx';

const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Where the server's (and the schema's) paths stand on this form. */
function inspectFieldOf(path: string): string | null {
  if (path === 'imei' || path === 'activationLockOff' || path === 'cloudLockOff') return path;
  if (path.startsWith('wipe.method')) return 'wipeMethod';
  if (path.startsWith('wipe')) return 'wipeAt';
  return null;
}
const FIELD_IDS: Record<string, string> = {
  imei: 'inspect-imei',
  activationLockOff: 'activation-lock-off',
  cloudLockOff: 'cloud-lock-off',
  wipeMethod: 'wipe-method',
  wipeAt: 'wipe-at',
};

/** /engineer/{reference}: the request, the claim, and the inspection form or its result (issue 18, 2–5). */
export function InspectionPage({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: engineerKeys.request(reference),
    queryFn: () => getInspection(reference),
  });
  const put = (request: TEngineerRequest) => {
    queryClient.setQueryData(engineerKeys.request(reference), request);
    void queryClient.invalidateQueries({ queryKey: engineerKeys.queues() });
  };
  const claim = useMutation({
    mutationFn: () => claimRequest(reference),
    onSuccess: (data) => (put(data), toast.ok('engineerConsole.claim.claimed')),
    onError: toast.fail,
  });
  const release = useMutation({
    mutationFn: () => releaseRequest(reference),
    onSuccess: (data) => (put(data), toast.ok('engineerConsole.claim.released')),
    onError: toast.fail,
  });
  const request = query.data;
  return (
    <RecordPage
      back={{ to: '/engineer', label: t('engineerConsole.back') }}
      title={reference}
      badge={request && <StatusBadge tone="violet">{t(`status.${request.status}`)}</StatusBadge>}
      errorKey={query.isError ? errorKey(query.error) : null}
      onRetry={() => void query.refetch()}
      loaded={!!request}
      main={() =>
        request && (
          <div className="grid gap-4">
            <RecordSection title={t('engineerConsole.sections.device')}>
              <p className="font-semibold">{request.device}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                {request.receivedAt && request.status === 'received' && (
                  <AgeBadge
                    item={{
                      ageHours: Math.floor((openedAt - Date.parse(request.receivedAt)) / 3_600_000),
                      overdue: openedAt - Date.parse(request.receivedAt) >= request.targetHours * 3_600_000,
                      targetHours: request.targetHours,
                    }}
                  />
                )}
                <ClaimStatus request={request} />
                {request.status === 'received' && !request.claim && (
                  <button
                    type="button"
                    className={buttonClass.primary}
                    disabled={claim.isPending}
                    onClick={() => claim.mutate()}
                  >
                    {t('engineerConsole.claim.claim')}
                  </button>
                )}
                {request.canRelease && (
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    disabled={release.isPending}
                    onClick={() => release.mutate()}
                  >
                    {t('engineerConsole.claim.release')}
                  </button>
                )}
              </div>
              {request.photoIds.length > 0 && (
                <ul
                  className="mt-3 flex flex-wrap gap-2"
                  aria-label={t('engineerConsole.sections.customerPhotos')}
                >
                  {request.photoIds.map((id, index) => (
                    <li key={id}>
                      <AuthImage
                        source={`${reference}/${id}`}
                        load={customerPhoto}
                        alt={t('engineerConsole.photoAlt', { number: index + 1 })}
                        className="h-20 w-20 rounded-lg object-cover ring-1 ring-slate-200"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </RecordSection>
            {request.inspection ? (
              <InspectionResult request={request} />
            ) : request.canInspect ? (
              <InspectionForm request={request} onDone={put} />
            ) : (
              <RecordSection title={t('engineerConsole.sections.prices')}>
                <PriceColumns request={request} answers={request.customerAnswers} />
              </RecordSection>
            )}
          </div>
        )
      }
      aside={() =>
        request && (
          <HistoryTimeline
            title={t('engineerConsole.sections.history')}
            entries={request.history.map((entry) => {
              // A re-quote's step is named as the re-quote's state it reached ("Re-quote: accepted …").
              const requote = entry.entity === 'requote';
              return {
                from: requote ? null : entry.fromStatus,
                to: requote ? `requote:${entry.toStatus}` : entry.toStatus,
                who: entry.actor,
                at: entry.at,
                note: entry.note,
              };
            })}
            stateLabel={(state) =>
              state.startsWith('requote:')
                ? `${t('engineerConsole.requote.label')}: ${t(`engineerConsole.requote.${state.slice(8)}`)}`
                : t(`status.${state}`)
            }
          />
        )
      }
    />
  );
}

function ClaimStatus({ request }: { request: TEngineerRequest }) {
  const { t, i18n } = useTranslation();
  if (!request.claim) return <span className="text-slate-700">{t('engineerConsole.claim.unclaimed')}</span>;
  return (
    <span className="text-slate-800" data-testid="claim-status">
      {request.claim.mine
        ? t('engineerConsole.claim.mineSince', {
            at: formatDateTime(request.claim.at, i18n.language as TLocale),
          })
        : t('engineerConsole.claim.takenBy', { who: actorLabel(t, request.claim.by) })}
    </span>
  );
}

/** Offer lines beside the actual price's lines (computed here as the server will compute them). */
function PriceColumns({
  request,
  answers,
  override,
}: {
  request: TEngineerRequest;
  answers: TAnswersInput | null;
  override?: { priceThb: number; reason: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const computed =
    request.pricing && answers
      ? priceOnTable(request.pricing.table as never, answers, {
          option: request.option,
          province: request.province,
          voucherUpliftPercent: request.pricing.voucherUpliftPercent,
          provincialBonusThb: request.pricing.provincialBonusThb,
        })
      : null;
  const actual = override?.priceThb ?? computed?.totalThb ?? null;
  const lower = actual !== null && request.offeredThb !== null && actual < request.offeredThb;
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="price-columns">
      <div className={`${panelClass} p-3`}>
        <h4 className="text-sm font-bold">{t('engineerConsole.prices.offer')}</h4>
        <PriceSummaryLines lines={request.offerLines} totalThb={request.offeredThb} />
      </div>
      <div className={`${panelClass} p-3 ${lower ? 'ring-2 ring-amber-400' : ''}`}>
        <h4 className="text-sm font-bold">{t('engineerConsole.prices.actual')}</h4>
        {computed ? (
          <PriceSummaryLines lines={computed.lines} totalThb={override ? null : computed.totalThb} />
        ) : (
          <p className="text-sm text-slate-700">{t('engineerConsole.prices.noComputed')}</p>
        )}
        {override && (
          <p className="mt-2 text-sm" data-testid="override-marker">
            <StatusBadge tone="red">{t('engineerConsole.override.marker')}</StatusBadge>{' '}
            <span className="font-bold tabular-nums">{formatThb(t, override.priceThb, locale)}</span> —{' '}
            {override.reason}
          </p>
        )}
        {lower && (
          <p className="mt-2 text-sm font-semibold text-amber-900">{t('engineerConsole.prices.lower')}</p>
        )}
      </div>
    </div>
  );
}

function InspectionForm({
  request,
  onDone,
}: {
  request: TEngineerRequest;
  onDone: (request: TEngineerRequest) => void;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const [answers, setAnswers] = useState<TAnswersInput>(request.customerAnswers ?? { functional: [] });
  const [imei, setImei] = useState(request.imeiSerial ?? '');
  const [identity, setIdentity] = useState<TIdentityCheck | null>(null);
  const [activationLockOff, setActivationLockOff] = useState(false);
  const [cloudLockOff, setCloudLockOff] = useState(false);
  const [photos, setPhotos] = useState<TStoredFile[]>([]);
  const [wipeMethod, setWipeMethod] = useState<TWipeMethod | ''>('');
  const [wipedAt, setWipedAt] = useState(localNow);
  const [override, setOverride] = useState<{ priceThb: number; reason: string } | null>(null);
  const [overrideOpen, setOverrideOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const form = useFormErrors(inspectFieldOf, (field) => FIELD_IDS[field] ?? field);
  const differences = request.customerAnswers ? answerDifferences(request.customerAnswers, answers) : [];

  const check = useMutation({
    mutationFn: (body: { imei: string }) => checkIdentity(request.reference, body.imei),
    onSuccess: setIdentity,
    onError: (error) => (setIdentity(null), form.fail(error)),
  });
  const submit = useMutation({
    mutationFn: (body: TInspectRequest) => inspectRequest(request.reference, body),
    onSuccess: (data) => (onDone(data), toast.ok('engineerConsole.inspect.saved')),
    onError: form.fail,
  });
  // The same schema as the server's, in the browser first: nothing is sent that it would refuse.
  function send() {
    const wipeAt = wipedAt ? new Date(wipedAt) : null;
    // A device on the blocklist is only rejected: no locks or wipe are asked of it.
    const body = form.check(identity?.blocked ? ZInspectRequestSchema : ZInspectNotBlockedSchema, {
      version: request.version,
      answers,
      imei,
      activationLockOff,
      cloudLockOff,
      evidencePhotoIds: photos.map((photo) => photo.id),
      ...(wipeMethod
        ? {
            wipe: {
              method: wipeMethod,
              at: wipeAt && !Number.isNaN(wipeAt.getTime()) ? wipeAt.toISOString() : '',
            },
          }
        : {}),
      ...(override ? { override } : {}),
    });
    if (body) submit.mutate(body);
  }
  const reject = useMutation({
    mutationFn: (reason: string) => rejectRequest(request.reference, { version: request.version, reason }),
    // A refusal stands in the dialog, at the reason when it names it.
    onSuccess: (data) => (setRejectOpen(false), onDone(data)),
  });
  const blocked = identity?.blocked ?? null;
  return (
    <>
      <RecordSection title={t('engineerConsole.sections.answers')}>
        <p className="mb-2 text-sm text-slate-700" data-testid="difference-count">
          {t('engineerConsole.inspect.differences', { count: differences.length })}
        </p>
        <AnswersForm
          category={request.category}
          questionnaire={request.questionnaire}
          customer={request.customerAnswers}
          value={answers}
          onChange={setAnswers}
          disabled={submit.isPending}
        />
      </RecordSection>
      <RecordSection title={t('engineerConsole.sections.prices')}>
        <PriceColumns request={request} answers={answers} override={override} />
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => setOverrideOpen(true)}>
            {t(override ? 'engineerConsole.override.change' : 'engineerConsole.override.open')}
          </button>
          {override && (
            <button type="button" className={buttonClass.secondary} onClick={() => setOverride(null)}>
              {t('engineerConsole.override.remove')}
            </button>
          )}
        </div>
      </RecordSection>
      <RecordSection title={t('engineerConsole.sections.identity')}>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-52">
            <label htmlFor="inspect-imei" className={labelClass}>
              {t('engineerConsole.identity.imei')}
            </label>
            <input
              className={`${inputClass} font-mono`}
              inputMode="numeric"
              value={imei}
              onChange={(event) => (setImei(event.target.value), setIdentity(null), form.clear('imei'))}
              {...describedBy('inspect-imei', form.errors.imei)}
            />
            <FieldError id="inspect-imei" error={form.errors.imei} />
          </div>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={!imei || check.isPending}
            onClick={() => {
              const body = form.check(ZIdentityCheckRequestSchema, { imei });
              if (body) check.mutate(body);
            }}
          >
            {t('engineerConsole.identity.check')}
          </button>
        </div>
        {identity && (
          <div className="mt-2 grid gap-1 text-sm" data-testid="identity-result">
            <p className="font-semibold text-emerald-800">
              {t(`engineerConsole.identity.valid.${identity.kind ?? 'serial'}`, {
                value: identity.normalized ?? '',
              })}
            </p>
            {identity.duplicateOf.length > 0 && (
              <p className="font-semibold text-amber-900">
                {t('engineerConsole.identity.duplicates', {
                  references: identity.duplicateOf
                    .map((d) => `${d.reference} (${t(`status.${d.status}`)})`)
                    .join(', '),
                })}
              </p>
            )}
            {blocked && (
              <p role="alert" className="font-bold text-red-800">
                {t('engineerConsole.identity.blocked', { note: blocked.note })}
              </p>
            )}
          </div>
        )}
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={activationLockOff}
            onChange={(event) => (
              setActivationLockOff(event.target.checked),
              form.clear('activationLockOff')
            )}
            {...describedBy('activation-lock-off', form.errors.activationLockOff)}
          />
          {t('engineerConsole.identity.activationLockOff')}
        </label>
        <FieldError id="activation-lock-off" error={form.errors.activationLockOff} />
        <label className="mt-1 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={cloudLockOff}
            onChange={(event) => (setCloudLockOff(event.target.checked), form.clear('cloudLockOff'))}
            {...describedBy('cloud-lock-off', form.errors.cloudLockOff)}
          />
          {t('engineerConsole.identity.cloudLockOff')}
        </label>
        <FieldError id="cloud-lock-off" error={form.errors.cloudLockOff} />
      </RecordSection>
      <RecordSection
        title={t('engineerConsole.sections.evidence', { count: photos.length, max: MAX_EVIDENCE_PHOTOS })}
      >
        <ul className="mb-2 flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <AuthImage
                source={photo.id}
                load={fetchStoredFile}
                alt={t('engineerConsole.evidenceAlt', { number: index + 1 })}
                className="h-20 w-20 rounded-lg object-cover ring-1 ring-slate-200"
              />
              <button
                type="button"
                className="absolute -top-2 -right-2 rounded-full bg-white px-1.5 text-xs font-bold ring-1 ring-slate-300"
                aria-label={t('engineerConsole.removePhoto', { number: index + 1 })}
                onClick={() => setPhotos(photos.filter((item) => item.id !== photo.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {photos.length < MAX_EVIDENCE_PHOTOS && (
          <FileUploadField
            key={photos.length}
            kind="evidencePhoto"
            label={t('engineerConsole.addPhoto')}
            value={null}
            onChange={(file) => file && setPhotos([...photos, file])}
          />
        )}
      </RecordSection>
      <RecordSection title={t('engineerConsole.sections.wipe')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="wipe-method" className={labelClass}>
              {t('engineerConsole.wipe.method')}
            </label>
            <select
              className={inputClass}
              value={wipeMethod}
              onChange={(event) => (
                setWipeMethod(event.target.value as TWipeMethod | ''),
                form.clear('wipeMethod')
              )}
              {...describedBy('wipe-method', form.errors.wipeMethod)}
            >
              <option value="">—</option>
              {WIPE_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`engineerConsole.wipe.methods.${method}`)}
                </option>
              ))}
            </select>
            <FieldError id="wipe-method" error={form.errors.wipeMethod} />
          </div>
          <div>
            <label htmlFor="wipe-at" className={labelClass}>
              {t('engineerConsole.wipe.at')}
            </label>
            <div className="flex gap-2">
              <input
                type="datetime-local"
                className={inputClass}
                value={wipedAt}
                onChange={(event) => (setWipedAt(event.target.value), form.clear('wipeAt'))}
                {...describedBy('wipe-at', form.errors.wipeAt)}
              />
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => (setWipedAt(localNow()), form.clear('wipeAt'))}
              >
                {t('engineerConsole.wipe.now')}
              </button>
            </div>
            <FieldError id="wipe-at" error={form.errors.wipeAt} />
          </div>
        </div>
      </RecordSection>
      {form.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t(form.message.key, form.message.vars)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={blocked ? buttonClass.danger : buttonClass.primary}
          disabled={submit.isPending}
          onClick={send}
        >
          {t(blocked ? 'engineerConsole.inspect.stopBlocked' : 'engineerConsole.inspect.submit')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => setRejectOpen(true)}>
          {t('engineerConsole.reject.open')}
        </button>
      </div>
      <ReasonDialog
        open={overrideOpen}
        kind="override"
        initial={override}
        onClose={() => setOverrideOpen(false)}
        onSubmit={({ priceThb, reason }) => (
          setOverride({ priceThb: priceThb!, reason }),
          setOverrideOpen(false)
        )}
      />
      <ReasonDialog
        open={rejectOpen}
        kind="reject"
        pending={reject.isPending}
        onClose={() => setRejectOpen(false)}
        onSubmit={({ reason }) => reject.mutateAsync(reason)}
      />
    </>
  );
}

/** What the dialogs check, from the endpoints' own schemas: the inspection's override, the rejection's reason. */
const ZOverrideSchema = ZInspectRequestSchema.shape.override.unwrap();
const ZRejectReasonSchema = ZEngineerRejectSchema.pick({ reason: true });

/**
 * The inspection page's one reason dialog: a price override (with the price) or a rejection, each
 * checked by its endpoint's schema before it is kept or sent; the errors stand at their fields.
 */
export function ReasonDialog({
  open,
  kind,
  initial,
  pending = false,
  onClose,
  onSubmit,
}: {
  open: boolean;
  kind: 'override' | 'reject';
  initial?: { priceThb: number; reason: string } | null;
  pending?: boolean;
  onClose: () => void;
  /** May return the call's promise: its refusal stands in the dialog, at the field it names. */
  onSubmit: (value: { priceThb: number | null; reason: string }) => unknown;
}) {
  const { t } = useTranslation();
  const withPrice = kind === 'override';
  const [price, setPrice] = useState(initial ? String(initial.priceThb) : '');
  const [reason, setReason] = useState(initial?.reason ?? '');
  const form = useFormErrors(fieldIn(['priceThb', 'reason']), (field) =>
    field === 'priceThb' ? 'override-price' : `${kind}-reason`,
  );
  async function submit() {
    const value = withPrice
      ? form.check(ZOverrideSchema, { priceThb: price === '' ? undefined : Number(price), reason })
      : form.check(ZRejectReasonSchema, { reason }) && { priceThb: null, reason: reason.trim() };
    if (!value) return;
    try {
      await onSubmit(value);
    } catch (error) {
      form.fail(error);
    }
  }
  const close = () => (form.reset(), onClose());
  return (
    <Dialog open={open} title={t(`engineerConsole.${kind}.title`)} onClose={close}>
      {withPrice && (
        <>
          <p className="mb-3 text-sm text-slate-700">{t('engineerConsole.override.text')}</p>
          <div className="mb-3">
            <label htmlFor="override-price" className={labelClass}>
              {t('engineerConsole.override.price')}
            </label>
            <input
              inputMode="numeric"
              className={inputClass}
              value={price}
              {...describedBy('override-price', form.errors.priceThb)}
              onChange={(event) => (setPrice(event.target.value.replace(/\D/g, '')), form.clear('priceThb'))}
            />
            <FieldError id="override-price" error={form.errors.priceThb} />
          </div>
        </>
      )}
      <label htmlFor={`${kind}-reason`} className={labelClass}>
        {t(`engineerConsole.${kind}.reason`)}
      </label>
      <textarea
        rows={3}
        maxLength={500}
        className={inputClass}
        value={reason}
        {...describedBy(`${kind}-reason`, form.errors.reason)}
        onChange={(event) => (setReason(event.target.value), form.clear('reason'))}
      />
      <FieldError id={`${kind}-reason`} error={form.errors.reason} />
      {form.message && (
        <div className="mt-3">
          <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>
        </div>
      )}
      <DialogButtons
        cancelLabel={t('console.cancel')}
        onCancel={close}
        submit={
          <button
            type="button"
            className={withPrice ? buttonClass.primary : buttonClass.danger}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => void submit()}
          >
            {t(withPrice ? 'engineerConsole.override.save' : 'engineerConsole.reject.confirm')}
          </button>
        }
      />
    </Dialog>
  );
}

/** A row of SummaryFields only when it has a value. */
const optionalRow = (value: ReactNode, label: string): [string, ReactNode][] =>
  value === null || value === undefined || value === false || value === '' ? [] : [[label, value]];

function InspectionResult({ request }: { request: TEngineerRequest }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const inspection = request.inspection!;
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      // Named by its number (WIPE-YYYY-NNNNNN.pdf), not the blob's random name.
      await openPdf(
        certificatePdf(request.reference),
        `${inspection.certificateNumber ?? request.reference}.pdf`,
      );
    } finally {
      setDownloading(false);
    }
  }
  return (
    <>
      <RecordSection title={t('engineerConsole.sections.result')}>
        <div data-testid="inspection-result">
          <SummaryFields
            rows={[
              [
                t('engineerConsole.prices.actual'),
                <span key="price" className="font-bold tabular-nums">
                  {formatThb(t, inspection.actualThb, locale)}{' '}
                  {inspection.overrideReason && (
                    <StatusBadge tone="red">{t('engineerConsole.override.marker')}</StatusBadge>
                  )}
                </span>,
              ],
              ...optionalRow(inspection.overrideReason, t('engineerConsole.override.reason')),
              [
                t('engineerConsole.identity.imei'),
                <span key="imei" className="font-mono">
                  {inspection.imei}
                </span>,
              ],
              ...optionalRow(
                inspection.duplicateOf.length > 0 ? inspection.duplicateOf.join(', ') : null,
                t('engineerConsole.identity.duplicateLabel'),
              ),
              ...optionalRow(
                inspection.blocked ? (
                  <span className="font-bold text-red-800">{t('engineerConsole.identity.blockedShort')}</span>
                ) : null,
                t('engineerConsole.identity.blockedLabel'),
              ),
              ...optionalRow(
                inspection.wipeMethod && t(`engineerConsole.wipe.methods.${inspection.wipeMethod}`),
                t('engineerConsole.wipe.method'),
              ),
              ...optionalRow(
                inspection.wipedAt && formatDateTime(inspection.wipedAt, locale),
                t('engineerConsole.wipe.at'),
              ),
              [
                t('engineerConsole.inspectedBy'),
                `${actorLabel(t, inspection.inspectedBy)} · ${inspection.inspectedAt ? formatDateTime(inspection.inspectedAt, locale) : ''}`,
              ],
              ...optionalRow(
                request.requote && t(`engineerConsole.requote.${request.requote}`),
                t('engineerConsole.requote.label'),
              ),
            ]}
          />
        </div>
        {inspection.certificateNumber && (
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            disabled={downloading}
            onClick={() => void download()}
          >
            {t('engineerConsole.certificate', { number: inspection.certificateNumber })}
          </button>
        )}
      </RecordSection>
      {!inspection.blocked && (
        <RecordSection title={t('engineerConsole.sections.prices')}>
          <PriceColumns
            request={request}
            answers={inspection.answers}
            override={
              inspection.overrideReason
                ? { priceThb: inspection.actualThb, reason: inspection.overrideReason }
                : null
            }
          />
        </RecordSection>
      )}
    </>
  );
}
