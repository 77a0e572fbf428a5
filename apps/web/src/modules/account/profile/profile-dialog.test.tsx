import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { AppProviders } from '../../../app/providers';
import { resetSession, useSessionStore } from '../../../session/session-store';
import { demoUser } from '../../../session/test-menu';
import { removeToken, writeToken } from '../../../session/token';
import '../messages';
import { envelope } from '../../../../test/envelope';
import { ProfileDialog } from './profile-dialog';

let sent: { url: string; body: unknown }[];

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

beforeEach(() => {
  writeToken('token-a');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/user/profile')) {
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        return envelope(null);
      }
      return new Response('not found', { status: 404 });
    }),
  );
  useSessionStore.setState({
    status: 'ready',
    user: demoUser({ introduction: '旧简介' }),
    projects: [],
    vipProjectInterests: [],
    fireControl: null,
    routes: [],
    permittedNames: new Set(),
    userRoles: [],
    routesVersion: 1,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removeToken();
  resetSession();
});

function renderDialog(onClose = vi.fn()) {
  render(
    <AppProviders>
      <ProfileDialog open onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

describe('个人资料 (docs/product.md §3)', () => {
  it('when the introduction is changed and saved, then it is sent trimmed and the session shows it', async () => {
    const onClose = renderDialog();
    const text = await screen.findByTestId('profile-introduction');
    expect((text as HTMLTextAreaElement).value).toBe('旧简介');
    fireEvent.change(text, { target: { value: '  桩基项目经理  ' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { url: '/api/user/profile', body: { avatar: null, introduction: '桩基项目经理' } },
    ]);
    expect(useSessionStore.getState().user?.introduction).toBe('桩基项目经理');
    expect(await screen.findByText('个人资料已保存')).toBeTruthy();
  });
});
