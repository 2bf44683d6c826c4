import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { TPhotoItem } from './use-photo-uploads.ts';

interface TPhotoTileProps {
  item: TPhotoItem;
  index: number;
  onRemove: () => void;
  onRetry: () => void;
}

/** One photo: its preview (or its name after a reload), the upload's progress, remove and retry. */
export function PhotoTile({ item, index, onRemove, onRetry }: TPhotoTileProps) {
  const { t } = useTranslation();
  const [previewBroken, setPreviewBroken] = useState(false);
  const label = t('photos.photoLabel', { number: index + 1, name: item.name });
  const percent = Math.round(item.progress * 100);
  const showPreview = item.previewUrl && !previewBroken;
  return (
    <li className="relative overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200" aria-label={label}>
      <div className="aspect-square">
        {showPreview ? (
          <img
            src={item.previewUrl}
            alt=""
            className="h-full w-full object-cover"
            onError={() => setPreviewBroken(true)}
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-1 p-2 text-center text-slate-600">
            <PhotoIcon />
            <span className="line-clamp-2 text-xs break-all">{item.name}</span>
          </div>
        )}
      </div>

      {(item.status === 'preparing' || item.status === 'uploading') && (
        <div className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-2 py-1.5">
          <div
            role="progressbar"
            aria-label={t('photos.uploading', { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/30"
          >
            <div
              className="h-full rounded-full bg-white transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-0.5 text-[11px] leading-tight text-white">
            {item.status === 'preparing' ? t('photos.preparing') : t('photos.percent', { percent })}
          </p>
        </div>
      )}

      {item.status === 'done' && (
        <span className="absolute bottom-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-semibold text-white">
          {t('photos.uploaded')}
        </span>
      )}

      {item.status === 'failed' && (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-red-50/95 p-2 text-center"
          role="alert"
        >
          <p className="text-xs font-bold text-red-800">{t('photos.uploadFailed')}</p>
          {item.errorKey && (
            <p className="line-clamp-3 text-[11px] leading-tight text-red-800">{t(item.errorKey)}</p>
          )}
          <button
            type="button"
            onClick={onRetry}
            className="mt-1 rounded-lg bg-red-700 px-3 py-1.5 text-xs font-bold text-white hover:bg-red-800"
          >
            {t('photos.retry')}
            <span className="sr-only"> {item.name}</span>
          </button>
        </div>
      )}

      <button
        type="button"
        onClick={onRemove}
        aria-label={t('photos.remove', { name: item.name })}
        className="absolute top-1 right-1 flex h-9 w-9 items-center justify-center rounded-full bg-slate-900/75 text-white hover:bg-slate-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}

function PhotoIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7 fill-none stroke-current"
      strokeWidth="1.6"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m21 16-5-5-8 8" />
    </svg>
  );
}
