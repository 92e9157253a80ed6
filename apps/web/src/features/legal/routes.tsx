import type { RouteObject } from 'react-router-dom';

/** The privacy notice and the user agreement (spec 01 §2): public, also reachable when signed in. */
export const publicRoutes: RouteObject[] = [
  { path: '/gdpr', lazy: () => import('./components/gdpr-page.tsx') },
  { path: '/user-agreement', lazy: () => import('./components/user-agreement-page.tsx') },
];
