import type { RouteObject } from 'react-router-dom';
import { BootFallback } from './boot-fallback.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RootShell } from './root-shell.tsx';
import { features } from './routes.tsx';

export const BASENAME = '/app';

/**
 * The route tree: public screens (login, registration, ...) at the top level; everything else inside the
 * signed-in layout, which redirects signed-out users to /login and applies the role guards. Unknown paths
 * inside the layout show "not found".
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <ErrorScreen />,
      // Shown while the first screen's lazy module loads.
      hydrateFallbackElement: <BootFallback />,
      children: [
        ...features.flatMap((feature) => feature.publicRoutes ?? []),
        {
          element: <AppLayout />,
          errorElement: <ErrorScreen />,
          children: [...features.flatMap((feature) => feature.routes ?? []), { path: '*', element: <NotFound /> }],
        },
      ],
    },
  ];
}
