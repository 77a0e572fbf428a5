import { webcrypto } from 'node:crypto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { creditCodeCheckChar } from '@zhuji/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { watchLoginShell } from '../../app/login-shell';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { bytesToBase64 } from '../../session/encrypt-password';
import { rememberRegistration } from '../../session/registration-status';
import { readToken, removeToken } from '../../session/token';
import { LoginPage } from './login-page';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const SLOW = { timeout: 5000 };

const envelope = (data: unknown, msg = 'success', headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: 200, data, msg, url: null }), {
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A server whose account needs a second factor: the first login asks for the code, the second completes. */
async function stubServer() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  const logins: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/auth/login/key')) {
        return envelope({ publicKey, nonce: `nonce-${logins.length}`, expiresAt: '2099-01-01T00:00:00Z' });
      }
      if (url.startsWith('/auth/login')) {
        const body = JSON.parse(String(init?.body));
        logins.push(body);
        const answer = { userId: 1, name: '平台管理员', mustChangePassword: false };
        if (!body.code) return envelope({ ...answer, codeRequired: true, codeSentTo: '139****0001' });
        return envelope(answer, 'success', { 'x-auth-token': 'token-after-code' });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return { logins };
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  removeToken();
  vi.unstubAllGlobals();
});

describe('LoginPage second factor', { timeout: 20_000 }, () => {
  it('when the password is right for an account with a second factor, then the code is asked and the login completes with it', async () => {
    const { logins } = await stubServer();
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <p>home</p> },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.change(await screen.findByLabelText('账号', {}, SLOW), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Zhuji@2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(
      await screen.findByText('验证码已发送至 139****0001，请输入短信验证码完成登录', {}, SLOW),
    ).toBeTruthy();
    expect(readToken()).toBeFalsy();
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('home', {}, SLOW)).toBeTruthy();
    expect(logins).toHaveLength(2);
    expect(logins[0]?.code).toBeUndefined();
    expect(logins[1]?.code).toBe('123456');
    expect(readToken()).toBe('token-after-code');
  });
});

describe('LoginPage taking the place of its copy in the HTML (issue 21)', { timeout: 20_000 }, () => {
  it('when the copy was filled in and its sign-in clicked before the app ran, then the page takes its place with the values and signs in', async () => {
    const { logins } = await stubServer();
    // What the server puts into /login's HTML (apps/server/src/platform/login-shell.ts), reduced to its controls.
    const shell = document.createElement('div');
    shell.id = 'login-shell';
    shell.innerHTML =
      '<div class="ant-form"><input id="username" value=" admin"><input id="password" type="password" value="Zhuji@2026">' +
      '<button type="submit">登 录</button></div>';
    document.body.append(shell);
    watchLoginShell();
    (shell.querySelector('#password') as HTMLInputElement).focus();
    (shell.querySelector('button') as HTMLButtonElement).click();

    render(
      <AppProviders>
        <RouterProvider
          router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
            initialEntries: ['/login'],
          })}
        />
      </AppProviders>,
    );
    const account = (await screen.findByLabelText('账号', {}, SLOW)) as HTMLInputElement;
    expect(document.getElementById('login-shell')).toBeNull();
    expect(account.value).toBe(' admin');
    expect(document.activeElement).toBe(screen.getByLabelText('密码'));
    expect(
      await screen.findByText('验证码已发送至 139****0001，请输入短信验证码完成登录', {}, SLOW),
    ).toBeTruthy();
    expect(logins).toHaveLength(1);
    expect(logins[0]?.username).toBe('admin');
  });
});

describe('LoginPage registration status', { timeout: 20_000 }, () => {
  const renderLogin = () =>
    render(
      <AppProviders>
        <RouterProvider
          router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
            initialEntries: ['/login'],
          })}
        />
      </AppProviders>,
    );
  const statusServer = (answers: Record<string, unknown>) => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/auth/comp/status') {
          const code = url.searchParams.get('creditCode') ?? '';
          asked.push(code);
          return envelope(answers[code]);
        }
        return new Response('not found', { status: 404 });
      }),
    );
    return asked;
  };
  afterEach(() => localStorage.clear());

  it('when this browser registered a company, then the login page shows it is 待审核 without being asked', async () => {
    const asked = statusServer({
      '91330106MA2B00010X': {
        status: 'pending',
        name: '杭州测试监理有限公司',
        reason: null,
        reviewedAt: null,
      },
    });
    rememberRegistration('91330106MA2B00010X');
    renderLogin();
    const status = await screen.findByTestId('registration-status', {}, SLOW);
    expect(status.textContent).toContain('杭州测试监理有限公司：待审核');
    expect(status.getAttribute('data-status')).toBe('pending');
    expect(asked).toEqual(['91330106MA2B00010X']);
  });

  it('when a rejected company is looked up by its credit code, then 已驳回 and the platform’s reason show', async () => {
    const code = `91330106MA2B0002${'0'}`;
    const valid = `${code}${creditCodeCheckChar(code)}`;
    statusServer({
      [valid]: {
        status: 'disabled',
        name: '杭州驳回建设有限公司',
        reason: '营业执照信息不符',
        reviewedAt: '2026-11-20T02:00:00Z',
      },
    });
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: '查询单位注册审核状态' }, SLOW));
    const input = screen.getByPlaceholderText('统一社会信用代码');
    fireEvent.change(input, { target: { value: 'not-a-code' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('请输入正确的统一社会信用代码', {}, SLOW)).toBeTruthy();
    fireEvent.change(input, { target: { value: valid.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    const status = await screen.findByTestId('registration-status', {}, SLOW);
    expect(status.getAttribute('data-status')).toBe('rejected');
    expect(status.textContent).toContain('杭州驳回建设有限公司：已驳回');
    expect(status.textContent).toContain('驳回原因：营业执照信息不符');
  });
});
