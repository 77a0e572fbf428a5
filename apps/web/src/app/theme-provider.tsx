import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBranding } from '../shell/branding';
import { resolveLanguage } from '../shell/preferences';
import { useComponentSize } from '../shell/size-store';
import { antdLocale } from './i18n';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : undefined;

/**
 * Whether the person asked the system for less motion. Besides sparing them the zooms and slides, it
 * means a drawer or dialog that closes is gone at once: its fading mask cannot take the next click
 * (the browser stories run with it, see apps/web/e2e/harness.mjs).
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = reducedMotionQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * antd's look for the language, the host's brand and the person's settings. The whole of what the site app
 * needs (docs/domains/site.md#load-time); the desktop's AppProviders (providers.tsx) add the query cache and
 * antd's App around it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const branding = useMemo(currentBranding, []);
  const size = useComponentSize((state) => state.size);
  const reducedMotion = usePrefersReducedMotion();
  // Links take the brand colour too, so 'register' and 'forgot password' match the buttons beside them.
  const theme = useMemo(
    () => ({
      token: {
        colorPrimary: branding.primaryColor,
        colorLink: branding.primaryColor,
        motion: !reducedMotion,
      },
    }),
    [branding, reducedMotion],
  );
  return (
    <ConfigProvider locale={antdLocale(language)} componentSize={size} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
