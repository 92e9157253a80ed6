import type { RouteObject } from 'react-router-dom';

/**
 * Statistics export (spec 02 §2 "Export"). Both screens are public routes: a passcode holder has no user session;
 * /export itself lets in a principal whose school may export, or a valid passcode token.
 */
export const publicRoutes: RouteObject[] = [
  { path: '/login/export', lazy: async () => ({ Component: (await import('./components/export-login-page.tsx')).ExportLoginPage }) },
  { path: '/export', lazy: async () => ({ Component: (await import('./components/export-page.tsx')).ExportPage }) },
];
