import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUTH_HEADER, type ProjectListItem, TIMING, type UserInfo } from '@zhuji/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { readToken, removeToken, writeToken } from '../../session/token';
import { HomePage } from './home-page';

const user: UserInfo = {
  id: 2,
  name: '张建国',
  roles: [
    { id: 3, name: '项目经理', compType: 2 },
    { id: 19, name: '项目技术负责人', compType: 2 },
  ],
  currentRole: { id: 3, name: '项目经理', compType: 2 },
  currentAccount: { checkCode: false, situation: 1, name: '张建国', phone: '13805710001', judge: false },
  units: [{ id: 2, name: '浙江华东建工集团有限公司', value: ['33'] }],
  currentUnit: { id: 2, name: '浙江华东建工集团有限公司', compTypeId: 2 },
  currentProject: {
    id: 11,
    name: '一标段 桩基工程',
    division: 'PILE_FOUNDATION',
    money: '3860.5000',
    contractModeValue: 'PUBLIC_BIDDING',
    auditStatus: 3,
    baseStatus: 1,
    mainStatus: 1,
  },
  collaboration: { msgCount: 4 },
  showOutputNotice: false,
  version: 'V1.0.0',
  routes: [],
};

const projects: ProjectListItem[] = [
  {
    id: 11,
    proId: 11,
    projectName: '一标段 桩基工程',
    mainProjectName: '钱塘新区江东安置房（一期）项目',
    division: 'PILE_FOUNDATION',
    auditStatus: 3,
  },
  {
    id: 21,
    proId: 21,
    projectName: '湘湖桩基工程',
    mainProjectName: '萧山湘湖未来社区（二期）',
    division: 'PILE_FOUNDATION',
    auditStatus: 0,
  },
];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, data, msg: '', url: null }), {
    headers: { 'content-type': 'application/json' },
  });

function stubServer() {
  const calls: { url: string; token: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, token: new Headers(init?.headers).get(AUTH_HEADER) });
    if (url.startsWith('/api/user/info')) return envelope(user);
    if (url.startsWith('/auth/project/list')) return envelope(projects);
    if (url.startsWith('/auth/logout')) return envelope(null);
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderHome() {
  const router = createMemoryRouter([{ path: '/', Component: HomePage }], { initialEntries: ['/'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  removeToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home page', () => {
  it('when the session loads, then the user, company, current project, division, roles and projects show', async () => {
    writeToken('tok');
    const calls = stubServer();
    renderHome();
    expect(await screen.findByText(/张建国/, { selector: 'h3' })).toBeTruthy();
    expect(screen.getAllByText('浙江华东建工集团有限公司').length).toBeGreaterThan(0);
    expect(screen.getAllByText('一标段 桩基工程')).toHaveLength(2);
    expect(screen.getAllByText('桩基工程').length).toBeGreaterThan(0);
    expect(screen.getAllByText('项目经理').length).toBeGreaterThan(0);
    expect(screen.getByText('项目技术负责人')).toBeTruthy();
    expect(await screen.findByText('湘湖桩基工程')).toBeTruthy();
    expect(screen.getByText('当前')).toBeTruthy();
    expect(screen.getByText('信息待完善')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/user/info'))?.url).toBe('/api/user/info?platformType=1');
    expect(calls.every((c) => c.token === 'tok')).toBe(true);
  });

  it('when logout is pressed, then the server session is revoked, the token cleared and the page reloaded', async () => {
    writeToken('tok');
    const calls = stubServer();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderHome();
    await screen.findByText('湘湖桩基工程');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: TIMING.LOGOUT_DEBOUNCE_MS + 2000 });
    expect(calls.some((c) => c.url === '/auth/logout' && c.token === 'tok')).toBe(true);
    expect(readToken()).toBeUndefined();
  });
});
