import { useRef, useState, type DragEvent } from 'react';
import {
  MAX_SHEET_UPLOAD_BYTES,
  type TSheetCounts,
  type TSheetPreview,
} from '#core/contracts/catalogue-sheet.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { applyImport, downloadCatalogue, uploadForPreview } from '../api/import-api.ts';
import { ImportPreview } from './import-tab-preview.tsx';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { Notice } from '../../../components/console/notice.tsx';

type TStage =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'processing'; fileName: string }
  | { kind: 'preview'; fileName: string; preview: TSheetPreview }
  | { kind: 'failed'; fileName: string; messageKey: string };

const keyOf = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'errors.internal');
const sum = (counts: TSheetCounts) => counts.brands + counts.models + counts.prices;

/**
 * Admin › Excel import (decision 011): download the catalogue as .xlsx, upload it edited, see every
 * added, changed, removed and rejected row, then apply all of it at once after a confirmation.
 */
export function ImportTab() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<TStage>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const toast = useConsoleToast();
  const input = useRef<HTMLInputElement>(null);

  async function onDownload() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadCatalogue();
    } catch (error) {
      setDownloadError(keyOf(error));
    } finally {
      setDownloading(false);
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setApplyError(null);
    if (file.size > MAX_SHEET_UPLOAD_BYTES) {
      setStage({ kind: 'failed', fileName: file.name, messageKey: 'errors.catalogueSheet.tooLarge' });
      return;
    }
    setStage({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      const preview = await uploadForPreview(file, (progress) =>
        setStage(
          progress >= 1
            ? { kind: 'processing', fileName: file.name }
            : { kind: 'uploading', fileName: file.name, progress },
        ),
      );
      setStage({ kind: 'preview', fileName: file.name, preview });
    } catch (error) {
      setStage({ kind: 'failed', fileName: file.name, messageKey: keyOf(error) });
    } finally {
      if (input.current) input.current.value = ''; // the same file, fixed, can be chosen again
    }
  }

  async function onApply() {
    if (stage.kind !== 'preview') return;
    setApplying(true);
    try {
      const result = await applyImport(stage.preview.id);
      setConfirming(false);
      setStage({ kind: 'idle' });
      toast.ok('admin.import.applied', {
        added: sum(result.added),
        changed: sum(result.changed),
        removed: sum(result.removed),
      });
    } catch (error) {
      setConfirming(false);
      setApplyError(keyOf(error));
    } finally {
      setApplying(false);
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void onFile(event.dataTransfer.files[0]);
  }

  const busy = stage.kind === 'uploading' || stage.kind === 'processing';
  const preview = stage.kind === 'preview' ? stage.preview : null;
  const counts = preview?.counts;

  return (
    // min-w-0 and one shrinkable column: a wide table scrolls inside its card instead of widening the page.
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <section aria-labelledby="import-download" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="import-download" className="text-lg font-bold">
          {t('admin.import.downloadTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('admin.import.downloadText')}</p>
        <button
          type="button"
          onClick={onDownload}
          disabled={downloading}
          className={`${buttonClass.secondary} mt-3`}
        >
          {downloading && <Spinner className="h-4 w-4" />}
          {t('admin.import.download')}
        </button>
        {downloadError && (
          <div className="mt-3">
            <Notice tone="error">{t(downloadError)}</Notice>
          </div>
        )}
      </section>

      <section aria-labelledby="import-upload" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="import-upload" className="text-lg font-bold">
          {t('admin.import.uploadTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('admin.import.uploadText')}</p>
        <label
          htmlFor="import-file"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-3 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-8 text-center ${
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:border-brand-600'
          } ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <span className="font-semibold text-brand-700">{t('admin.import.choose')}</span>
          <span className="text-xs text-slate-600">{t('admin.import.fileHint')}</span>
        </label>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          className="sr-only"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />

        {stage.kind === 'uploading' && (
          <div className="mt-4 grid gap-1" role="status">
            <label htmlFor="import-progress" className="text-sm text-slate-700">
              {t('admin.import.uploading', {
                name: stage.fileName,
                percent: Math.round(stage.progress * 100),
              })}
            </label>
            <progress
              id="import-progress"
              max={1}
              value={stage.progress}
              className="h-2 w-full accent-brand-600"
            />
          </div>
        )}
        {stage.kind === 'processing' && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="h-5 w-5" />
            {t('admin.import.processing', { name: stage.fileName })}
          </p>
        )}
        {stage.kind === 'failed' && (
          <div className="mt-4">
            <Notice tone="error">
              {stage.fileName}: {t(stage.messageKey)}
            </Notice>
          </div>
        )}
      </section>

      {preview && counts && (
        <section aria-labelledby="import-preview" className="grid min-w-0 grid-cols-1 gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="import-preview" className="text-lg font-bold">
              {t('admin.import.previewTitle', { name: stage.kind === 'preview' ? stage.fileName : '' })}
            </h2>
            <button
              type="button"
              disabled={!preview.canApply || applying}
              onClick={() => setConfirming(true)}
              className={buttonClass.primary}
            >
              {t('admin.import.apply')}
            </button>
          </div>
          {applyError ? (
            <Notice tone="error">{t(applyError)}</Notice>
          ) : counts.rejected > 0 ? (
            <Notice tone="error">{t('admin.import.fixRejected', { count: counts.rejected })}</Notice>
          ) : !preview.canApply ? (
            <Notice tone="ok">{t('admin.import.noChanges')}</Notice>
          ) : null}
          <ImportPreview preview={preview} />
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('admin.import.confirmTitle')}
        text={
          counts &&
          t('admin.import.confirmText', {
            added: sum(counts.added),
            changed: sum(counts.changed),
            removed: sum(counts.removed),
          })
        }
        confirmLabel={t('admin.import.apply')}
        busy={applying}
        onConfirm={() => void onApply()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
