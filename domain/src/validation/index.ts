export * from './safe-text.ts';
export * from './storable-json.ts';
export * from './calendar-date.ts';
export * from './device-id.ts';
export * from './zod-messages.ts';
export * from './cross-field.ts';
export * from './decimal-integer.ts';
