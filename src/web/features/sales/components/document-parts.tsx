import type { TSaleDocument } from '#core/contracts/sales.ts';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { openPdf } from '../../../lib/file-download.ts';
import { fetchDocumentPdf } from '../api/sales-api.ts';

/** Print buttons of a document: Thai and English (every print after the first says "copy"). */
export function PrintButtons({ document: doc }: { document: TSaleDocument }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const print = (lang: 'th' | 'en') =>
    openPdf(fetchDocumentPdf(doc.id, lang), `${doc.number}-${lang}.pdf`).catch((error: unknown) =>
      toast.fail(error),
    );
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={buttonClass.secondary} onClick={() => void print('th')}>
        {t('salesConsole.documents.printTh')}
      </button>
      <button type="button" className={buttonClass.secondary} onClick={() => void print('en')}>
        {t('salesConsole.documents.printEn')}
      </button>
    </span>
  );
}

export function DocumentBadge({ document: doc }: { document: TSaleDocument }) {
  const { t } = useTranslation();
  if (doc.cancelled) return <StatusBadge tone="red">{t('salesConsole.documents.cancelled')}</StatusBadge>;
  if (doc.type === 'creditNote')
    return <StatusBadge tone="amber">{t('salesConsole.documentType.creditNote')}</StatusBadge>;
  return <StatusBadge tone="emerald">{t('salesConsole.documents.issued')}</StatusBadge>;
}
