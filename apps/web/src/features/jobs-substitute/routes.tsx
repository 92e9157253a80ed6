import type { RouteObject } from 'react-router-dom';

/** The substitute's side of jobs (spec 02 §2). Guards live in the shell's role rules. */
export const routes: RouteObject[] = [
  { path: '/jobs/all', lazy: async () => ({ Component: (await import('./components/open-jobs-page.tsx')).OpenJobsPage }) },
  { path: '/jobs/personal', lazy: async () => ({ Component: (await import('./components/personal-jobs-page.tsx')).PersonalJobsPage }) },
  { path: '/jobs/hidden', lazy: async () => ({ Component: (await import('./components/set-aside-page.tsx')).SetAsidePage }) },
  { path: '/jobs/mywork', lazy: async () => ({ Component: (await import('./components/my-work-page.tsx')).MyWorkPage }) },
  { path: '/specific/:jobId', lazy: async () => ({ Component: (await import('./components/specific-job-page.tsx')).SpecificJobPage }) },
];
