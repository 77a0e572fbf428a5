import { webcrypto } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type CurrentAccount, TIMING } from '@zhuji/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/envelope';
import i18n from '../../../app/i18n';
import { AppProviders } from '../../../app/providers';
import { queryClient } from '../../../app/query-client';
import { base64ToBytes, bytesToBase64 } from '../../../session/encrypt-password';
import { readToken, removeToken, writeToken } from '../../../session/token';
import { PersonalInfoDialog, personalDialogMode } from './personal-info-dialog';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

const account = (overrides: Partial<CurrentAccount>): CurrentAccount => ({
  checkCode: false,
  situation: 3,
  name: '李晓峰',
  phone: '13805710003',
  judge: false,
  ...overrides,
});

/** A server with a real RSA key that hands out numbered nonces and records the personal save. */
async function stubServer() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  let nonces = 0;
  const saved: Record<string, unknown>[] = [];
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/auth/login/key')) {
        nonces += 1;
        return envelope({ publicKey, nonce: `nonce-${nonces}`, expiresAt: '2099-01-01T00:00:00Z' });
      }
      if (url.startsWith('/api/user/personal')) {
        saved.push(JSON.parse(String(init?.body)));
        return envelope(null);
      }
      if (url.startsWith('/api/phone/search')) {
        return envelope([{ name: '李晓峰', phone: '13805710003', judge: true }]);
      }
      if (url.startsWith('/auth/logout')) return envelope(null);
      return new Response('not found', { status: 404 });
    }),
  );
  const decrypt = async (cipher: unknown) => {
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, base64ToBytes(String(cipher)));
    return JSON.parse(new TextDecoder().decode(plain)) as { password: string; nonce: string };
  };
  return { saved, urls, decrypt };
}

function renderDialog(value: CurrentAccount) {
  render(
    <AppProviders>
      <PersonalInfoDialog account={value} />
    </AppProviders>,
  );
}

const dialog = () => screen.getByRole('dialog');

// antd's first render and async validation are slow when the whole web suite runs in parallel.
const SLOW = { timeout: 5000 };

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

describe('personalDialogMode (spec §4 account situation)', () => {
  it.each([
    [1, 'hidden'],
    [2, 'hidden'],
    [3, 'editable'],
    [4, 'locked'],
    [undefined, 'hidden'],
  ] as const)('when the situation is %s, then the dialog is %s', (situation, mode) => {
    expect(personalDialogMode(situation)).toBe(mode);
  });
});

describe('PersonalInfoDialog', { timeout: 20_000 }, () => {
  it('when the situation is 1 or 2, then nothing is shown', () => {
    renderDialog(account({ situation: 1 }));
    renderDialog(account({ situation: 2 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the situation is 4, then name and phone are prefilled and locked, and no close button exists', async () => {
    renderDialog(account({ situation: 4 }));
    expect(await screen.findByText('完善个人信息', {}, SLOW)).toBeTruthy();
    const name = within(dialog()).getByLabelText('姓名') as HTMLInputElement;
    const phone = within(dialog()).getByLabelText('手机号') as HTMLInputElement;
    expect([name.value, name.disabled]).toEqual(['李晓峰', true]);
    expect([phone.value, phone.disabled]).toEqual(['13805710003', true]);
    expect(within(dialog()).queryByLabelText('验证码')).toBeNull();
    expect(within(dialog()).queryByLabelText('原密码')).toBeNull();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: /退出登录/ })).toBeTruthy();
  });

  it('when saved empty, then the spec messages show and nothing is sent', async () => {
    const { urls } = await stubServer();
    renderDialog(account({ situation: 3, name: '', phone: '', checkCode: true, judge: true }));
    await screen.findByText('完善个人信息', {}, SLOW);
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    // antd validates each field on its own promise, so the messages may render in different ticks: wait for each.
    for (const text of ['姓名不能为空', '手机号不能为空', '验证码不能为空', '请输入原密码', '请输入密码'])
      expect(await screen.findByText(text, {}, SLOW)).toBeTruthy();
    expect(urls.some((url) => url.startsWith('/api/user/personal'))).toBe(false);
  });

  it('when the confirmation differs, then "the two passwords do not match!" shows', async () => {
    renderDialog(account({ situation: 3 }));
    await screen.findByText('完善个人信息', {}, SLOW);
    fireEvent.change(within(dialog()).getByLabelText('新密码'), { target: { value: 'abc12345' } });
    fireEvent.change(within(dialog()).getByLabelText('确认密码'), { target: { value: 'abc12346' } });
    expect(await screen.findByText('两次输入的密码不一致!', {}, SLOW)).toBeTruthy();
  });

  it('when 6 digits of the phone are typed, then suggestions are searched', async () => {
    const { urls } = await stubServer();
    renderDialog(account({ situation: 3, phone: '' }));
    await screen.findByText('完善个人信息', {}, SLOW);
    fireEvent.change(within(dialog()).getByLabelText('手机号'), { target: { value: '13805' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(urls.some((url) => url.startsWith('/api/phone/search'))).toBe(false);
    fireEvent.change(within(dialog()).getByLabelText('手机号'), { target: { value: '138057' } });
    await waitFor(() => expect(urls).toContain('/api/phone/search?keywords=138057'), SLOW);
  });

  it('when saved, then each password goes encrypted with its own nonce, and the session ends with a reload', async () => {
    const { saved, decrypt } = await stubServer();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    writeToken('tok');
    renderDialog(account({ situation: 3, judge: true }));
    await screen.findByText('完善个人信息', {}, SLOW);
    fireEvent.change(within(dialog()).getByLabelText('姓名'), { target: { value: '李小峰' } });
    fireEvent.change(within(dialog()).getByLabelText('原密码'), { target: { value: 'Zhuji@123456' } });
    fireEvent.change(within(dialog()).getByLabelText('新密码'), { target: { value: 'Newpass2026' } });
    fireEvent.change(within(dialog()).getByLabelText('确认密码'), { target: { value: 'Newpass2026' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: TIMING.LOGOUT_DEBOUNCE_MS + 3000 });
    expect(readToken()).toBeUndefined();
    expect(saved).toHaveLength(1);
    const body = saved[0]!;
    expect(body).toMatchObject({ name: '李小峰', phone: '13805710003', situation: 3, judge: true });
    const plain = await Promise.all([
      decrypt(body.oldPassword),
      decrypt(body.password),
      decrypt(body.passwordConfirm),
    ]);
    expect(plain.map((p) => p.password)).toEqual(['Zhuji@123456', 'Newpass2026', 'Newpass2026']);
    expect(new Set(plain.map((p) => p.nonce)).size).toBe(3);
  });
});
