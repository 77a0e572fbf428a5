import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MessageItem } from '@zhuji/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/envelope';
import { userInfoFixture } from '../../../test/user-info';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { RouteActionsProvider } from '../../kit/permission-gate';
import { resetSession, useSessionStore } from '../../session/session-store';
import { removeToken, writeToken } from '../../session/token';
import { MyMessagePage } from './my-message-page';

const user = (msgCount: number) =>
  userInfoFixture({
    id: 2,
    name: '王海涛',
    roles: [{ id: 42, name: '专业监理工程师', compType: 3 }],
    currentRole: { id: 42, name: '专业监理工程师', compType: 3 },
    currentAccount: { checkCode: false, situation: 1, name: '王海涛', phone: '13805710002', judge: false },
    currentUnit: { id: 3, name: '浙江江南工程管理股份有限公司', compTypeId: 3 },
    collaboration: { msgCount },
  });

const message = (id: number, over: Partial<MessageItem> = {}): MessageItem => ({
  id,
  projectId: 11,
  title: `【待审批】检验批 ZJ-00${id} 验收`,
  content: '李晓峰提交的检验批验收待您处理（专业监理工程师验收）。',
  category: 'acceptance',
  businessType: 'inspection-lot',
  businessId: 100 + id,
  createdAt: '2026-11-23T02:00:00.000Z',
  readAt: null,
  senderName: null,
  attachment: null,
  ...over,
});

let unread: MessageItem[];
let calls: string[];

function stubServer() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/collaboration/message/list'))
        return envelope({ total: unread.length, page: 1, limit: 20, list: unread });
      if (url.startsWith('/api/collaboration/message/status')) {
        const { id } = JSON.parse(String(init?.body));
        unread = unread.map((m) => (m.id === id ? { ...m, readAt: '2026-11-23T03:00:00.000Z' } : m));
        return envelope({ msgCount: unread.filter((m) => m.readAt === null).length });
      }
      if (url.startsWith('/api/collaboration/message/recipients'))
        return envelope([
          {
            companyId: 1,
            companyName: '浙江省建工集团有限责任公司',
            compType: 1,
            users: [{ userId: 5, name: '张建国', phone: '138****0001', roles: ['项目经理'] }],
          },
        ]);
      if (url.startsWith('/api/collaboration/message/readAll')) {
        const n = unread.filter((m) => m.readAt === null).length;
        unread = unread.map((m) => ({ ...m, readAt: m.readAt ?? '2026-11-23T03:00:00.000Z' }));
        return envelope({ read: n, msgCount: 0 });
      }
      return new Response('not found', { status: 404 });
    }),
  );
}

function renderPage(actions?: string[]) {
  const page = actions ? (
    <RouteActionsProvider actions={actions}>
      <MyMessagePage />
    </RouteActionsProvider>
  ) : (
    <MyMessagePage />
  );
  const router = createMemoryRouter(
    [
      { path: '/collaboration/myMessage', element: page },
      { path: '/quality/acceptance', element: <div>lot page</div> },
    ],
    { initialEntries: ['/collaboration/myMessage'] },
  );
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
beforeEach(() => {
  writeToken('token-a');
  unread = [
    message(1),
    message(2),
    message(3, {
      readAt: '2026-11-22T03:00:00.000Z',
      category: 'system',
      businessType: null,
      businessId: null,
    }),
  ];
  useSessionStore.setState({
    status: 'ready',
    user: user(2),
    projects: [],
    vipProjectInterests: [],
    fireControl: null,
    routes: [],
    permittedNames: new Set(['MyMessage']),
    userRoles: [],
    routesVersion: 1,
  });
  stubServer();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  removeToken();
  resetSession();
  vi.unstubAllGlobals();
});

const msgCount = () => useSessionStore.getState().user?.collaboration.msgCount;

describe('MyMessagePage', () => {
  it('when messages load, then unread and read are told apart, and marking one read lowers the badge', async () => {
    renderPage();
    expect(await screen.findByText('【待审批】检验批 ZJ-001 验收')).toBeTruthy();
    expect(screen.getAllByText('未读').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('未读 (2)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('message-read-1'));
    await waitFor(() => expect(msgCount()).toBe(1));
    expect(calls).toContain('POST /api/collaboration/message/status');
  });

  it('when a message is opened, then it is read and its record opens', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByTestId('message-open-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quality/acceptance'));
    expect(router.state.location.search).toBe('?id=102');
    expect(msgCount()).toBe(1);
  });

  it('when all are read, then the badge is 0 and the button is disabled', async () => {
    renderPage();
    const button = await screen.findByTestId('message-read-all');
    fireEvent.click(button);
    await waitFor(() => expect(msgCount()).toBe(0));
    await waitFor(() =>
      expect((screen.getByTestId('message-read-all') as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('when a member message has a file, then its sender and the file are shown', async () => {
    unread = [
      message(4, {
        category: 'member',
        businessType: null,
        businessId: null,
        title: '3#承台钢筋隐蔽验收资料',
        senderName: '张建国',
        attachment: { id: 'f1', name: '验收记录.pdf', size: 1024, mime: 'application/pdf' },
      }),
    ];
    renderPage();
    expect(await screen.findByText('发送人：张建国')).toBeTruthy();
    expect(screen.getByTestId('message-attachment-4').textContent).toContain('验收记录.pdf');
    expect(screen.getByText('成员消息')).toBeTruthy();
    // Without the add action the send button is not offered.
    expect(screen.queryByTestId('message-send')).toBeNull();
  });

  it('when the sender presses 发送 with nothing filled, then the form says what is missing and nothing is sent', async () => {
    renderPage(['list', 'detail', 'add']);
    fireEvent.click(await screen.findByTestId('message-send'));
    expect(await screen.findByText('发送消息', { selector: '.ant-modal-title' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('GET /api/collaboration/message/recipients'));
    fireEvent.click(screen.getByTestId('message-send-ok'));
    expect(await screen.findByText('请选择收件人')).toBeTruthy();
    expect(screen.getByText('请输入标题')).toBeTruthy();
    expect(screen.getByText('请输入消息内容')).toBeTruthy();
    expect(calls.some((c) => c.includes('message/send'))).toBe(false);
  });
});
