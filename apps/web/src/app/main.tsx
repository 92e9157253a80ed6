import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PwaPrompts } from './pwa-prompts.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { appRoutes, BASENAME } from './router.tsx';
import './styles/global.css';

const router = createBrowserRouter(appRoutes(), { basename: BASENAME });
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <PwaPrompts />
    </Providers>
  </StrictMode>,
);
