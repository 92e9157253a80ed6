export * from './schemas.ts';
export * from './texts.ts';
export * from './hours-texts.ts';
