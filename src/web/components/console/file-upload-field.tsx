import { useId, useRef, useState } from 'react';
import { FILE_KIND_RULES, type TFileKind, type TStoredFile } from '#core/contracts/files.ts';
import { signedInApi } from '../../lib/auth/auth-client.ts';
import { errorKey } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { AuthImage } from './auth-image.tsx';
import { buttonClass, labelClass } from './console-styles.ts';

/** A stored staff file's bytes (GET /api/files/{id}), for AuthImage and downloads. */
export function fetchStoredFile(id: string): Promise<Blob> {
  return signedInApi('GET /api/files/:id', { params: { id } });
}

/** Uploads one file of a kind (decision 029); the record it belongs to attaches it by id when saved. */
export function uploadStoredFile(kind: TFileKind, file: Blob, name = 'file'): Promise<TStoredFile> {
  const form = new FormData();
  form.set('file', file, name);
  return signedInApi('POST /api/files/:kind', { params: { kind }, body: form });
}

const ACCEPT: Record<(typeof FILE_KIND_RULES)[TFileKind]['content'], string> = {
  image: 'image/*',
  drawing: 'image/png',
  imageOrPdf: 'image/*,application/pdf',
};

type TState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string }
  | { kind: 'failed'; name: string; messageKey: string; file: File }
  | { kind: 'done'; name: string };

/**
 * A console's file field: the chosen file is uploaded at once, its id handed to the form; a refusal says
 * "Upload failed" (spec §8) with the reason and keeps everything else the form holds. Photos show as a
 * thumbnail; a PDF by its name.
 */
export function FileUploadField({
  kind,
  label,
  value,
  onChange,
  onUploadingChange,
  error,
}: {
  kind: TFileKind;
  label: string;
  value: TStoredFile | null;
  onChange: (file: TStoredFile | null) => void;
  /** Told when an upload starts and ends, so the form can hold its submit button meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** An i18n key (the form's own check, e.g. required). */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TState>({ kind: 'idle' });

  async function send(file: File) {
    setState({ kind: 'uploading', name: file.name });
    onUploadingChange?.(true);
    try {
      onChange(await uploadStoredFile(kind, file, file.name));
      setState({ kind: 'done', name: file.name });
    } catch (failure) {
      setState({ kind: 'failed', name: file.name, messageKey: errorKey(failure), file });
    } finally {
      onUploadingChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  const shownError = state.kind === 'failed' ? null : error;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[FILE_KIND_RULES[kind].content]}
        disabled={state.kind === 'uploading'}
        aria-invalid={state.kind === 'failed' || Boolean(error) || undefined}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
      />
      <div id={`${id}-status`} role="status" className="mt-1 text-xs">
        {state.kind === 'uploading' && <p className="text-slate-600">{t('files.uploading')}</p>}
        {state.kind === 'failed' && (
          <div role="alert" className="flex flex-wrap items-center gap-2 font-medium text-red-800">
            <span>
              {t('files.uploadFailed')}: {t(state.messageKey)}
            </span>
            <button type="button" className={buttonClass.secondary} onClick={() => void send(state.file)}>
              {t('files.retry')}
            </button>
          </div>
        )}
        {shownError && <p className="font-medium text-red-800">{t(shownError)}</p>}
      </div>
      {value && (
        <div className="mt-2 flex items-center gap-3">
          {value.mimeType.startsWith('image/') ? (
            <AuthImage
              source={value.id}
              load={fetchStoredFile}
              alt={label}
              className="h-16 w-16 rounded-lg object-cover ring-1 ring-slate-200"
            />
          ) : null}
          <span className="text-xs text-slate-700">
            {t('files.uploaded', { name: state.kind === 'done' ? state.name : value.mimeType })}
          </span>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              onChange(null);
              setState({ kind: 'idle' });
            }}
          >
            {t('files.remove')}
          </button>
        </div>
      )}
    </div>
  );
}
