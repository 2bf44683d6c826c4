import type { z } from 'zod';
import type { TDealerProfile, ZDealerProfileRequestSchema } from '#core/contracts/auth.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import type { TPrincipal } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { TDealerRow, TDealersRepository } from './dealers.repository.ts';

export type TDealerProfileInput = z.output<typeof ZDealerProfileRequestSchema>;

function toProfile(row: TDealerRow): TDealerProfile {
  return {
    shopName: row.shopName,
    phone: row.phone,
    province: row.province as TProvinceKey,
    address: row.address,
    status: row.status,
    code: row.code,
  };
}

/** The dealer's own shop profile: always the caller's (the principal's id), never one named in the request. */
export function createDealersService(repository: TDealersRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  function dealerOf(principal: TPrincipal): string {
    if (principal.kind !== 'dealer')
      throw new AppError('FORBIDDEN', 'errors.auth.accessDenied', 'Access denied');
    return principal.userId;
  }

  return {
    async getProfile(principal: TPrincipal): Promise<TDealerProfile> {
      const row = await repository.findByUser(dealerOf(principal));
      if (!row) {
        throw new AppError(
          'NOT_FOUND',
          'errors.dealer.profileNotFound',
          'The shop profile is not set up yet',
        );
      }
      return toProfile(row);
    },

    async saveProfile(principal: TPrincipal, input: TDealerProfileInput): Promise<TDealerProfile> {
      return toProfile(await repository.upsert(dealerOf(principal), input, now()));
    },
  };
}

export type TDealersService = ReturnType<typeof createDealersService>;
