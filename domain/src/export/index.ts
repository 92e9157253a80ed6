export * from './organisation-title.ts';
export * from './export-columns.ts';
export * from './report-summary.ts';
export * from './schemas.ts';
export * from './payroll-columns.ts';
export * from './my-work.ts';
export * from './csv.ts';
