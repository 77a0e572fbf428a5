import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@zhuji/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessageApi } from '../api/notifier';
import { currentBranding } from '../shell/branding';
import { resolveLanguage } from '../shell/preferences';
import { useComponentSize } from '../shell/size-store';
import { queryClient } from './query-client';

const ANTD_LOCALE = { zh: zhCN, en: enUS, es: esES } satisfies Record<Language, unknown>;

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
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const branding = useMemo(currentBranding, []);
  const size = useComponentSize((state) => state.size);
  // Links take the brand colour too, so 'register' and 'forgot password' match the buttons beside them.
  const theme = useMemo(
    () => ({ token: { colorPrimary: branding.primaryColor, colorLink: branding.primaryColor } }),
    [branding],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALE[language]} componentSize={size} theme={theme}>
        <AntApp>
          <MessageBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
