import { APP_NAME_KEY } from '@zhuji/shared';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { formatDocumentTitle } from './document-title';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** The title key, or — for the menu's routes — a function of the route's loader data giving it. */
  title?: ParseKeys | ((data: unknown) => string | undefined);
}

/** Keeps document.title in step with the deepest matched route that declares a title. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => {
      const title = (match.handle as RouteHandle | undefined)?.title;
      return typeof title === 'function' ? title(match.loaderData) : title;
    })
    .filter((key) => Boolean(key))
    .at(-1);
  // Menu titles are keys the locale files define ('menu.<Name>'); an unknown one shows as written.
  const title = formatDocumentTitle(titleKey && t(titleKey as ParseKeys), t(APP_NAME_KEY.TITLE_SUFFIX));

  useEffect(() => {
    document.title = title;
  }, [title]);

  return <Outlet />;
}
