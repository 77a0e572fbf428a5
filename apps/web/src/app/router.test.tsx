import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { TOKEN_COOKIE } from '@zhuji/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeCookie } from '../session/cookies';
import { writeToken } from '../session/token';
import i18n from './i18n';
import { AppProviders } from './providers';
import { routes } from './router';

// Pages are lazy routes; their first import is transformed on the fly and can take a while.
const LAZY = { timeout: 5000 };

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
  vi.unstubAllGlobals();
});

/** The landing page loads the session; an empty one is enough for routing tests. */
function stubSessionCalls() {
  const envelope = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, data, msg: '', url: null }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('project/list')
        ? envelope([])
        : envelope({
            id: 1,
            name: '测试用户',
            roles: [],
            currentRole: null,
            currentAccount: { checkCode: false, situation: 1, name: '测试用户', phone: '', judge: false },
            units: [],
            currentUnit: { id: 1, name: '测试单位', compTypeId: null },
            currentProject: null,
            collaboration: { msgCount: 0 },
            showOutputNotice: false,
            version: 'V1.0.0',
            routes: [],
          }),
    ),
  );
}

describe('routes', () => {
  it('when the path is unknown, then the 404 page shows and the title names it', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(document.title).toBe('页面不存在 - SaaS平台 - 业务系统'));
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('when there is no token, then the landing page sends the user to /login', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('账号登录', {}, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when there is a token, then /login sends the user to the landing page', async () => {
    writeToken('abc');
    stubSessionCalls();
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(await screen.findByText('退出登录', {}, LAZY)).toBeTruthy();
    expect(await screen.findByText('测试单位', {}, LAZY)).toBeTruthy();
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
      expect(await screen.findByRole('button', { name: 'Back to home' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Server error - SaaS Platform - Business System'));
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
