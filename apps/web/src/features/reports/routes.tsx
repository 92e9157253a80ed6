import type { RouteObject } from 'react-router-dom';

/** 'Rapporter' for principals and leaders. */
export const routes: RouteObject[] = [{ path: '/reports', lazy: async () => ({ Component: (await import('./components/reports-page.tsx')).ReportsPage }) }];
