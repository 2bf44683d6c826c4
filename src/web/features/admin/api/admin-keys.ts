/** TanStack Query keys of the admin console's own tabs (one factory per feature; decision 017). */
export const adminKeys = {
  all: ['admin'] as const,
  users: (email: string) => [...adminKeys.all, 'users', email] as const,
  invitations: () => [...adminKeys.all, 'invitations'] as const,
  authSettings: () => [...adminKeys.all, 'auth-settings'] as const,
  brands: () => [...adminKeys.all, 'brands'] as const,
  models: (brandId: number) => [...adminKeys.all, 'models', brandId] as const,
  prices: (modelId: number) => [...adminKeys.all, 'prices', modelId] as const,
  adjustments: () => [...adminKeys.all, 'adjustments'] as const,
  pricingSettings: () => [...adminKeys.all, 'pricing-settings'] as const,
  upgradeBonuses: () => [...adminKeys.all, 'upgrade-bonuses'] as const,
  company: () => [...adminKeys.all, 'company'] as const,
  questionnaire: () => [...adminKeys.all, 'questionnaire'] as const,
};
