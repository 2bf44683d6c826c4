import { LineUpdatesCard } from '../../../components/line-updates-card.tsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { type TTracking, ZTrackRequestSchema } from '#core/contracts/trade-ins.ts';
import { isReference } from '#core/reference.ts';
import { PayeePanel } from '../../../components/payee-panel/payee-panel.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { sendDecision, sendPayee, trackRequest, type TTrackDecision } from '../api/track.ts';
import { RequoteDecision } from './requote-decision.tsx';
import { DeliveryTrack } from './delivery-track.tsx';
import { CertificateDownload, RequoteDetails } from './requote-details.tsx';
import { TrackLookupForm } from './track-lookup-form.tsx';
import { TrackingResult } from './tracking-result.tsx';
import { TrackVouchers } from './track-vouchers.tsx';

type TTrackFormValues = z.output<typeof ZTrackRequestSchema>;

const messageKeyOf = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'errors.internal');

/** `&requote=accept|decline` of a message's button: the answer the customer chose there (decision 043). */
const linkAnswerOf = (value: string | null): TTrackDecision | null =>
  value === 'accept' || value === 'decline' ? value : null;

/**
 * /track: look a request up by reference + phone. The phone stays in memory only (for the decision);
 * the address keeps just `?ref=` so a reload or a shared link asks for the phone again. `?mode=delivery`
 * looks a bought item's delivery up instead (decision 030). A re-quote message's accept/decline button
 * opens `?ref=…&requote=accept|decline`: after the same reference + phone check, the page goes straight to
 * the answer (accept's button in focus, decline's confirmation open); nothing is sent until the customer
 * presses it. Once answered, `requote` leaves the address.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryReference = (searchParams.get('ref') ?? '').trim().toUpperCase();
  const mode = searchParams.get('mode') === 'delivery' ? 'delivery' : 'request';
  const setMode = (next: 'request' | 'delivery') =>
    setSearchParams(
      (params) => {
        if (next === 'delivery') params.set('mode', 'delivery');
        else params.delete('mode');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const [initialReference] = useState(isReference(queryReference) ? queryReference : '');
  const [linkAnswer, setLinkAnswer] = useState(() => linkAnswerOf(searchParams.get('requote')));
  const [lookup, setLookup] = useState<TTrackFormValues | null>(null);
  const [tracking, setTracking] = useState<TTracking | null>(null);
  const [searching, setSearching] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<TTrackDecision | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [decided, setDecided] = useState<TTrackDecision | null>(null);

  async function search(values: TTrackFormValues) {
    setSearching(true);
    setErrorKey(null);
    // A new lookup shows nothing of the previous one until the server answers for this pair.
    setTracking(null);
    setDecided(null);
    setDecisionError(null);
    try {
      const result = await trackRequest(values.reference, values.phone);
      setLookup(values);
      setTracking(result);
      setSearchParams(
        (params) => {
          params.set('ref', result.reference);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    } catch (error) {
      setLookup(null);
      setErrorKey(messageKeyOf(error));
    } finally {
      setSearching(false);
    }
  }

  async function decide(decision: TTrackDecision) {
    if (!lookup) return;
    setDeciding(decision);
    setDecisionError(null);
    try {
      setTracking(await sendDecision(lookup.reference, lookup.phone, decision));
      setDecided(decision);
      setLinkAnswer(null);
      setSearchParams(
        (params) => {
          params.delete('requote');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    } catch (error) {
      setDecisionError(messageKeyOf(error));
    } finally {
      setDeciding(null);
    }
  }

  const decisionPanel =
    tracking?.decisionRequired && tracking.offerThb !== null && tracking.actualPriceThb !== null ? (
      <RequoteDecision
        offerThb={tracking.offerThb}
        actualPriceThb={tracking.actualPriceThb}
        busy={deciding}
        errorKey={decisionError}
        chosen={linkAnswer}
        onDecide={(decision) => void decide(decision)}
      />
    ) : decided ? (
      <p
        role="status"
        className="rounded-2xl border border-brand-200 bg-brand-50 p-5 font-semibold text-brand-800"
        data-testid="decision-done"
      >
        {t(decided === 'accept' ? 'track.requote.accepted' : 'track.requote.declined')}
      </p>
    ) : linkAnswer ? (
      <p
        role="status"
        className="rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-slate-800"
        data-testid="requote-not-waiting"
      >
        {t('track.requote.notWaiting')}
      </p>
    ) : null;

  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-20 sm:pt-12">
          <p className="text-sm font-semibold tracking-wide text-accent-300">{t('track.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('pages.track')}</h1>
          <p className="mt-3 text-lg text-brand-100">{t('track.lead')}</p>
        </div>
      </div>
      <div className="mx-auto -mt-14 grid max-w-3xl gap-5 px-4 pb-14">
        <div
          role="group"
          aria-label={t('track.mode.label')}
          className="flex gap-1 justify-self-start rounded-xl bg-white p-1 shadow ring-1 ring-slate-900/5"
        >
          {(['request', 'delivery'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${
                mode === option ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {t(`track.mode.${option}`)}
            </button>
          ))}
        </div>
        {mode === 'delivery' ? (
          <DeliveryTrack />
        ) : (
          <>
            <TrackLookupForm
              schema={ZTrackRequestSchema}
              name="reference"
              label={t('track.referenceLabel')}
              placeholder="TRD-YYMMDD-XXXX"
              title={t('track.formTitle')}
              hint={t(linkAnswer ? 'track.requote.fromLink' : 'track.formHint')}
              initialValue={initialReference}
              // The contract's generic message speaks of the estimate; here the customer typed the reference.
              codeError={(key) => (key === 'errors.reference.invalid' ? 'track.referenceInvalid' : key)}
              busy={searching}
              onSubmit={search}
            />
            {errorKey && (
              <div
                role="alert"
                className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
                data-testid="track-error"
              >
                <p className="font-semibold">{t(errorKey)}</p>
                {errorKey === 'errors.track.notFound' && (
                  <p className="mt-1 text-sm">{t('track.notFoundHelp')}</p>
                )}
              </div>
            )}
            {tracking && (
              <TrackingResult
                tracking={tracking}
                // The answer the message's button chose takes the focus instead (RequoteDecision).
                focusHeading={!(linkAnswer && tracking.decisionRequired)}
                decision={
                  <>
                    <RequoteDetails tracking={tracking} />
                    {decisionPanel}
                    {tracking.payee && lookup && (tracking.payee.editable || tracking.payee.saved) && (
                      <PayeePanel
                        key={tracking.reference}
                        payee={tracking.payee}
                        onSave={async (payee) => {
                          setTracking(await sendPayee(lookup.reference, lookup.phone, payee));
                        }}
                      />
                    )}
                    {tracking.vouchers && lookup && (
                      <TrackVouchers
                        vouchers={tracking.vouchers}
                        reference={tracking.reference}
                        phone={lookup.phone}
                      />
                    )}
                    {tracking.erasureCertificate && lookup && (
                      <CertificateDownload
                        reference={tracking.reference}
                        phone={lookup.phone}
                        number={tracking.erasureCertificate}
                      />
                    )}
                  </>
                }
              />
            )}
            {tracking && tracking.status !== 'settled' && tracking.status !== 'rejected' && (
              <LineUpdatesCard reference={tracking.reference} />
            )}
          </>
        )}
      </div>
    </>
  );
}
