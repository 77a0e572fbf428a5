import { LOGIN_ROUTE, NO_PERMISSION_ROUTE, NOT_FOUND_ROUTE, SERVER_ERROR_ROUTE } from '@zhuji/shared';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { registerNavigator } from '../api/effects';
import { WEB_MODULES } from '../modules';
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

/** The modules' no-login pages (spec §2.1): registration, password reset, notices, report checks. */
const PUBLIC_MODULE_ROUTES: RouteObject[] = WEB_MODULES.flatMap((module) =>
  module.publicRoutes.map(
    (route): RouteObject => ({
      path: route.path,
      handle: handle(route.title),
      lazy: async () => ({ Component: await route.load() }),
    }),
  ),
);

/** What the modules mount once inside the logged-in layout. */
const LAYOUT_WIDGETS = WEB_MODULES.flatMap((module) => module.layoutWidgets);

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
          ...PUBLIC_MODULE_ROUTES,
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
            lazy: async () => {
              const { ShellLayout } = await import('../shell/shell-layout');
              return { element: <ShellLayout widgets={LAYOUT_WIDGETS} /> };
            },
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
