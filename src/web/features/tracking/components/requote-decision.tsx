import { useEffect, useRef } from 'react';
import type { TLocale } from '#core/constants.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TTrackDecision } from '../api/track.ts';

interface TRequoteDecisionProps {
  offerThb: number;
  actualPriceThb: number;
  busy: TTrackDecision | null;
  errorKey: string | null;
  /**
   * The answer chosen on a message's button (`/track?…&requote=`): accept's button takes the focus with
   * a line saying to press it; decline's confirmation opens. Either still waits for the customer's press.
   */
  chosen?: TTrackDecision | null;
  onDecide: (decision: TTrackDecision) => void;
}

/**
 * The engineer's price is below the offer: the customer accepts it, or declines and gets the device back
 * free (product lifecycle). Declining ends the request, so it asks once more in a dialog.
 */
export function RequoteDecision({
  offerThb,
  actualPriceThb,
  busy,
  errorKey,
  chosen = null,
  onDecide,
}: TRequoteDecisionProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const thb = (amount: number) => t('common.thb', { amount: formatAmount(amount, locale) });
  const difference = offerThb - actualPriceThb;

  function closeDialog() {
    dialogRef.current?.close();
  }

  function askToDecline() {
    dialogRef.current?.showModal();
    // The safe choice takes the focus: Enter must not decline by accident.
    keepRef.current?.focus();
  }

  // Opened from a message's button: straight to that answer, once, when the panel appears.
  useEffect(() => {
    if (chosen === 'decline') askToDecline();
    else if (chosen === 'accept') {
      sectionRef.current?.scrollIntoView?.({ block: 'start' });
      acceptRef.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link's answer, on the panel's arrival only
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="requote-title"
      className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5 sm:p-6"
      data-testid="requote-decision"
    >
      <h3 id="requote-title" className="text-xl font-bold text-slate-900">
        {t('track.requote.title')}
      </h3>
      <p className="mt-2 text-slate-800">{t('track.requote.text')}</p>

      <table className="mt-4 w-full overflow-hidden rounded-xl bg-white text-left ring-1 ring-amber-200">
        <caption className="sr-only">{t('track.requote.tableCaption')}</caption>
        <tbody className="divide-y divide-amber-100">
          <tr>
            <th scope="row" className="px-4 py-3 font-medium text-slate-700">
              {t('track.requote.offer')}
            </th>
            <td className="px-4 py-3 text-right whitespace-nowrap font-semibold tabular-nums">
              {thb(offerThb)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium text-slate-700">
              {t('track.requote.actual')}
            </th>
            <td className="px-4 py-3 text-right whitespace-nowrap text-lg font-bold tabular-nums">
              {thb(actualPriceThb)}
            </td>
          </tr>
          <tr className="bg-amber-100/60">
            <th scope="row" className="px-4 py-3 font-medium text-slate-700">
              {t('track.requote.difference')}
            </th>
            <td className="px-4 py-3 text-right whitespace-nowrap font-bold text-red-800 tabular-nums">
              −{thb(difference)}
            </td>
          </tr>
        </tbody>
      </table>

      <p className="mt-4 text-sm text-slate-700">{t('track.requote.why')}</p>

      {errorKey && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {t(errorKey)}
        </p>
      )}

      {chosen === 'accept' && (
        <p className="mt-4 rounded-xl bg-white px-4 py-3 font-semibold text-slate-900 ring-1 ring-amber-300">
          {t('track.requote.confirmAccept')}
        </p>
      )}

      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button
          ref={acceptRef}
          type="button"
          disabled={busy !== null}
          onClick={() => onDecide('accept')}
          className="rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy === 'accept'
            ? t('track.requote.sending')
            : t('track.requote.accept', { amount: thb(actualPriceThb) })}
        </button>
        <button
          type="button"
          disabled={busy !== null}
          onClick={askToDecline}
          className="rounded-xl bg-white px-5 py-3.5 font-semibold text-slate-900 ring-2 ring-slate-400 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
        >
          {busy === 'decline' ? t('track.requote.sending') : t('track.requote.decline')}
        </button>
      </div>

      <dialog
        ref={dialogRef}
        aria-labelledby="decline-title"
        aria-describedby="decline-text"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      >
        <h4 id="decline-title" className="text-xl font-bold">
          {t('track.requote.confirmTitle')}
        </h4>
        <p id="decline-text" className="mt-2 text-slate-700">
          {t('track.requote.confirmText')}
        </p>
        <div className="mt-6 grid gap-3">
          <button
            type="button"
            onClick={() => {
              closeDialog();
              onDecide('decline');
            }}
            className="rounded-xl bg-red-700 px-5 py-3 font-bold text-white hover:bg-red-800"
          >
            {t('track.requote.confirmDecline')}
          </button>
          <button
            ref={keepRef}
            type="button"
            onClick={closeDialog}
            className="rounded-xl px-5 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('track.requote.keep')}
          </button>
        </div>
      </dialog>
    </section>
  );
}
