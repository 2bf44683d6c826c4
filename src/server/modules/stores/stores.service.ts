import type { TStore } from '#core/contracts/trade-ins.ts';
import type { TStoresRepository } from './stores.repository.ts';

export function createStoresService(repository: TStoresRepository) {
  return {
    listStores(): Promise<TStore[]> {
      return repository.listActive();
    },

    /** The store a customer may drop a device at, or undefined when it is unknown or closed. */
    findActiveStore(id: number): Promise<TStore | undefined> {
      return repository.findActive(id);
    },
  };
}

export type TStoresService = ReturnType<typeof createStoresService>;
