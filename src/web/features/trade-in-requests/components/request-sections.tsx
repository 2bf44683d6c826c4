import type { TAdminRequestDetail } from '#core/contracts/admin-requests.ts';
import { isLocale } from '#core/locale.ts';
import { PROVINCES } from '#core/provinces.ts';
import { RecordSection, SummaryFields } from '../../../components/console/record/record-section.tsx';
import { PriceSummaryLines } from '../../../components/request-summary.tsx';
import { formatDate, formatDateTime, formatThb } from '../../../lib/format.ts';
import { storageLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The request's summary, section by section (every field of the request, spec §3). */

type TProps = { request: TAdminRequestDetail };

export function CustomerSection({ request }: TProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const province = PROVINCES.find((candidate) => candidate.key === request.customer.province)?.[lang];
  return (
    <RecordSection title={t('admin.detail.customer')}>
      <SummaryFields
        rows={[
          [t('admin.detail.fullName'), request.customer.fullName],
          [t('admin.detail.phone'), request.customer.phone],
          [t('admin.detail.email'), request.customer.email],
          [t('admin.detail.lineId'), request.customer.lineId],
          [t('admin.requests.province'), province ?? request.customer.province],
          [
            t('admin.detail.locale'),
            isLocale(request.customer.locale)
              ? t(`admin.detail.localeNames.${request.customer.locale}`)
              : request.customer.locale,
          ],
        ]}
      />
    </RecordSection>
  );
}

export function DeviceSection({ request }: TProps) {
  const { t } = useTranslation();
  const { device } = request;
  return (
    <RecordSection title={t('admin.detail.device')}>
      <SummaryFields
        rows={[
          [t('admin.requests.device'), device.description],
          [t('admin.requests.brand'), device.brandName],
          [t('admin.requests.category'), device.category && t(`wizard.category.${device.category}`)],
          [t('admin.detail.storage'), device.storageGb ? storageLabel(device.storageGb) : null],
          [t('admin.detail.year'), device.year && String(device.year)],
          [t('admin.detail.imei'), device.imeiSerial],
          [t('admin.detail.grade'), device.grade && t(`grades.${device.grade}`)],
        ]}
      />
    </RecordSection>
  );
}

export function DealSection({ request }: TProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const thb = (amount: number | null) => (amount === null ? null : formatThb(t, amount, lang));
  return (
    <RecordSection title={t('admin.detail.deal')}>
      <SummaryFields
        rows={[
          [t('admin.requests.option'), request.option && t(`admin.options.${request.option}`)],
          [t('admin.requests.fulfilment'), t(`admin.fulfilments.${request.fulfilment}`)],
          [t('admin.detail.store'), request.store?.name[lang]],
          [t('admin.detail.pickupAddress'), request.pickup?.address],
          [
            t('admin.detail.pickupWhen'),
            request.pickup?.date &&
              `${formatDate(request.pickup.date, lang, { weekday: true })} ${request.pickup.timeSlot ?? ''}`.trim(),
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
    </RecordSection>
  );
}

export function PriceSection({ request }: TProps) {
  const { t, i18n } = useTranslation();
  return (
    <RecordSection title={t('admin.detail.priceLines')}>
      {request.priceLines.length > 0 ? (
        <PriceSummaryLines lines={request.priceLines} totalThb={request.offeredThb} />
      ) : (
        <p className="text-sm text-slate-600">{t('admin.detail.noQuote')}</p>
      )}
      {request.quote && (
        <p className="mt-2 text-xs text-slate-600">
          {t('admin.detail.quoteInfo', {
            id: request.quote.id,
            date: formatDateTime(request.quote.createdAt, i18n.language),
          })}
        </p>
      )}
    </RecordSection>
  );
}

export function ConsentsSection({ request }: TProps) {
  const { t, i18n } = useTranslation();
  return (
    <RecordSection title={t('admin.detail.consents')}>
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
                {formatDateTime(consent.recordedAt, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
