export * from './schemas.ts';
export * from './texts.ts';
export * from './hours-texts.ts';
export * from './push-services.ts';
