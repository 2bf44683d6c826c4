import { signedInApi } from '../../lib/auth/auth-client.ts';
import { saveBlob } from '../../lib/file-download.ts';

/** TanStack Query keys of the dealer area (decision 017). */
export const dealerKeys = {
  all: ['dealer-area'] as const,
  summary: (from: string, to: string) => [...dealerKeys.all, 'summary', from, to] as const,
  requests: (status: string, cursor: string) => [...dealerKeys.all, 'requests', status, cursor] as const,
  request: (reference: string) => [...dealerKeys.all, 'request', reference] as const,
  profile: () => [...dealerKeys.all, 'profile'] as const,
};

export const getProfile = () => signedInApi('GET /api/dealer/profile');
export const getSummary = (query: { from?: string; to?: string }) =>
  signedInApi('GET /api/dealer/summary', { query });
export const getRequests = (query: { status?: string; cursor?: string }) =>
  signedInApi('GET /api/dealer/requests', { query: query as never });
export const getRequest = (reference: string) =>
  signedInApi('GET /api/dealer/requests/:reference', { params: { reference } });

export async function downloadPoster(code: string) {
  saveBlob(await signedInApi('GET /api/dealer/poster.pdf'), `poster-${code}.pdf`);
}

export async function downloadStatement(kind: 'pdf' | 'csv', month: string, code: string) {
  const blob =
    kind === 'pdf'
      ? await signedInApi('GET /api/dealer/statement.pdf', { query: { month } })
      : await signedInApi('GET /api/dealer/statement.csv', { query: { month } });
  saveBlob(blob, `commission-${code}-${month}.${kind}`);
}

/** GET /api/dealer/find: a scanned QR code or barcode, a typed reference or IMEI. */
export const findByScan = (q: string) => signedInApi('GET /api/dealer/find', { query: { q } });
export const attachRequest = (reference: string) =>
  signedInApi('POST /api/dealer/requests/:reference/attach', { params: { reference } });
