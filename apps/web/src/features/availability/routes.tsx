import type { RouteObject } from 'react-router-dom';

/** The substitute's availability calendar (issue 23, decision 023). Guards live in the shell's role rules. */
export const routes: RouteObject[] = [
  { path: '/availability', lazy: async () => ({ Component: (await import('./components/availability-page.tsx')).AvailabilityPage }) },
];
