import { LOGIN_ROUTE, NO_PERMISSION_ROUTE, NOT_FOUND_ROUTE, SERVER_ERROR_ROUTE } from '@zhuji/shared';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { registerNavigator } from '../api/effects';
import { RouteErrorPage } from '../pages/errors/route-error-page';
import type { ShellRouteData } from '../session/route-guard';
import { readToken } from '../session/token';
import { PageLoading } from './page-loading';
import { RootLayout, type RouteHandle } from './root-layout';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** The route guard of every page inside the layout (docs/product.md §2.3); its code loads with the shell. */
const shellGuard = async (args: LoaderFunctionArgs) =>
  (await import('../session/route-guard')).shellGuard(args);

/** A menu page's title comes from the menu, through the guard's answer. */
const shellHandle: RouteHandle = { title: (data) => (data as ShellRouteData | undefined)?.title };

const leaveLoginWhenLoggedIn = () => {
  if (readToken()) throw redirect('/');
  return null;
};

/** The group of pages outside the layout that the modules' own no-login pages join. */
const PUBLIC_GROUP = 'public';

/**
 * The modules' no-login pages (docs/product.md §2.1: registration, password reset, notices, report checks) join
 * the router on the first navigation the fixed routes do not settle (any path but /login and the error
 * pages matches only the layout's catch-all). The module list then loads once: it is not part of the
 * entry, which keeps the login page's first load within budget, and the layout needs it anyway.
 */
export function moduleRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch }) => {
    if (added) return;
    const [{ WEB_MODULES }, { registerMenuTitles }] = await Promise.all([
      import('../modules'),
      import('../kit/menu-titles'),
    ]);
    if (added) return;
    added = true;
    patch(
      PUBLIC_GROUP,
      WEB_MODULES.flatMap((module) =>
        module.publicRoutes.map(
          (route): RouteObject => ({
            id: `public:${route.path}`,
            path: route.path,
            handle: handle(route.title),
            // The menu's titles too: the user manual names its chapters by them without a login.
            lazy: async () => {
              const [Component] = await Promise.all([route.load(), registerMenuTitles(WEB_MODULES)]);
              return { Component };
            },
          }),
        ),
      ),
    );
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        id: PUBLIC_GROUP,
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: LOGIN_ROUTE,
            loader: leaveLoginWhenLoggedIn,
            handle: handle('route.login'),
            lazy: async () => ({ Component: (await import('../pages/login/login-page')).LoginPage }),
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
            lazy: async () => {
              const [{ ShellLayout }, { WEB_MODULES }, { registerMenuTitles }] = await Promise.all([
                import('../shell/shell-layout'),
                import('../modules'),
                import('../kit/menu-titles'),
              ]);
              // Every module's menu page titles, before the menu, tabs and breadcrumb first show them.
              await registerMenuTitles(WEB_MODULES);
              const widgets = WEB_MODULES.flatMap((module) => module.layoutWidgets);
              return { element: <ShellLayout widgets={widgets} /> };
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
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: moduleRouteDiscovery() });
  registerNavigator((to) => void router.navigate(to));
  return router;
}
