import { beforeEach, describe, expect, it } from 'vitest';
import { isReminderOn, turnReminderOff } from '../../session/startup-checks';
import {
  checkTokenIntegrity,
  compareTokens,
  forgetCopyIfLoggedOut,
  TOKEN_COPY_KEY,
  type TokenIntegrityDeps,
} from './token-integrity';

describe('token comparison (spec §4, §8)', () => {
  it.each([
    [undefined, undefined, 'none'],
    ['', 'abc', 'none'],
    [undefined, 'abc', 'none'],
    ['abc', null, 'adopt'],
    ['abc', '', 'adopt'],
    ['abc', 'abc', 'ok'],
    ['abc', 'xyz', 'mismatch'],
    ['abc', 'ABC', 'mismatch'],
  ] as const)('when the cookie is %j and the copy %j, then the result is %s', (cookie, copy, expected) => {
    expect(compareTokens(cookie, copy)).toBe(expected);
  });
});

describe('token integrity in a tab', () => {
  let cookie: string | undefined;
  const deps = (): TokenIntegrityDeps => ({ readToken: () => cookie, storage: window.sessionStorage });

  beforeEach(() => {
    window.sessionStorage.clear();
    cookie = undefined;
  });

  it('when the tab sees a token for the first time, then it keeps a copy and reports no risk', () => {
    cookie = 'token-a';
    expect(checkTokenIntegrity(deps())).toBe(false);
    expect(window.sessionStorage.getItem(TOKEN_COPY_KEY)).toBe('token-a');
    expect(checkTokenIntegrity(deps())).toBe(false);
  });

  it('when another tab logs in as someone else, then the login is at risk', () => {
    cookie = 'token-a';
    checkTokenIntegrity(deps());
    cookie = 'token-b';
    expect(checkTokenIntegrity(deps())).toBe(true);
    // The copy is not overwritten: the risk stays until the user logs in again.
    expect(checkTokenIntegrity(deps())).toBe(true);
  });

  it('when the tab logs out and in again, then the new token is adopted without a risk', () => {
    cookie = 'token-a';
    checkTokenIntegrity(deps());
    cookie = undefined;
    forgetCopyIfLoggedOut(deps());
    expect(window.sessionStorage.getItem(TOKEN_COPY_KEY)).toBeNull();
    cookie = 'token-b';
    expect(checkTokenIntegrity(deps())).toBe(false);
    expect(window.sessionStorage.getItem(TOKEN_COPY_KEY)).toBe('token-b');
  });

  it('when the page is left while still logged in, then the copy is kept', () => {
    cookie = 'token-a';
    checkTokenIntegrity(deps());
    forgetCopyIfLoggedOut(deps());
    expect(window.sessionStorage.getItem(TOKEN_COPY_KEY)).toBe('token-a');
  });

  it('when a new login is adopted, then the specimen reminder is on again for every project', () => {
    turnReminderOff(7);
    cookie = 'token-a';
    checkTokenIntegrity(deps());
    expect(isReminderOn(7)).toBe(true);
    // A reload in the same login keeps 'Got it'.
    turnReminderOff(7);
    checkTokenIntegrity(deps());
    expect(isReminderOn(7)).toBe(false);
  });
});
