import { useState } from 'react';
import type { TAdminRequestDetail } from '#core/contracts/admin-requests.ts';
import { AuthImage } from '../../../components/console/auth-image.tsx';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { Dialog } from '../../../components/console/dialog.tsx';
import { RecordSection } from '../../../components/console/record/record-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { fetchRequestPhoto } from '../api/requests-api.ts';

/** The customer's photos as thumbnails; one opens large in a dialog. Fetched with the staff session. */
export function RequestPhotos({
  reference,
  photos,
}: {
  reference: string;
  photos: TAdminRequestDetail['photos'];
}) {
  const { t } = useTranslation();
  const load = (photoId: string) => fetchRequestPhoto(reference, photoId);
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <RecordSection title={t('admin.detail.photos')}>
        <p className="text-sm text-slate-600">{t('admin.detail.noPhotos')}</p>
      </RecordSection>
    );
  }
  const current = open === null ? undefined : photos[open];
  const alt = (index: number) => t('admin.detail.photoAlt', { number: index + 1 });
  return (
    <RecordSection title={t('admin.detail.photos')}>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg ring-1 ring-slate-300 hover:ring-brand-600"
            >
              <AuthImage source={photo.id} load={load} alt={alt(index)} className="h-24 w-24 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== undefined} wide title={alt(open ?? 0)} onClose={() => setOpen(null)}>
        {current && (
          <>
            <AuthImage
              source={current.id}
              load={load}
              alt={alt(open ?? 0)}
              className="max-h-[70vh] w-full object-contain"
            />
            <div className="mt-3 flex justify-end">
              <button type="button" onClick={() => setOpen(null)} className={buttonClass.secondary}>
                {t('console.close')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </RecordSection>
  );
}
