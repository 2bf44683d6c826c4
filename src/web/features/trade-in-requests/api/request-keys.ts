/** TanStack Query keys of the trade-in requests (one factory per feature; decision 017). */
export const requestKeys = {
  all: ['trade-in-requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  /** `query`: the list's API query string (filters, sort, cursor). */
  list: (query: string) => [...requestKeys.lists(), query] as const,
  detail: (reference: string) => [...requestKeys.all, 'detail', reference] as const,
  messages: (reference: string) => [...requestKeys.all, 'messages', reference] as const,
  brands: () => [...requestKeys.all, 'brands'] as const,
  proposals: () => [...requestKeys.all, 'proposals'] as const,
};
