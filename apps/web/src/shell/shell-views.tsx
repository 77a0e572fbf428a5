import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation, useRoutes } from 'react-router';
import { resolveView } from '../app/view-registry';
import { RouteActionsProvider } from '../kit/permission-gate';
import { InShellContext, KeepAliveContext } from '../kit/shell-context';
import { type AppRoute, matchAppRoute } from '../session/menu-routes';
import { useViewGenerations } from '../session/route-guard';
import { useSession } from '../session/session-store';
import { useTabsStore } from './tabs-store';
import { ModuleNotFound, ViewErrorBoundary, ViewLoading, ViewPlaceholder } from './view-states';

/** The page of one menu route: its registered view, its action list, its own error boundary. */
function RouteView({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const view = resolveView(route.component);
  // Menu titles are keys ('menu.<Name>') the locale files define; an unknown one shows as written.
  const title = t(route.meta.title as 'menu.Home');
  let content: React.ReactNode;
  switch (view.kind) {
    case 'page':
      content = (
        <Suspense fallback={<ViewLoading />}>
          <view.Page />
        </Suspense>
      );
      break;
    case 'unknown':
      content = <ModuleNotFound title={title} component={route.component} />;
      break;
    default:
      content = <ViewPlaceholder title={title} />;
  }
  return (
    <ViewErrorBoundary>
      <InShellContext.Provider value={true}>
        <KeepAliveContext.Provider value={Boolean(route.meta.keepAlive)}>
          <RouteActionsProvider actions={route.meta.actions}>{content}</RouteActionsProvider>
        </KeepAliveContext.Provider>
      </InShellContext.Provider>
    </ViewErrorBoundary>
  );
}

/** Renders the page for `location` with its own route context, so useParams and useLocation see it. */
function ViewHost({ location, routes }: { location: Location | string; routes: readonly AppRoute[] }) {
  const pathname = typeof location === 'string' ? new URL(location, 'http://x').pathname : location.pathname;
  const route = useMemo(() => matchAppRoute(routes, pathname)?.chain.at(-1), [routes, pathname]);
  return useRoutes(
    route ? [{ path: route.fullPath, element: <RouteView route={route} /> }] : [{ path: '*', element: null }],
    location,
  );
}

/**
 * The page area of the layout, with keep-alive tabs (docs/product.md §2.4): every open tab of a keepAlive route
 * stays mounted but hidden, so its form input and state survive switching tabs; other pages mount when
 * shown and unmount when left. A re-entry through /redirect changes the key and mounts afresh.
 */
export function ShellViews() {
  const location = useLocation();
  const { routes } = useSession();
  const tabs = useTabsStore((state) => state.tabs);
  const generations = useViewGenerations((state) => state.generations);

  const slots: { path: string; location: Location | string }[] = tabs
    .filter((tab) => tab.keepAlive && tab.path !== location.pathname)
    .map((tab) => ({ path: tab.path, location: tab.fullPath }));
  slots.push({ path: location.pathname, location });

  return slots.map((slot) => (
    <div
      key={`${slot.path}#${generations[slot.path] ?? 0}`}
      hidden={slot.path !== location.pathname}
      data-view={slot.path}
    >
      <ViewHost location={slot.location} routes={routes} />
    </div>
  ));
}
