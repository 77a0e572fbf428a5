import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type MenuRoute, TOKEN_COOKIE, type UserInfo } from '@zhuji/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeCookie } from '../session/cookies';
import { resetSession } from '../session/session-store';
import { DEMO_PROJECTS, demoUser, SEED_LIKE_MENU } from '../session/test-menu';
import { writeToken } from '../session/token';
import { resetTabs } from '../shell/tabs-store';
import i18n from './i18n';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { moduleRouteDiscovery, routes } from './router';

// Pages are lazy routes; their first import is transformed on the fly and can take a while, more so
// when the whole suite runs in parallel.
const LAZY = { timeout: 15_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  removeCookie(TOKEN_COOKIE);
  resetSession();
  resetTabs();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The session calls of the first navigation, answered like the server would. */
function stubSessionCalls(user: UserInfo = demoUser()) {
  const envelope = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, data, msg: '', url: null }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('project/list')) return envelope(DEMO_PROJECTS);
      if (url.includes('user/info')) return envelope(user);
      if (url.includes('project/vip/interests')) return envelope([1, 2]);
      if (url.includes('project/fireControl/type')) return envelope({ fireControl: null });
      if (url.includes('site/info')) {
        return envelope({
          companyName: '筑基科技（杭州）有限公司',
          icpRecord: '浙ICP备00000000号',
          policeRecord: '',
          servicePhone: '400-000-0000',
          supervisionPhone: '',
          userManualUrl: '',
        });
      }
      return new Response('not found', { status: 404 });
    }),
  );
}

const withExtraMenu = (...extra: MenuRoute[]) => demoUser({ routes: [...SEED_LIKE_MENU, ...extra] });

describe('routes', { timeout: 30_000 }, () => {
  it('when a no-login page of a module is opened, then it joins the routes on the way and shows', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/register'],
      patchRoutesOnNavigation: moduleRouteDiscovery(),
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: '提交注册' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('when the path is /404, then the 404 page shows and the title names it', async () => {
    const router = renderAt('/404');
    expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除。', {}, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(document.title).toBe('页面不存在 - SaaS平台 - 业务系统'));
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('when there is no token, then the landing page and any other path send the user to /login', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('账号登录', {}, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    cleanup();
    const other = renderAt('/no/such/page');
    await waitFor(() => expect(other.state.location.pathname).toBe('/login'), LAZY);
  });

  it('when there is a token, then /login leads through the first navigation to the workbench', async () => {
    writeToken('abc');
    stubSessionCalls();
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'), LAZY);
    expect(await screen.findByRole('heading', { name: /张建国/ }, LAZY)).toBeTruthy();
    expect(screen.getAllByText('施工生产工作台').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('工作台 - SaaS平台 - 业务系统'));
    expect(await screen.findByText(/筑基科技（杭州）有限公司 版权所有/, {}, LAZY)).toBeTruthy();
  });

  it('when a logged-in user opens an unknown path, then /404', async () => {
    writeToken('abc');
    stubSessionCalls();
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), LAZY);
  });

  it('when a parent path is opened, then its first child opens', async () => {
    writeToken('abc');
    stubSessionCalls();
    const router = renderAt('/pileFoundation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pileFoundation/construction'), LAZY);
    // The pile construction page (its tabs, or the ask for a current project).
    expect(
      (await screen.findAllByText(/^(施工记录|请先在顶部选择一个项目)$/, {}, LAZY)).length,
    ).toBeGreaterThan(0);
  });

  it('when a route needs a role the user lacks, then /401 with noGoBack', async () => {
    writeToken('abc');
    stubSessionCalls(
      withExtraMenu({
        path: '/supervision',
        name: 'Supervision',
        component: 'supervision/index',
        hidden: false,
        meta: { title: 'menu.Supervision', roles: ['41'] },
      }),
    );
    const router = renderAt('/supervision');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), LAZY);
    expect(router.state.location.search).toBe('?noGoBack=1');
    expect(await screen.findByRole('button', { name: '返回首页' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
  });

  it('when a menu points at an unknown component key, then the module-not-found page shows inside the shell', async () => {
    writeToken('abc');
    stubSessionCalls(
      withExtraMenu({
        path: '/legacy',
        name: 'Legacy',
        component: 'legacy/removed-page',
        hidden: false,
        meta: { title: 'menu.Legacy' },
      }),
    );
    renderAt('/legacy');
    expect(await screen.findByText('找不到页面模块', {}, LAZY)).toBeTruthy();
    expect(screen.getByText(/legacy\/removed-page/)).toBeTruthy();
    // The shell around it still works.
    expect(screen.getAllByText('施工生产工作台').length).toBeGreaterThan(0);
  });

  it('when the first navigation fails, then the session is dropped and the user lands on /login', async () => {
    writeToken('abc');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":500,"msg":"数据库不可用","data":null}', { status: 200 })),
    );
    const router = renderAt('/home/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
  });

  it('when a tab is right-clicked and closed, then the last remaining tab opens', async () => {
    writeToken('abc');
    stubSessionCalls();
    const router = renderAt('/project/list');
    expect(await screen.findByPlaceholderText('搜索项目名称或主项目', {}, LAZY)).toBeTruthy();
    const tab = await screen.findByText('项目列表', { selector: '[data-tab-path]' }, LAZY);
    fireEvent.contextMenu(tab);
    fireEvent.click(await screen.findByText('关闭', {}, LAZY));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/index'), LAZY);
  });

  it('when /401 is opened, then a back button is offered', async () => {
    renderAt('/401');
    expect(await screen.findByRole('button', { name: '返回上一页' }, LAZY)).toBeTruthy();
  });

  it('when /401 is opened with noGoBack, then the back button is hidden', async () => {
    renderAt('/401?noGoBack=true');
    expect(await screen.findByRole('button', { name: '返回首页' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
  });

  it('when the language is English, then the 500 page is in English', async () => {
    await i18n.changeLanguage('en');
    try {
      renderAt('/500');
      expect(await screen.findByRole('button', { name: 'Back to home' }, LAZY)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Server error - SaaS Platform - Business System'));
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
