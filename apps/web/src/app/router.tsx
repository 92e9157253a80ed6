import type { RouteObject } from 'react-router-dom';
import { publicRoutes as signInRoutes } from '../features/auth/routes.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { CataloguesReady } from './catalogues-ready.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RootShell } from './root-shell.tsx';
import { features } from './routes.tsx';

export const BASENAME = '/app';

/**
 * The route tree: public screens (login, registration, ...) at the top level; everything else inside the
 * signed-in layout, which redirects signed-out users to /login and applies the role guards. Unknown paths
 * inside the layout show "not found". The sign-in feature's screens render on the boot catalogues (i18n.ts); every
 * other public screen waits for all catalogues of its language.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <ErrorScreen />,
      // Shown while the first screen's lazy module loads.
      hydrateFallbackElement: <BootFallback />,
      children: [
        ...signInRoutes,
        {
          element: <CataloguesReady />,
          children: features.flatMap((feature) => feature.publicRoutes ?? []).filter((route) => !signInRoutes.includes(route)),
        },
        {
          element: <AppLayout />,
          errorElement: <ErrorScreen />,
          children: [...features.flatMap((feature) => feature.routes ?? []), { path: '*', element: <NotFound /> }],
        },
      ],
    },
  ];
}
