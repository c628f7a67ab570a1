import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // a refusal (not found, not allowed...) answers the same again; a fault may pass
      retry: (count, err) => !isRefusal(err) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
