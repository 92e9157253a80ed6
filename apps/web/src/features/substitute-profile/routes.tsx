import type { RouteObject } from 'react-router-dom';

/** /profile/{email}: a substitute's profile as a school sees it (spec 02 §2). */
export const routes: RouteObject[] = [
  { path: '/profile/:email', lazy: async () => ({ Component: (await import('./components/substitute-profile-page.tsx')).SubstituteProfilePage }) },
];
