export * from './feedback.ts';
export * from './personal-data.ts';
export * from './personal-data-words.ts';
export * from './user-agent.ts';
export * from './audit.ts';
export * from './audit-detail.ts';
