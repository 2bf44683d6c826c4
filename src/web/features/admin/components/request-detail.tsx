import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TAdminRequestDetail } from '#core/contracts/admin-requests.ts';
import { PROVINCES } from '#core/provinces.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { PriceSummaryLines } from '../../../components/request-summary.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changeStatus, errorKey, getRequest, getRequestPhoto, saveNotes } from '../api/admin-api.ts';
import { useAsync } from '../use-async.ts';
import { StatusBadge } from './requests-table.tsx';
import { buttonClass, ConfirmDialog, Dialog, ErrorBox, inputClass, labelClass, Notice } from './ui.tsx';

type TMessage = { tone: 'ok' | 'error'; text: string } | null;

/** A request's page (`?tab=requests&ref=TRD-…`): every field, photos, history, notes, next statuses. */
export function RequestDetail({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { result, reload, set } = useAsync(reference, () => getRequest(reference));
  const [message, setMessage] = useState<TMessage>(null);

  const back = new URLSearchParams(params);
  back.delete('ref');

  /** A change refused because someone else changed the request first: say so and show the new state. */
  function onChangeFailed(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      setMessage({ tone: 'error', text: `${t(error.messageKey)} ${t('admin.detail.reloaded')}` });
      reload();
    } else {
      setMessage({ tone: 'error', text: t(errorKey(error)) });
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={{ search: `?${back.toString()}` }}
          state={location.state}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← {t('admin.detail.back')}
        </Link>
        <h2 className="font-mono text-xl font-bold">{reference}</h2>
        {result.state === 'ready' && <StatusBadge status={result.data.status} />}
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {result.state === 'failed' && <ErrorBox messageKey={result.messageKey} onRetry={reload} />}
      {result.state === 'loading' && !result.data && (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          {[1, 2, 3].map((row) => (
            <span key={row} className="block h-24 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      )}
      {(result.state === 'ready' || (result.state === 'loading' && result.data)) && result.data && (
        <DetailBody
          request={result.data}
          onChanged={(next, text) => {
            set(next);
            setMessage({ tone: 'ok', text });
          }}
          onChangeFailed={onChangeFailed}
        />
      )}
    </div>
  );
}

function DetailBody({
  request,
  onChanged,
  onChangeFailed,
}: {
  request: TAdminRequestDetail;
  onChanged: (request: TAdminRequestDetail, message: string) => void;
  onChangeFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const thb = (amount: number | null) => (amount === null ? null : formatThb(t, amount, lang));
  const province = PROVINCES.find((candidate) => candidate.key === request.customer.province)?.[lang];

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="grid content-start gap-4 lg:col-span-2">
        <StatusActions request={request} onChanged={onChanged} onChangeFailed={onChangeFailed} />
        <Section title={t('admin.detail.customer')}>
          <Fields
            rows={[
              [t('admin.detail.fullName'), request.customer.fullName],
              [t('admin.detail.phone'), request.customer.phone],
              [t('admin.detail.email'), request.customer.email],
              [t('admin.detail.lineId'), request.customer.lineId],
              [t('admin.requests.province'), province ?? request.customer.province],
              [t('admin.detail.locale'), request.customer.locale],
            ]}
          />
        </Section>
        <Section title={t('admin.detail.device')}>
          <Fields
            rows={[
              [t('admin.requests.device'), request.device.description],
              [t('admin.requests.brand'), request.device.brandName],
              [
                t('admin.requests.category'),
                request.device.category && t(`wizard.category.${request.device.category}`),
              ],
              [t('admin.detail.storage'), request.device.storageGb && `${request.device.storageGb} GB`],
              [t('admin.detail.year'), request.device.year && String(request.device.year)],
              [t('admin.detail.imei'), request.device.imeiSerial],
              [t('admin.detail.grade'), request.device.grade && t(`grades.${request.device.grade}`)],
            ]}
          />
        </Section>
        <Section title={t('admin.detail.deal')}>
          <Fields
            rows={[
              [t('admin.requests.option'), request.option && t(`admin.options.${request.option}`)],
              [t('admin.requests.fulfilment'), t(`admin.fulfilments.${request.fulfilment}`)],
              [t('admin.detail.store'), request.store?.name[lang]],
              [t('admin.detail.pickupAddress'), request.pickup?.address],
              [
                t('admin.detail.pickupWhen'),
                request.pickup?.date && `${request.pickup.date} ${request.pickup.timeSlot ?? ''}`.trim(),
              ],
              [t('admin.detail.systemPrice'), thb(request.systemPriceThb)],
              [t('admin.requests.offer'), thb(request.offeredThb)],
              [t('admin.detail.engineerPrice'), thb(request.engineerActualPriceThb)],
              [t('admin.detail.requoteDecision'), request.requoteDecision],
              [t('admin.detail.preferredProduct'), request.preferredProduct],
              [t('admin.detail.promoCode'), request.promoCode],
              [t('admin.requests.dealerCode'), request.dealerCode],
              [t('admin.detail.remarks'), request.remarks],
              [t('admin.detail.rejectionReason'), request.rejectionReason],
              [t('admin.requests.created'), formatDateTime(request.createdAt, lang)],
              [t('admin.detail.updated'), formatDateTime(request.updatedAt, lang)],
            ]}
          />
        </Section>
        <Section title={t('admin.detail.priceLines')}>
          {request.priceLines.length > 0 ? (
            <PriceSummaryLines lines={request.priceLines} totalThb={request.offeredThb} />
          ) : (
            <p className="text-sm text-slate-600">{t('admin.detail.noQuote')}</p>
          )}
          {request.quote && (
            <p className="mt-2 text-xs text-slate-600">
              {t('admin.detail.quoteInfo', {
                id: request.quote.id,
                date: formatDateTime(request.quote.createdAt, lang),
              })}
            </p>
          )}
        </Section>
        <Photos request={request} />
      </div>
      <div className="grid content-start gap-4">
        <Notes request={request} onChanged={onChanged} onChangeFailed={onChangeFailed} />
        <Section title={t('admin.detail.history')}>
          <ol className="grid gap-2 text-sm">
            {request.history.map((entry, index) => (
              <li key={index} className="border-l-2 border-brand-200 pl-3">
                <p className="font-semibold">
                  {entry.entity === 'requote'
                    ? t(`workflow.requote.${entry.toStatus}`)
                    : `${entry.fromStatus ? `${t(`admin.statuses.${entry.fromStatus}`)} → ` : ''}${t(`admin.statuses.${entry.toStatus}`)}`}
                </p>
                <p className="text-xs text-slate-600">
                  {formatDateTime(entry.at, lang)} ·{' '}
                  {entry.actor === 'customer' || entry.actor === 'system'
                    ? t(`workflow.actors.${entry.actor}`)
                    : entry.actor}
                </p>
                {entry.note && <p className="text-xs text-slate-700">{entry.note}</p>}
              </li>
            ))}
          </ol>
        </Section>
        <Section title={t('admin.detail.consents')}>
          {request.consents.length === 0 ? (
            <p className="text-sm text-slate-600">—</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {request.consents.map((consent) => (
                <li key={consent.kind}>
                  <span className="font-semibold">{t(`admin.detail.consent.${consent.kind}`)}</span>:{' '}
                  {consent.granted ? t('admin.detail.granted') : t('admin.detail.notGranted')}
                  <span className="block text-xs text-slate-600">
                    {t('admin.detail.notice', { version: consent.noticeVersion })} ·{' '}
                    {formatDateTime(consent.recordedAt, lang)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-800 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Fields({ rows }: { rows: [label: string, value: string | null | undefined | 0][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusActions({
  request,
  onChanged,
  onChangeFailed,
}: {
  request: TAdminRequestDetail;
  onChanged: (request: TAdminRequestDetail, message: string) => void;
  onChangeFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TTradeInStatus | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [actualPrice, setActualPrice] = useState('');
  const [busy, setBusy] = useState(false);
  const price = /^\d{1,8}$/.test(actualPrice.trim()) ? Number(actualPrice.trim()) : undefined;
  const priceInvalid = actualPrice.trim() !== '' && price === undefined;

  function reset() {
    setTarget(null);
    setReason('');
    setNote('');
    setActualPrice('');
  }

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      const next = await changeStatus(request.reference, {
        to: target,
        version: request.version,
        ...(target === 'rejected' ? { reason: reason.trim() } : {}),
        ...(target === 'inspected' && price !== undefined ? { actualPriceThb: price } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onChanged(next, t('admin.detail.statusChanged', { status: t(`admin.statuses.${next.status}`) }));
    } catch (error) {
      onChangeFailed(error);
    } finally {
      setBusy(false);
      reset();
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="next-status">
      <h3 id="next-status" className="mb-2 text-sm font-bold tracking-wide text-slate-800 uppercase">
        {t('admin.detail.nextStatus')}
      </h3>
      {request.allowedNextStatuses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.detail.final')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {request.allowedNextStatuses.map((status) => (
            <button
              key={status}
              type="button"
              onClick={() => setTarget(status)}
              className={status === 'rejected' ? buttonClass.danger : buttonClass.primary}
            >
              {t(`admin.detail.moveTo.${status}`)}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={target !== null}
        title={target ? t('admin.detail.confirmTitle', { status: t(`admin.statuses.${target}`) }) : ''}
        text={
          target &&
          t('admin.detail.confirmText', {
            reference: request.reference,
            from: t(`admin.statuses.${request.status}`),
            to: t(`admin.statuses.${target}`),
          })
        }
        confirmLabel={target ? t(`admin.detail.moveTo.${target}`) : ''}
        danger={target === 'rejected'}
        busy={busy}
        confirmDisabled={(target === 'rejected' && !reason.trim()) || priceInvalid}
        onConfirm={() => void confirm()}
        onCancel={reset}
      >
        {target === 'rejected' && (
          <div className="mt-3">
            <label htmlFor="reject-reason" className={labelClass}>
              {t('admin.detail.rejectReason')}
            </label>
            <textarea
              id="reject-reason"
              required
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={inputClass}
            />
          </div>
        )}
        {target === 'inspected' && (
          <div className="mt-3">
            <label htmlFor="actual-price" className={labelClass}>
              {t('admin.detail.actualPrice')}
            </label>
            <input
              id="actual-price"
              inputMode="numeric"
              value={actualPrice}
              aria-invalid={priceInvalid}
              onChange={(event) => setActualPrice(event.target.value)}
              className={inputClass}
            />
          </div>
        )}
        <div className="mt-3">
          <label htmlFor="step-note" className={labelClass}>
            {t('workflow.note')}
          </label>
          <textarea
            id="step-note"
            maxLength={500}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}

function Notes({
  request,
  onChanged,
  onChangeFailed,
}: {
  request: TAdminRequestDetail;
  onChanged: (request: TAdminRequestDetail, message: string) => void;
  onChangeFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(request.adminNotes ?? '');
  const [shownVersion, setShownVersion] = useState(request.version);
  const [busy, setBusy] = useState(false);
  if (shownVersion !== request.version) {
    setShownVersion(request.version);
    setText(request.adminNotes ?? '');
  }
  const changed = text !== (request.adminNotes ?? '');

  async function save() {
    setBusy(true);
    try {
      onChanged(
        await saveNotes(request.reference, { adminNotes: text, version: request.version }),
        t('admin.detail.notesSaved'),
      );
    } catch (error) {
      onChangeFailed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('admin.detail.notes')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor="admin-notes" className="sr-only">
          {t('admin.detail.notes')}
        </label>
        <textarea
          id="admin-notes"
          rows={5}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
        <button type="submit" disabled={!changed || busy} className={`${buttonClass.primary} mt-2`}>
          {busy ? t('admin.saving') : t('admin.detail.saveNotes')}
        </button>
      </form>
    </Section>
  );
}

function Photos({ request }: { request: TAdminRequestDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (request.photos.length === 0) {
    return (
      <Section title={t('admin.detail.photos')}>
        <p className="text-sm text-slate-600">{t('admin.detail.noPhotos')}</p>
      </Section>
    );
  }
  const current = open === null ? undefined : request.photos[open];
  return (
    <Section title={t('admin.detail.photos')}>
      <ul className="flex flex-wrap gap-2">
        {request.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg ring-1 ring-slate-300 hover:ring-brand-600"
            >
              <AuthImage
                reference={request.reference}
                photoId={photo.id}
                alt={t('admin.detail.photoAlt', { number: index + 1 })}
                className="h-24 w-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        wide
        title={t('admin.detail.photoAlt', { number: (open ?? 0) + 1 })}
        onClose={() => setOpen(null)}
      >
        {current && (
          <>
            <AuthImage
              reference={request.reference}
              photoId={current.id}
              alt={t('admin.detail.photoAlt', { number: (open ?? 0) + 1 })}
              className="max-h-[70vh] w-full object-contain"
            />
            <div className="mt-3 flex justify-end">
              <button type="button" onClick={() => setOpen(null)} className={buttonClass.secondary}>
                {t('admin.close')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </Section>
  );
}

/** A staff-only image: fetched with the bearer token and shown from an object URL. */
function AuthImage(props: { reference: string; photoId: string; alt: string; className: string }) {
  const { reference, photoId, alt, className } = props;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    getRequestPhoto(reference, photoId).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [reference, photoId]);
  if (failed)
    return <span className={`${className} flex items-center justify-center bg-slate-100 text-xs`}>⚠</span>;
  if (!url) return <span className={`${className} block animate-pulse bg-slate-200`} />;
  return <img src={url} alt={alt} className={className} />;
}
