import { APP_NAME_KEY } from '@zhuji/shared';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { formatDocumentTitle } from './document-title';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  title?: ParseKeys;
}

/** Keeps document.title in step with the deepest matched route that declares a title. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((key) => key !== undefined)
    .at(-1);
  const title = formatDocumentTitle(titleKey && t(titleKey), t(APP_NAME_KEY.TITLE_SUFFIX));

  useEffect(() => {
    document.title = title;
  }, [title]);

  return <Outlet />;
}
