import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** Admin › Personal data (decision 038). POSTs: the key stays out of URLs; nothing is cached. */

export function searchPersonalData(key: string) {
  return signedInApi('POST /api/admin/personal-data/search', { body: { key } });
}

export function exportPersonalData(key: string): Promise<Blob> {
  return signedInApi('POST /api/admin/personal-data/export', { body: { key } });
}

export function erasePersonalData(key: string) {
  return signedInApi('POST /api/admin/personal-data/erase', { body: { key } });
}
