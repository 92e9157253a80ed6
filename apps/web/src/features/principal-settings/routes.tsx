import type { RouteObject } from 'react-router-dom';

/** /principal/settings: defaults for urgent (SOS) jobs, principals and leaders (spec 02 §2). */
export const routes: RouteObject[] = [
  {
    path: '/principal/settings',
    lazy: async () => ({ Component: (await import('./components/principal-settings-page.tsx')).PrincipalSettingsPage }),
  },
];
