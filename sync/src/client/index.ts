// The client half of the sync package (imports rxdb): the web app and Node tests use it; the server never does.
export * from './schemas.ts';
export * from './database.ts';
export * from './transport.ts';
export * from './stream.ts';
export * from './replication.ts';
export * from './outbox.ts';
export * from './engine.ts';
export * from './backoff.ts';
export * from './storage.ts';
export * from './page-size.ts';
export * from './availability-view.ts';
