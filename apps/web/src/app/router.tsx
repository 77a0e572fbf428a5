import { LOGIN_ROUTE, NO_PERMISSION_ROUTE, NOT_FOUND_ROUTE, SERVER_ERROR_ROUTE } from '@zhuji/shared';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { registerNavigator } from '../api/effects';
import { FIND_PASSWORD_ROUTE, REGISTER_ROUTE } from '../modules/account/account.routes';

/** Public notices (spec §2.1): no login needed. */
const ANNOUNCEMENT_ROUTE = '/announcement';

import { RouteErrorPage } from '../pages/errors/route-error-page';
import type { ShellRouteData } from '../session/route-guard';
import { readToken } from '../session/token';
import { PageLoading } from './page-loading';
import { RootLayout, type RouteHandle } from './root-layout';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** The route guard of every page inside the layout (spec §2.3); its code loads with the shell. */
const shellGuard = async (args: LoaderFunctionArgs) =>
  (await import('../session/route-guard')).shellGuard(args);

/** A menu page's title comes from the menu, through the guard's answer. */
const shellHandle: RouteHandle = { title: (data) => (data as ShellRouteData | undefined)?.title };

const leaveLoginWhenLoggedIn = () => {
  if (readToken()) throw redirect('/');
  return null;
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: LOGIN_ROUTE,
            loader: leaveLoginWhenLoggedIn,
            handle: handle('route.login'),
            lazy: async () => ({ Component: (await import('../pages/login/login-page')).LoginPage }),
          },
          {
            path: REGISTER_ROUTE,
            handle: handle('route.register'),
            lazy: async () => ({
              Component: (await import('../modules/account/register/register-page')).RegisterPage,
            }),
          },
          {
            path: FIND_PASSWORD_ROUTE,
            handle: handle('route.findPassword'),
            lazy: async () => ({
              Component: (await import('../modules/account/find-password/find-password-page'))
                .FindPasswordPage,
            }),
          },
          {
            path: ANNOUNCEMENT_ROUTE,
            handle: handle('route.announcement'),
            lazy: async () => ({
              Component: (await import('../modules/notice/announcement-page')).AnnouncementPage,
            }),
          },
          {
            // Public (spec §2.1): a test report's verification page, opened from its QR code.
            path: '/rebarEngineering/previewDetection',
            handle: handle('route.previewDetection'),
            lazy: async () => ({
              Component: (await import('../modules/test-block/verify-page')).ReportVerifyPage,
            }),
          },
          {
            path: '/onlyPicture',
            handle: handle('route.onlyPicture'),
            lazy: async () => ({
              Component: (await import('../modules/test-block/verify-page')).OnlyPicturePage,
            }),
          },
          {
            path: NOT_FOUND_ROUTE,
            handle: handle('route.notFound'),
            lazy: async () => ({ Component: (await import('../pages/errors/not-found-page')).NotFoundPage }),
          },
          {
            path: SERVER_ERROR_ROUTE,
            handle: handle('route.serverError'),
            lazy: async () => ({
              Component: (await import('../pages/errors/server-error-page')).ServerErrorPage,
            }),
          },
          {
            path: NO_PERMISSION_ROUTE,
            handle: handle('route.noPermission'),
            lazy: async () => ({
              Component: (await import('../pages/errors/no-permission-page')).NoPermissionPage,
            }),
          },
          {
            // The main layout. Every other path is a page of the server menu or of the shell itself
            // (/home/project/:id, /passwordUpdate/index, /phoneUpdate/index), or /redirect/*: the
            // guard resolves it — page, redirect, /404, /401 or /login — before anything renders.
            lazy: async () => ({ Component: (await import('../shell/shell-layout')).ShellLayout }),
            children: [
              {
                path: '*',
                loader: shellGuard,
                handle: shellHandle,
                lazy: async () => ({ Component: (await import('../shell/shell-views')).ShellViews }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to) => void router.navigate(to));
  return router;
}
