import { LOGIN_ROUTE, NO_PERMISSION_ROUTE, NOT_FOUND_ROUTE, SERVER_ERROR_ROUTE } from '@zhuji/shared';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { registerNavigator } from '../api/effects';
import { NotFoundPage } from '../pages/errors/not-found-page';
import { RouteErrorPage } from '../pages/errors/route-error-page';
import { ServerErrorPage } from '../pages/errors/server-error-page';
import { readToken } from '../session/token';
import { PageLoading } from './page-loading';
import { RootLayout, type RouteHandle } from './root-layout';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

// A stand-in for the route guard of the session issue: without a token only no-login pages open.
const requireToken = () => {
  if (!readToken()) throw redirect(LOGIN_ROUTE);
  return null;
};

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
            path: NOT_FOUND_ROUTE,
            handle: handle('route.notFound'),
            Component: NotFoundPage,
          },
          {
            path: SERVER_ERROR_ROUTE,
            handle: handle('route.serverError'),
            Component: ServerErrorPage,
          },
          {
            path: NO_PERMISSION_ROUTE,
            handle: handle('route.noPermission'),
            lazy: async () => ({
              Component: (await import('../pages/errors/no-permission-page')).NoPermissionPage,
            }),
          },
          {
            path: '/',
            loader: requireToken,
            handle: handle('route.home'),
            lazy: async () => ({ Component: (await import('../pages/home/home-page')).HomePage }),
          },
          { path: '*', element: <Navigate to={NOT_FOUND_ROUTE} replace /> },
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
