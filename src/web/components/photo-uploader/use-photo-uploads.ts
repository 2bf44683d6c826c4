import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PHOTO_BYTES } from '#core/constants.ts';
import { ApiError } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import { downscaleImage } from './downscale-image.ts';

/** An uploaded photo as a form keeps it: the server's id plus the name the customer knows it by. */
export interface TPhotoRef {
  id: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
}

export type TPhotoItem = {
  key: string;
  name: string;
  status: 'preparing' | 'uploading' | 'done' | 'failed';
  /** 0…1 of the upload. */
  progress: number;
  /** Object URL of what was sent; absent after a reload (the tile shows the file name instead). */
  previewUrl?: string;
  photo?: TPhotoRef;
  errorKey?: string;
};

/** Why a chosen file was not taken: an i18n key and its variables. */
export interface TRefusal {
  key: string;
  vars: Record<string, string | number>;
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;
const MEGABYTE = 1024 * 1024;

function isImage(file: File): boolean {
  // HEIC photos often arrive with an empty type; judge those by their name.
  return file.type.startsWith('image/') || (file.type === '' && IMAGE_NAME.test(file.name));
}

let keySequence = 0;
const nextKey = () => `photo-${(keySequence += 1)}`;

/**
 * The uploader's state: each chosen photo is checked, downscaled and uploaded at once, one request
 * each with its own progress. `onChange` receives the uploaded photos (in the order shown) whenever
 * that list changes.
 */
export function usePhotoUploads(options: {
  initial: readonly TPhotoRef[];
  max: number;
  onChange: (photos: TPhotoRef[]) => void;
}) {
  const { max, onChange } = options;
  const [items, setItems] = useState<TPhotoItem[]>(() =>
    options.initial.map((photo) => ({
      key: nextKey(),
      name: photo.name,
      status: 'done',
      progress: 1,
      photo,
    })),
  );
  const [refusals, setRefusals] = useState<TRefusal[]>([]);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const emitted = useRef(options.initial.map((photo) => photo.id).join(','));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const patch = useCallback((key: string, change: Partial<TPhotoItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { status: 'uploading', progress: 0, errorKey: undefined });
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        const answer = await uploadWithProgress(
          'POST /api/photos',
          { body: form },
          {
            signal: controller.signal,
            onProgress: (progress) => patch(key, { progress }),
          },
        );
        files.current.delete(key);
        patch(key, { status: 'done', progress: 1, photo: { ...answer, name: file.name } });
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(key, {
          status: 'failed',
          errorKey: error instanceof ApiError ? error.messageKey : 'errors.internal',
        });
      } finally {
        controllers.current.delete(key);
      }
    },
    [patch],
  );

  const prepare = useCallback(
    async (key: string, original: File) => {
      const file = await downscaleImage(original);
      if (file.size > MAX_PHOTO_BYTES) {
        setItems((current) => current.filter((item) => item.key !== key));
        setRefusals((current) => [
          ...current,
          { key: 'photos.tooLarge', vars: { name: original.name, mb: MAX_PHOTO_BYTES / MEGABYTE } },
        ]);
        return;
      }
      files.current.set(key, file);
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      patch(key, { previewUrl });
      await upload(key, file);
    },
    [patch, upload],
  );

  const addFiles = useCallback(
    (chosen: readonly File[]) => {
      const nextRefusals: TRefusal[] = [];
      const accepted: { key: string; file: File }[] = [];
      let free = max - items.length;
      for (const file of chosen) {
        if (!isImage(file)) {
          nextRefusals.push({ key: 'photos.notImage', vars: { name: file.name } });
        } else if (free <= 0) {
          nextRefusals.push({ key: 'photos.tooMany', vars: { max, name: file.name } });
        } else {
          free -= 1;
          accepted.push({ key: nextKey(), file });
        }
      }
      // One "up to 5" message is enough however many extra photos were chosen.
      const seen = new Set<string>();
      setRefusals(
        nextRefusals.filter((refusal) => {
          const id = refusal.key === 'photos.tooMany' ? refusal.key : `${refusal.key}:${refusal.vars.name}`;
          if (seen.has(id)) return false;
          seen.add(id);
          return true;
        }),
      );
      if (accepted.length === 0) return;
      setItems((current) => [
        ...current,
        ...accepted.map(({ key, file }): TPhotoItem => ({
          key,
          name: file.name,
          status: 'preparing',
          progress: 0,
        })),
      ]);
      for (const { key, file } of accepted) void prepare(key, file);
    },
    [items.length, max, prepare],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setRefusals([]);
    setItems((current) => current.filter((candidate) => candidate.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (file) void upload(key, file);
    },
    [upload],
  );

  // Tell the form about the uploaded photos whenever that list changes.
  useEffect(() => {
    const photos = items.flatMap((item) => (item.status === 'done' && item.photo ? [item.photo] : []));
    const ids = photos.map((photo) => photo.id).join(',');
    if (ids === emitted.current) return;
    emitted.current = ids;
    onChangeRef.current(photos);
  }, [items]);

  // Leaving the page stops uploads still running (the server sweeps unused photos) and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const busy = items.some((item) => item.status === 'preparing' || item.status === 'uploading');
  return { items, refusals, busy, addFiles, remove, retry, dismissRefusals: () => setRefusals([]) };
}
