import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../src/app/providers.tsx';
import { appRoutes } from '../src/app/router.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';

/** A fixed viewport for the virtual lists (jsdom has no layout; react-virtuoso's test context). */
interface ListViewport {
  viewportHeight: number;
  itemHeight: number;
}

/** Renders the real route tree and providers at a path (memory history instead of the browser's). */
export function renderApp(path: string, state?: unknown, list?: ListViewport): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const app = <RouterProvider router={router} />;
  const result = renderWithProviders(list ? <VirtuosoMockContext.Provider value={list}>{app}</VirtuosoMockContext.Provider> : app);
  return { ...result, router };
}

/** Renders one component inside the app's providers (language, online queries, toasts, confirm), no router. */
export const renderWithProviders = (ui: ReactElement): RenderResult => render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
