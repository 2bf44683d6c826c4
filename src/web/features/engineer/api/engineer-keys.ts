/** TanStack Query keys of the engineer console (one factory per feature; decision 017). */
export const engineerKeys = {
  all: ['engineer'] as const,
  queues: () => [...engineerKeys.all, 'queue'] as const,
  queue: (query: string) => [...engineerKeys.queues(), query] as const,
  request: (reference: string) => [...engineerKeys.all, 'request', reference] as const,
  blocklist: () => [...engineerKeys.all, 'blocklist'] as const,
};
