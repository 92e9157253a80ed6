import type { RouteObject } from 'react-router-dom';

/** The privacy notice, the user agreement and the accessibility statement: public, also reachable when signed in. */
export const publicRoutes: RouteObject[] = [
  { path: '/gdpr', lazy: () => import('./components/gdpr-page.tsx') },
  { path: '/user-agreement', lazy: () => import('./components/user-agreement-page.tsx') },
  { path: '/accessibility', lazy: () => import('./components/accessibility-page.tsx') },
];
