import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TIMING } from '@zhuji/shared';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../app/i18n';
import { AppProviders } from '../app/providers';
import { VerificationCodeButton } from './verification-code-button';

const envelope = (data: unknown, status = 200, code = 200, msg = '') =>
  new Response(JSON.stringify({ code, data, msg, url: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function stubServer(answer: () => Response = () => envelope({ resendSeconds: 60, expiresInSeconds: 300 })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return answer();
    }),
  );
  return calls;
}

function renderButton(phone = '13805710001') {
  render(
    <AppProviders>
      <Form initialValues={{ phone }}>
        <Form.Item name="phone" label="phone">
          <Input />
        </Form.Item>
        <VerificationCodeButton purpose="register" phoneField="phone" />
      </Form>
    </AppProviders>,
  );
  return screen.getByRole('button');
}

/** Lets the fake clock run and React settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh');
});

describe('VerificationCodeButton', () => {
  it('when the code is sent, then it counts down 60 s disabled and is usable again afterwards', async () => {
    vi.useFakeTimers();
    const calls = stubServer();
    const button = renderButton();
    expect(button.textContent).toBe('获取验证码');

    fireEvent.click(button);
    await elapse(0);
    expect(calls).toEqual(['/auth/phone/code?phone=13805710001&purpose=register']);
    expect(screen.getByRole('button').textContent).toBe('60秒后重试');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('验证码已发送，请注意查收')).toBeTruthy();

    await elapse(1000);
    expect(screen.getByRole('button').textContent).toBe('59秒后重试');

    fireEvent.click(screen.getByRole('button'));
    await elapse((TIMING.VERIFICATION_COUNTDOWN_S - 2) * 1000);
    expect(screen.getByRole('button').textContent).toBe('1秒后重试');
    expect(calls).toHaveLength(1);

    await elapse(1000);
    expect(screen.getByRole('button').textContent).toBe('获取验证码');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the phone is wrong, then "phone number wrong" shows and nothing is sent', async () => {
    const calls = stubServer();
    fireEvent.click(renderButton('1380571'));
    expect((await screen.findAllByText('手机号码有误', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    expect(screen.getByRole('button').textContent).toBe('获取验证码');
  });

  it('when the server refuses (too soon), then its message shows and no countdown starts', async () => {
    vi.useFakeTimers();
    stubServer(() => envelope(null, 429, 429, '验证码发送过于频繁，请 42 秒后再试'));
    fireEvent.click(renderButton());
    await elapse(0);
    expect(screen.getByText(/验证码发送过于频繁/)).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('获取验证码');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the UI is English or Spanish, then the countdown reads in that language', async () => {
    vi.useFakeTimers();
    stubServer();
    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(renderButton());
    await elapse(0);
    expect(screen.getByRole('button').textContent).toBe('Retry in 60 s');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button').textContent).toBe('Reintentar en 60 s');
  });
});
