export * from './catalogue.ts';
export * from './pricing.ts';
export * from './trade-ins.ts';
export * from './auth.ts';
export * from './workflow.ts';
export * from './warehouse.ts';
export * from './files.ts';
export * from './documents.ts';
