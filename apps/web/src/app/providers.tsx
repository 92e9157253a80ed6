import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ConfirmHost } from '../components/ui/confirm-dialog.tsx';
import { ToastViewport } from '../components/ui/toast-viewport.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { LocaleProvider } from '../lib/locale-context.tsx';
import { NavBadgesProvider } from '../lib/nav-badges.tsx';
import { onSignOut } from '../lib/session.ts';
import { SigningOutCover } from './signing-out-cover.tsx';

/** Everything a screen may rely on: online queries, the active language, nav badges, toasts and confirm(). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // the online answers of the signed-out user (their school's jobs, applicants, settings) must not be shown to the next
  useEffect(() => onSignOut(() => queryClient.clear()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider fallback={<BootFallback />}>
        <NavBadgesProvider>
          {children}
          <ToastViewport />
          <ConfirmHost />
          <SigningOutCover />
        </NavBadgesProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
