import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../src/app/providers.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { appRoutes } from '../src/app/router.tsx';

/** Renders the real route tree and providers at a path (memory history instead of the browser's). */
export function renderApp(path: string, state?: unknown): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const result = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
