import { bangkokDate } from '#core/bangkok-time.ts';
import { useState } from 'react';
import { saveBlob } from '../../../lib/file-download.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { buttonClass } from '../console-styles.ts';
import { useConsoleToast } from '../console-toast.tsx';

/**
 * Downloads the list as CSV with the filters shown (`download` is the feature's API call); busy while
 * the file comes, and a failure says why in a toast.
 */
export function CsvDownloadButton({
  label,
  busyLabel,
  fileName,
  download,
}: {
  label: string;
  busyLabel: string;
  /** Without the extension; today's date is added. */
  fileName: string;
  download: () => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const [busy, setBusy] = useState(false);
  async function onDownload() {
    setBusy(true);
    try {
      saveBlob(await download(), `${fileName}-${bangkokDate()}.csv`);
    } catch (error) {
      toast.fail(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void onDownload()}
      disabled={busy}
      aria-busy={busy}
      className={buttonClass.secondary}
      title={busy ? undefined : t('console.table.csvHint')}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
