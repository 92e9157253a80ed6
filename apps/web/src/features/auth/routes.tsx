import type { RouteObject } from 'react-router-dom';

/**
 * Sign-in and (later) registration, activation and password-reset screens: all public.
 * Add new screens here as lazy routes, e.g. { path: '/register/user', lazy: () => import('./components/...') }.
 */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./components/login-page.tsx')).LoginPage }) },
  { path: '/login', lazy: async () => ({ Component: (await import('./components/login-page.tsx')).LoginPage }) },
  // Registration, activation and password recovery (spec 01 §2); each module exports its screen as `Component`.
  {
    // signed-in users are sent on to /dashboard
    lazy: async () => ({ Component: (await import('./components/signed-out-only.tsx')).SignedOutOnly }),
    children: [
      { path: '/register/user', lazy: () => import('./components/register-user-page.tsx') },
      { path: '/register/securitycode', lazy: () => import('./components/security-code-page.tsx') },
      { path: '/register/teacher', lazy: () => import('./components/register-teacher-page.tsx') },
      { path: '/register/principal', lazy: () => import('./components/register-principal-page.tsx') },
    ],
  },
  { path: '/new-activation', lazy: () => import('./components/new-activation-page.tsx') },
  { path: '/resetpassword', lazy: () => import('./components/forgot-password-page.tsx') },
  { path: '/reset/:token', lazy: () => import('./components/reset-password-page.tsx') },
  { path: '/confirm/:id', lazy: () => import('./components/confirm-page.tsx') },
];

export const routes: RouteObject[] = [];
