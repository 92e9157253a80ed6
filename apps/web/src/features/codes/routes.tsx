import type { RouteObject } from 'react-router-dom';

/** School codes (spec 02 §2 "Code creation"), principals and leaders. */
export const routes: RouteObject[] = [
  { path: '/code/creation', lazy: async () => ({ Component: (await import('./components/code-creation-page.tsx')).CodeCreationPage }) },
];
