import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';

// The request layer already shows every failure to the user; retrying would repeat the message.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Reference labels the server writes in the request's language (project options, stages, the GB 50300
// tree …) are cached with the answers: a language switch refetches what is on screen and marks the rest
// stale, so no page keeps the previous language's labels (issue 22).
i18next.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
