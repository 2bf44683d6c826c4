import type { TSignedInEndpoint } from '#core/api/endpoints.ts';
import { ApiError, type TCallArgs, type TCallResult } from '../api.ts';
import { uploadWithProgress, type TUploadOptions } from '../upload.ts';
import { initializeAuth, refreshSession } from './auth-client.ts';
import { authStore } from './auth-store.ts';

/**
 * An upload with progress to an endpoint that needs a session: the access token goes with it, and a
 * 401 (the token expired while the file went out) refreshes once and sends the file again.
 */
export async function signedInUpload<K extends TSignedInEndpoint>(
  key: K,
  input: TCallArgs<K>[0],
  options: Omit<TUploadOptions, 'accessToken'> = {},
): TCallResult<K> {
  await initializeAuth();
  const token = authStore.get().session?.accessToken;
  try {
    return await uploadWithProgress(key, input, { ...options, ...(token ? { accessToken: token } : {}) });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401 && token)) throw error;
    const refreshed = await refreshSession(token).catch(() => null);
    if (!refreshed) throw error;
    return uploadWithProgress(key, input, { ...options, accessToken: refreshed.accessToken });
  }
}
