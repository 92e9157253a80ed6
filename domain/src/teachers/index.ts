export * from './initial-password.ts';
export * from './schemas.ts';
