/** TanStack Query keys of the warehouse console (one factory per feature; decision 017). */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  lists: () => [...warehouseKeys.all, 'list'] as const,
  list: (query: string) => [...warehouseKeys.lists(), query] as const,
  passport: (id: number) => [...warehouseKeys.all, 'passport', id] as const,
  settings: () => [...warehouseKeys.all, 'settings'] as const,
};
