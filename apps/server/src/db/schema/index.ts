// One file per area; each area's team adds its tables in its own file and one export line here.
export * from './schools.ts';
export * from './accounts.ts';
export * from './jobs.ts';
export * from './jobs-extra.ts';
export * from './school-admin.ts';
export * from './accounts-extra.ts';
export * from './sync.ts';
export * from './law.ts';
export * from './availability.ts';
