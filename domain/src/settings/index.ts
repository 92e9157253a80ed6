export * from './schemas.ts';
export * from './admin-schemas.ts';
export * from './notice-rules.ts';
