import type { RouteObject } from 'react-router-dom';

/** The school side of jobs: create, list, board, manage (spec 02 §2). Guards live in the shell's role rules. */
export const routes: RouteObject[] = [
  { path: '/jobs/new', lazy: async () => ({ Component: (await import('./components/new-job-page.tsx')).NewJobPage }) },
  { path: '/jobs', lazy: async () => ({ Component: (await import('./components/jobs-page.tsx')).JobsPage }) },
  { path: '/jobs/overview', lazy: async () => ({ Component: (await import('./components/overview-page.tsx')).OverviewPage }) },
  { path: '/hours', lazy: async () => ({ Component: (await import('./components/hours-month-page.tsx')).HoursMonthPage }) },
  { path: '/manage/:jobId', lazy: async () => ({ Component: (await import('./components/manage-page.tsx')).ManagePage }) },
];
