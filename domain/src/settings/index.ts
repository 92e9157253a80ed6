export * from './schemas.ts';
export * from './admin-schemas.ts';
