/** TanStack Query keys of the reports (one factory per feature; decision 017). */
export const reportKeys = {
  all: ['reports'] as const,
  /** A period's summary: Bangkok days, both ends included. */
  summary: (from: string, to: string) => [...reportKeys.all, 'summary', from, to] as const,
  overdue: () => [...reportKeys.all, 'overdue'] as const,
};
