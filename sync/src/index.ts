export * from './protocol.ts';
export * from './server/pull-handler.ts';
export * from './server/push-handler.ts';
export * from './job-document.ts';
