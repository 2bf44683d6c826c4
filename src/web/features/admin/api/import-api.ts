import { catalogueFileName, type TSheetPreview } from '#core/contracts/catalogue-sheet.ts';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { signedInUpload } from '../../../lib/auth/signed-in-upload.ts';
import { saveBlob } from '../../../lib/file-download.ts';

/** Admin › Excel import (decision 011): the workbook download, the upload with progress, the apply. */

/** The catalogue workbook, saved as the server names it (a bearer token goes with it: no plain link). */
export async function downloadCatalogue(): Promise<void> {
  saveBlob(await signedInApi('GET /api/admin/catalogue.xlsx'), catalogueFileName(new Date()));
}

/**
 * Uploads the edited workbook and resolves with the preview. `onProgress` gets 0…1 while the file goes
 * out; after 1 the server is reading it.
 */
export async function uploadForPreview(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TSheetPreview> {
  try {
    return await signedInUpload(
      'POST /api/admin/catalogue-import/preview',
      { body: file },
      { onProgress, ...(signal ? { signal } : {}) },
    );
  } catch (error) {
    // A proxy's 413 says nothing of ours: name the file's limit all the same.
    if (error instanceof ApiError && error.status === 413 && error.messageKey === 'errors.payloadTooLarge') {
      throw new ApiError(413, {
        code: 'PAYLOAD_TOO_LARGE',
        messageKey: 'errors.catalogueSheet.tooLarge',
        message: error.message,
      });
    }
    throw error;
  }
}

export function applyImport(id: string) {
  return signedInApi('POST /api/admin/catalogue-import/:id/apply', { params: { id } });
}
