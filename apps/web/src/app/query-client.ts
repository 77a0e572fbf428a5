import { QueryClient } from '@tanstack/react-query';

// The request layer already shows every failure to the user; retrying would repeat the message.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
