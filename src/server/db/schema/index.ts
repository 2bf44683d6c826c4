export * from './catalogue.ts';
export * from './pricing.ts';
export * from './trade-ins.ts';
export * from './auth.ts';
