import { bangkokDate } from '#core/bangkok-time.ts';
import { useState } from 'react';
import type { TLabelFormat, TWarehouseItem } from '#core/contracts/warehouse.ts';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { saveBlob } from '../../../lib/file-download.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadLabels } from '../api/warehouse-api.ts';

/** The bulk bar's labels: the selected items' labels as a PDF, an A4 sheet or single 50×30 mm labels. */
export function LabelButtons({
  selected,
  light = false,
}: {
  selected: readonly Pick<TWarehouseItem, 'id'>[];
  /** On a white page (the passport) rather than the dark bulk bar. */
  light?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const [busy, setBusy] = useState<TLabelFormat | null>(null);
  async function download(format: TLabelFormat) {
    setBusy(format);
    try {
      const blob = await downloadLabels(
        selected.map((item) => item.id),
        format,
      );
      saveBlob(blob, `labels-${format}-${bangkokDate()}.pdf`);
    } catch (error) {
      toast.fail(error);
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      {(['sheet', 'single'] as const).map((format) => (
        <button
          key={format}
          type="button"
          disabled={busy !== null}
          aria-busy={busy === format || undefined}
          onClick={() => void download(format)}
          className={
            light
              ? buttonClass.secondary
              : 'inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 disabled:opacity-60'
          }
        >
          {busy === format ? t('warehouseConsole.labels.busy') : t(`warehouseConsole.labels.${format}`)}
        </button>
      ))}
    </>
  );
}
