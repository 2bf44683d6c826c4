import { useState } from 'react';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { QUESTION_OPTIONS, type TSingleQuestion } from '#core/questionnaire.ts';
import { PriceSummaryLines } from '../../../components/request-summary.tsx';
import { endpointUrl, publicApi } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const QUESTIONS = Object.keys(QUESTION_OPTIONS) as TSingleQuestion[];

/**
 * Why the engineer's price is lower (issue 18, point 5): the customer's and the engineer's answers side
 * by side (differences marked), both price lines, an override's reason, and the evidence photos.
 */
export function RequoteDetails({ tracking }: { tracking: TTracking }) {
  const { t } = useTranslation();
  const requote = tracking.requote;
  if (!requote) return null;
  const customer = requote.customerAnswers;
  const engineer = requote.engineerAnswers;
  const label = (question: string, option: string | undefined) =>
    option ? t(`questionnaire.${question}.options.${option}`) : '—';
  const issues = (list: readonly string[] | undefined) =>
    list && list.length > 0
      ? list.map((issue) => t(`questionnaire.functional.options.${issue}`)).join(', ')
      : t('engineerConsole.track.none');
  const rows = QUESTIONS.filter((question) => customer?.[question] || engineer?.[question]).map(
    (question) => [
      t(`questionnaire.${question}.title`),
      label(question, customer?.[question]),
      label(question, engineer?.[question]),
    ],
  );
  rows.push([
    t('questionnaire.functional.title'),
    issues(customer?.functional),
    issues(engineer?.functional),
  ]);
  return (
    <section
      aria-labelledby="requote-details-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
      data-testid="requote-details"
    >
      <h3 id="requote-details-title" className="text-lg font-bold">
        {t('engineerConsole.track.title')}
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('engineerConsole.track.answersCaption')}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('engineerConsole.track.question')}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('engineerConsole.track.yourAnswer')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('engineerConsole.track.engineerAnswer')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([question, mine, theirs]) => (
              <tr
                key={question}
                className={`border-t border-slate-200 ${mine !== theirs ? 'bg-amber-50 font-semibold' : ''}`}
                data-differs={mine !== theirs || undefined}
              >
                <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-700">
                  {question}
                </th>
                <td className="py-1.5 pr-2">{mine}</td>
                <td className="py-1.5">{theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="mb-1 text-sm font-bold">{t('engineerConsole.track.offerLines')}</h4>
          <PriceSummaryLines lines={requote.offerLines} totalThb={tracking.offerThb} />
        </div>
        <div>
          <h4 className="mb-1 text-sm font-bold">{t('engineerConsole.track.actualLines')}</h4>
          {requote.actualLines.length > 0 && (
            <PriceSummaryLines
              lines={requote.actualLines}
              totalThb={requote.overrideReason ? null : tracking.actualPriceThb}
            />
          )}
          {requote.overrideReason && (
            <p className="mt-2 text-sm" data-testid="track-override">
              <span className="font-bold">{t('engineerConsole.track.override')}</span>{' '}
              {requote.overrideReason}
            </p>
          )}
        </div>
      </div>
      {requote.evidencePhotoIds.length > 0 && (
        <>
          <h4 className="mt-4 mb-2 text-sm font-bold">{t('engineerConsole.track.evidence')}</h4>
          <ul className="flex flex-wrap gap-2">
            {requote.evidencePhotoIds.map((id, index) => (
              <li key={id}>
                <a
                  href={endpointUrl('GET /api/track/evidence/:reference/:photoId', {
                    params: { reference: tracking.reference, photoId: id },
                  })}
                  target="_blank"
                  rel="noreferrer"
                >
                  <img
                    src={endpointUrl('GET /api/track/evidence/:reference/:photoId', {
                      params: { reference: tracking.reference, photoId: id },
                    })}
                    alt={t('engineerConsole.evidenceAlt', { number: index + 1 })}
                    className="h-24 w-24 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The data-erasure certificate, for the customer who gave the reference and phone number. */
export function CertificateDownload({
  reference,
  phone,
  number,
}: {
  reference: string;
  phone: string;
  number: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const blob = (await publicApi('POST /api/track/certificate', { body: { reference, phone } })) as Blob;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${number}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <h3 className="text-lg font-bold">{t('engineerConsole.track.certificateTitle')}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('engineerConsole.track.certificateText')}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void download()}
        className="mt-3 rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        data-testid="certificate-download"
      >
        {t('engineerConsole.track.certificateButton', { number })}
      </button>
    </div>
  );
}
