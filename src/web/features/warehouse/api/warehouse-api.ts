import type { TReceiveItemsInput, TWarehouseSettings } from '#core/contracts/warehouse.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The warehouse console's calls (decision 022). `query` is the list's URL query as the API names it. */
export function listItems(query: string) {
  return signedInApi('GET /api/warehouse/items', { query: new URLSearchParams(query) });
}

export function receiveItems(input: TReceiveItemsInput) {
  return signedInApi('POST /api/warehouse/items/receive', { body: input });
}

export function lookupItem(code: string) {
  return signedInApi('GET /api/warehouse/lookup', { query: { code } });
}

export function getPassport(id: number) {
  return signedInApi('GET /api/warehouse/items/:id', { params: { id } });
}

export function getSettings() {
  return signedInApi('GET /api/warehouse/settings');
}

export function saveSettings(settings: TWarehouseSettings) {
  return signedInApi('PUT /api/warehouse/settings', { body: settings });
}

/** The labels of the items as a PDF: an A4 sheet, or one 50×30 mm label a page. */
export function downloadLabels(ids: readonly number[], format: 'sheet' | 'single'): Promise<Blob> {
  return signedInApi('GET /api/warehouse/labels.pdf', { query: { ids: ids.join(','), format } });
}
