import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_MODE, DIVISION, type ProjectListItem, type UserInfo } from '@zhuji/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pileProjectFixture, userInfoFixture } from '../../../test/user-info';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { isReminderOn } from '../../session/startup-checks';
import { removeToken, writeToken } from '../../session/token';
import { GlobalDialogs, useDialogPhaseStore } from './global-dialogs';
import { STARTUP_DIALOG_Z_INDEX } from './stacking';
import { useStartupFlowStore } from './use-startup-flow';

const envelope = (data: unknown, code = 200, msg = '') =>
  new Response(JSON.stringify({ code, data, msg, url: null }), {
    headers: { 'content-type': 'application/json' },
  });

let nextProjectId = 100;

function user(
  overrides: Partial<NonNullable<UserInfo['currentProject']>> = {},
  extra: Partial<UserInfo> = {},
) {
  const id = overrides.id ?? nextProjectId++;
  return userInfoFixture({
    id: 2,
    currentUnit: { id: 1, name: '浙江华东建工集团有限公司', compTypeId: 1 },
    currentProject: pileProjectFixture({ id, ...overrides }),
    accountType: 'companyAdmin',
    ...extra,
  });
}

const listItem = (proId: number, projectName: string, auditStatus = 3): ProjectListItem => ({
  id: proId,
  proId,
  projectName,
  mainProjectName: '钱塘新区江东安置房（一期）项目',
  division: DIVISION.PILE_FOUNDATION,
  auditStatus,
});

/** A server answering the start-up calls; records every URL and body. */
function stubServer(answers: { tender?: unknown; specimens?: Response; projectChange?: unknown } = {}) {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/tender/detail'))
        return envelope('tender' in answers ? answers.tender : { id: 1 });
      if (url.startsWith('/api/inspection/specimen/unlinkedCount')) return answers.specimens ?? envelope(0);
      if (url.startsWith('/api/output/params'))
        return envelope({ firstHalfStartDate: 6, firstHalfEndDate: 21 });
      if (url.startsWith('/api/output/notice/read')) return envelope(null);
      if (url.startsWith('/api/user/project/change')) return envelope(answers.projectChange ?? { roleId: 3 });
      return new Response('not found', { status: 404 });
    }),
  );
  return calls;
}

const renderDialogs = (value: UserInfo, projects: ProjectListItem[]) =>
  render(
    <AppProviders>
      <GlobalDialogs user={value} projects={projects} />
    </AppProviders>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

beforeEach(() => {
  window.sessionStorage.clear();
  writeToken('token-a');
  useStartupFlowStore.setState({ status: {}, specimen: undefined });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  removeToken();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GlobalDialogs: start-up flow', () => {
  it('when a project manager has unlinked specimens, then the reminder shows, "Got it" turns the flag off, then the output notice follows', async () => {
    const calls = stubServer({ specimens: envelope(4) });
    const value = user({}, { showOutputNotice: true });
    const projectId = value.currentProject!.id;
    renderDialogs(value, [listItem(projectId, '一标段 桩基工程')]);

    expect(await screen.findByText('桩基关联提醒')).toBeTruthy();
    const phase = () => document.documentElement.dataset.shellDialogs;
    expect(phase()).toBe('pending');
    // The shell layout holds the page back while pending (shell-layout.tsx).
    expect(useDialogPhaseStore.getState().phase).toBe('pending');
    const reminder = screen.getByRole('dialog');
    // Above a dialog the page may have opened meanwhile (antd's 1000).
    expect(reminder.closest<HTMLElement>('.ant-modal-wrap')?.style.zIndex).toBe(
      String(STARTUP_DIALOG_Z_INDEX),
    );
    expect(reminder.textContent).toContain('当前项目有 4 组试块未关联桩');
    expect(screen.queryByText('产值填报提醒')).toBeNull();

    fireEvent.click(within(reminder).getByRole('button', { name: '知道了' }));
    expect(await screen.findByText('产值填报提醒', {}, { timeout: 4000 })).toBeTruthy();
    expect(isReminderOn(projectId)).toBe(false);
    expect(screen.getByText('请于每月 5 日至 28 日填报上月产值。')).toBeTruthy();
    expect(await screen.findByText('本项目上半月填报时间：每月 6 日至 21 日')).toBeTruthy();
    // The output notice is on screen: a script driving the page must still wait.
    expect(phase()).toBe('pending');

    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.startsWith('/api/output/notice/read'))?.body).toEqual({ projectId }),
    );
    await waitFor(() => expect(phase()).toBe('settled'));
    expect(useDialogPhaseStore.getState().phase).toBe('settled');
  });

  it('when the count answers another code, then its message shows as an error', async () => {
    stubServer({ specimens: envelope(null, 500, '试块统计失败') });
    renderDialogs(user(), []);
    expect(await screen.findByText('试块统计失败')).toBeTruthy();
    expect(screen.queryByText('桩基关联提醒')).toBeNull();
  });

  it('when there is no tender for an invitation to tender of 1280, then the tender alert shows', async () => {
    const calls = stubServer({ tender: null });
    renderDialogs(user({ money: '1280.0000', contractModeValue: CONTRACT_MODE.INVITATION_TO_TENDER }), []);
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(`/api/tender/detail?proId=${nextProjectId - 1}`),
    );
    expect(await screen.findByText('本项目招标信息未登记，请总包单位项目负责人登记招标信息')).toBeTruthy();
  });

  it('when the new-window flag is set, then nothing is loaded', async () => {
    const calls = stubServer({ specimens: envelope(4) });
    render(
      <AppProviders>
        <GlobalDialogs user={user({ money: null })} projects={[]} newWindow />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('GlobalDialogs: blocking project modals', () => {
  it('when the project information is incomplete and there are two projects, then switching calls the change and reloads after 500 ms', async () => {
    const calls = stubServer();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const value = user({ id: 11 });
    renderDialogs(value, [listItem(11, '一标段 桩基工程', 1), listItem(12, '桩基工程')]);

    expect(await screen.findByText('项目信息未完善')).toBeTruthy();
    expect(screen.getByText(/主项目信息尚未完善/)).toBeTruthy();
    // Not closable; no start-up call while it blocks.
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /切换子项目/ }));
    const radios = await screen.findAllByRole('radio');
    // The current project cannot be picked again.
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, false]);
    fireEvent.click(radios[1]!);
    fireEvent.click(screen.getByRole('button', { name: /切\s*换$/ }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/user/project/change?proId=12&platformType=1'),
    );
    expect(calls.some((c) => c.url.startsWith('/api/tender/detail'))).toBe(false);
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('when the design information is incomplete with one project, then the second modal shows without a switch button', async () => {
    stubServer();
    renderDialogs(user({ id: 21, mainStatus: 0 }), [listItem(21, '一标段 桩基工程')]);
    expect(await screen.findByText('子项目设计信息未完善')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /切换子项目/ })).toBeNull();
    expect(document.documentElement.dataset.shellDialogs).toBe('blocked');
  });
});

describe('GlobalDialogs: token integrity', () => {
  it('when the cookie changes under the tab, then only the risk dialog shows, with one button', async () => {
    stubServer();
    renderDialogs(user({ id: 31 }), [listItem(31, '一标段 桩基工程')]);
    writeToken('token-b');
    expect(
      await screen.findByText('当前账号登录状态存在风险，请重新登录', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['重新登录']);
  });
});
