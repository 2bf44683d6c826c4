import { useEffect, useId, type ChangeEvent, type ReactNode } from 'react';
import { MAX_PHOTOS } from '#core/constants.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PhotoTile } from './photo-tile.tsx';
import { usePhotoUploads, type TPhotoRef } from './use-photo-uploads.ts';

export type { TPhotoRef } from './use-photo-uploads.ts';

interface TPhotoUploaderProps {
  /** Photos already uploaded (e.g. restored after a reload); read when the uploader mounts. */
  initialPhotos: readonly TPhotoRef[];
  /** The uploaded photos, in the order shown, whenever they change. */
  onChange: (photos: TPhotoRef[]) => void;
  /** True while a photo is being prepared or sent: a form should wait before it submits. */
  onBusyChange?: (busy: boolean) => void;
  max?: number;
  /** Heading of the block; defaults to "Photos of your device". */
  title?: ReactNode;
}

/**
 * Shared photo picker for customer forms (valuation request, pick-up request): camera or gallery,
 * downscaled on the device, uploaded at once with per-photo progress, remove and retry. Remount it
 * (change its `key`) to start over with other photos.
 */
export function PhotoUploader({
  initialPhotos,
  onChange,
  onBusyChange,
  max = MAX_PHOTOS,
  title,
}: TPhotoUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const { items, refusals, busy, addFiles, remove, retry } = usePhotoUploads({
    initial: initialPhotos,
    max,
    onChange,
  });

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (chosen.length > 0) addFiles(chosen);
  }

  const full = items.length >= max;
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint ${id}-count`}>
      <legend className="text-base font-bold text-slate-900">{title ?? t('photos.title')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('photos.hint', { max })}
      </p>

      <div className="mt-3 grid grid-cols-2 gap-2">
        <PickButton icon={<CameraIcon />} label={t('photos.camera')}>
          <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={onPick} />
        </PickButton>
        <PickButton icon={<GalleryIcon />} label={t('photos.gallery')}>
          <input type="file" accept="image/*,.heic,.heif" multiple className="sr-only" onChange={onPick} />
        </PickButton>
      </div>

      <p
        id={`${id}-count`}
        className={`mt-2 text-sm ${full ? 'font-semibold text-slate-800' : 'text-slate-600'}`}
      >
        {t('photos.count', { count: items.length, max })}
      </p>

      <div aria-live="polite" role="status">
        {refusals.length > 0 && (
          <ul className="mt-2 space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {refusals.map((refusal) => (
              <li key={`${refusal.key}:${refusal.vars.name}`}>{t(refusal.key, refusal.vars)}</li>
            ))}
          </ul>
        )}
      </div>

      {items.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('photos.listLabel')}>
          {items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              onRemove={() => remove(item.key)}
              onRetry={() => retry(item.key)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A label styled as a button around a hidden file input: the input keeps the keyboard focus and the name. */
function PickButton({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-brand-600 bg-white px-3 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400">
      {icon}
      <span>{label}</span>
      {children}
    </label>
  );
}

function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 fill-none stroke-current"
      strokeWidth="1.8"
    >
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function GalleryIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 fill-none stroke-current"
      strokeWidth="1.8"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}
