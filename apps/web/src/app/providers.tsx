import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmHost } from '../components/ui/confirm-dialog.tsx';
import { ToastViewport } from '../components/ui/toast-viewport.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { LocaleProvider } from './locale-context.tsx';
import { NavBadgesProvider } from './nav-badges.tsx';


/** Everything a screen may rely on: online queries, the active language, nav badges, toasts and confirm(). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider fallback={<BootFallback />}>
        <NavBadgesProvider>
          {children}
          <ToastViewport />
          <ConfirmHost />
        </NavBadgesProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}

