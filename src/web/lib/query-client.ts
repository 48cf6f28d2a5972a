import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Deduplicates requests for 2 s and retries failed reads after about 5 s, as the specification's data layer does. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 2_000,
      retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: 5_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
