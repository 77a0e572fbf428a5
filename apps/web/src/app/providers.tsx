import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerMessageApi } from '../api/notifier';
import { queryClient } from './query-client';
import { ThemeProvider } from './theme-provider';

/** Hands the themed message API of antd's App to the request layer, which lives outside React. */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(undefined);
  }, [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AntApp>
          <MessageBridge />
          {children}
        </AntApp>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
