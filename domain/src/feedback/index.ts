export * from './job-feedback.ts';
export * from './criminal-record-extract.ts';
