import type { TQuotePreview } from '#core/contracts/quotes.ts';
import { priceLineLabel } from '../../../components/request-summary.tsx';
import { formatSignedThb, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * "Why this price": every line the server computed, then the offer. Amounts right-aligned, signed.
 * Without a quote (the offer rendered ahead, not shown) the table has no lines yet.
 */
export function PriceLines({ quote }: { quote: TQuotePreview | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{t('wizard.offer.linesTitle')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('wizard.offer.lineColumn')}</th>
          <th scope="col">{t('wizard.offer.amountColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {quote?.lines.map((line, index) => (
          <tr key={index} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2.5 pr-4 font-normal text-slate-800">
              {priceLineLabel(line, t)}
            </th>
            <td
              className={`py-2.5 text-right font-semibold whitespace-nowrap tabular-nums ${
                line.kind !== 'base' && line.amountThb < 0 ? 'text-red-700' : 'text-slate-900'
              }`}
            >
              {line.kind === 'base'
                ? formatThb(t, line.amountThb, locale)
                : formatSignedThb(t, line.amountThb, locale)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 text-lg font-bold">
            {t('wizard.offer.total')}
          </th>
          <td className="pt-3 text-right text-lg font-extrabold whitespace-nowrap text-brand-800 tabular-nums">
            {quote && formatThb(t, quote.offerThb, locale)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
