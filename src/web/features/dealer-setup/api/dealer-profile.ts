import type { TDealerProfile, TDealerProfileRequest } from '#core/contracts/auth.ts';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** GET /api/dealer/profile: the shop, or null before the dealer has saved one. */
export async function loadDealerProfile(): Promise<TDealerProfile | null> {
  try {
    return await signedInApi('GET /api/dealer/profile');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PUT /api/dealer/profile: creates or updates the shop; a new shop waits for an admin's approval. */
export function saveDealerProfile(profile: TDealerProfileRequest): Promise<TDealerProfile> {
  return signedInApi('PUT /api/dealer/profile', { body: profile });
}
