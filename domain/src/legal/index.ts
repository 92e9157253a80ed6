export * from './feedback.ts';
export * from './personal-data.ts';
export * from './user-agent.ts';
export * from './audit.ts';
