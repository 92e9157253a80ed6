import { QueryClient } from '@tanstack/react-query';
import { isApiError, isOfflineError } from './api-errors.ts';

/** Online calls (TanStack Query): a refusal or no connection is not retried; other failures twice. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isApiError(error) && !isOfflineError(error) && failureCount < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
