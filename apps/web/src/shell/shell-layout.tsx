import { APP_NAME_KEY } from '@zhuji/shared';
import { Drawer, Grid, Layout, theme } from 'antd';
import { type ComponentType, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { formatDocumentTitle } from '../app/document-title';
import { affixRoutes, matchAppRoute } from '../session/menu-routes';
import { useSession, useSessionStore } from '../session/session-store';
import { GlobalDialogs, useDialogPhaseStore } from './dialogs/global-dialogs';
import { ShellFooter } from './footer';
import { HotlineWidget } from './hotline-widget';
import { Navbar } from './navbar';
import { RouteProgressBar, useRouteLoading, useTargetPath } from './route-progress';
import { SIDEBAR_BG, SidebarContent, sidebarWidth } from './sidebar';
import { setDrawerOpen, useIsMobile, useSidebarStore } from './sidebar-state';
import type { VisitedTab } from './tabs-model';
import { resetTabs, useTabsStore } from './tabs-store';
import { TabsView } from './tabs-view';

const COLLAPSED_WIDTH = 64;
/** The floating help and hotline buttons' height above the bottom edge (hotline-widget.tsx). */
const FLOATING_BUTTONS_ROOM = 112;

/** Opens a tab for every page visited, after the affix tabs of the current routes. */
function useTabsFollowRoutes() {
  const location = useLocation();
  const { routes } = useSession();
  const routesVersion = useSessionStore((state) => state.routesVersion);
  const dispatch = useTabsStore((state) => state.dispatch);

  // New routes (login, role or project change) start the tabs over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: routesVersion is the trigger
  useEffect(() => {
    resetTabs();
    const affix: VisitedTab[] = affixRoutes(routes).map((route) => ({
      path: route.fullPath,
      fullPath: route.fullPath,
      title: route.meta.title,
      affix: true,
      keepAlive: Boolean(route.meta.keepAlive),
    }));
    dispatch({ type: 'init', affix });
  }, [routesVersion]);

  const route = useMemo(
    () => matchAppRoute(routes, location.pathname)?.chain.at(-1),
    [routes, location.pathname],
  );
  useEffect(() => {
    if (!route) return;
    const label = new URLSearchParams(location.search).get('breadcrumbName') ?? undefined;
    dispatch({
      type: 'visit',
      tab: {
        path: location.pathname,
        fullPath: `${location.pathname}${location.search}${location.hash}`,
        title: route.meta.title,
        label,
        affix: Boolean(route.meta.affix),
        keepAlive: Boolean(route.meta.keepAlive),
      },
    });
  }, [route, location.pathname, location.search, location.hash, dispatch]);
  return route;
}

/** The title of the page being opened goes up with the click (root-layout.tsx sets it again on arrival). */
function usePendingTitle() {
  const { t } = useTranslation();
  const { routes } = useSession();
  const { pathname } = useLocation();
  const target = useTargetPath();
  const title = useMemo(
    () => (target === pathname ? undefined : matchAppRoute(routes, target)?.chain.at(-1)?.meta.title),
    [routes, target, pathname],
  );
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(t(title as 'menu.Home'), t(APP_NAME_KEY.TITLE_SUFFIX));
  }, [title, t]);
}

/**
 * docs/product.md §2.2: the router scrolls to the top on every navigation. A cached (keepAlive) page gets back the
 * scroll position it was left at instead, so switching tabs loses nothing.
 */
function useScrollOnNavigation(keepAlive: boolean) {
  const { pathname } = useLocation();
  const positions = useRef(new Map<string, number>());
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const saved = keepAlive ? positions.current.get(pathname) : undefined;
    window.scrollTo({ top: saved ?? 0, left: 0, behavior: 'instant' });
  }, [pathname, keepAlive]);
  useEffect(() => {
    const onScroll = () => positions.current.set(previous.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}

/**
 * The main layout (docs/product.md §2.4): a 230 px collapsible sidebar — below 1024 px closed and overlaying the
 * page in a drawer — the navbar and tabs on top, the page, and the footer.
 */
/**
 * The logged-in layout. `widgets` are the modules' own layout pieces (a first-login prompt, say): the
 * app passes them in from the module list, so the shell never imports a module.
 */
export function ShellLayout({ widgets = [] }: { widgets?: readonly ComponentType[] }) {
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const siderWidth = sidebarWidth(i18n.language);
  const mobile = useIsMobile();
  // Below md (a phone) the tabs give way to the page: the header is one row (navbar.tsx).
  const phone = Grid.useBreakpoint().md === false;
  const opened = useSidebarStore((state) => state.opened);
  const drawerOpen = useSidebarStore((state) => state.drawerOpen);
  const { pathname } = useLocation();
  const route = useTabsFollowRoutes();
  const routeLoading = useRouteLoading();
  usePendingTitle();
  // Until the start-up dialogs are decided (shown one by one and closed, or known not to come) the page
  // takes no input: the dialogs are portals outside this tree, so only they can be clicked meanwhile.
  const startupPending = useDialogPhaseStore((state) => state.phase === 'pending');
  useScrollOnNavigation(Boolean(route?.meta.keepAlive));

  // Leaving for another page (or growing past the threshold) closes the overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setDrawerOpen(false), [pathname, mobile]);

  return (
    <Layout
      style={{ minHeight: '100vh' }}
      data-testid="shell"
      data-device={mobile ? 'mobile' : 'desktop'}
      data-startup={startupPending ? 'pending' : 'done'}
      data-route-loading={routeLoading ? 'true' : 'false'}
      inert={startupPending}
    >
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={siderWidth}
          closable={false}
          data-testid="sidebar-drawer"
          styles={{ body: { padding: 0, background: SIDEBAR_BG } }}
        >
          <SidebarContent collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          data-testid="sidebar"
          width={siderWidth}
          collapsedWidth={COLLAPSED_WIDTH}
          collapsed={!opened}
          trigger={null}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            background: SIDEBAR_BG,
            boxShadow: '2px 0 8px rgba(0, 21, 41, 0.15)',
            zIndex: 20,
          }}
        >
          <SidebarContent collapsed={!opened} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            background: token.colorBgContainer,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          <Navbar mobile={mobile} />
          {!phone && <TabsView />}
        </header>
        {/* The bottom room lets a page's last row scroll clear of the floating help and hotline buttons. */}
        <Layout.Content
          style={{ padding: mobile ? 12 : 16, paddingBottom: FLOATING_BUTTONS_ROOM, minWidth: 0 }}
        >
          <Outlet />
        </Layout.Content>
        <ShellFooter />
      </Layout>
      <Suspense fallback={null}>
        {widgets.map((Widget, index) => (
          // The list is fixed for the app's lifetime, so its order is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Widget key={index} />
        ))}
      </Suspense>
      <RouteProgressBar loading={routeLoading} />
      <GlobalDialogs newWindow={route?.meta.windowType === 'newWindow'} />
      <HotlineWidget />
    </Layout>
  );
}
