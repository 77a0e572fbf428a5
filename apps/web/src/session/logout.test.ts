import { TIMING, TOKEN_COOKIE } from '@zhuji/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { logout } from './logout';
import { readToken, writeToken } from './token';

afterEach(() => {
  vi.useRealTimers();
});

describe('logout', () => {
  it('when called, then the token cookie is cleared after the debounce', async () => {
    vi.useFakeTimers();
    writeToken('abc');
    const done = logout();
    await vi.advanceTimersByTimeAsync(TIMING.LOGOUT_DEBOUNCE_MS - 1);
    expect(readToken()).toBe('abc');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
  });

  it('when a burst of calls arrives, then the session is cleared once and every caller resolves', async () => {
    vi.useFakeTimers();
    writeToken('abc');
    const first = logout();
    await vi.advanceTimersByTimeAsync(200);
    const second = logout();
    await vi.advanceTimersByTimeAsync(200);
    writeToken('new-login-in-between');
    expect(readToken()).toBe('new-login-in-between');
    await vi.advanceTimersByTimeAsync(TIMING.LOGOUT_DEBOUNCE_MS);
    await Promise.all([first, second]);
    expect(readToken()).toBeUndefined();
  });
});
