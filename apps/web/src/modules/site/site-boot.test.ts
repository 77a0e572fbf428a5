import 'fake-indexeddb/auto';
import { LANGUAGE_COOKIE, siteHomeCalls, TOKEN_COOKIE } from '@zhuji/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../app/i18n';
import { removeCookie, writeCookie } from '../../session/cookies';
import { outboxDb } from './outbox/outbox-db';
import { keptWork } from './site-data';

// The site home's one call asked as the page starts (docs/domains/site.md#load-time): site-boot.ts asks with the
// session's token before the app is there; the app's loadWork takes that answer over instead of asking again,
// keeps it on the phone, and asks again itself only when the early answer was not a plain one.

const home = {
  project: { id: 2, name: '一标段 桩基工程' },
  user: { id: 7, name: '张建国', unitId: 3 },
  piles: [{ id: 31, pileNo: 'GZ1', groupId: 4, status: 'inConstruction' }],
  groups: [],
  pours: [],
  people: [{ name: '王海涛', company: '浙江监理' }],
  rectifications: [],
  plans: [],
};
const envelope = (data: unknown, code = 200) => ({
  code,
  msg: code === 200 ? 'success' : '查询失败',
  data,
  url: null,
});
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** site-boot.ts as the page runs it: once, at load. */
const boot = async () => {
  vi.resetModules();
  await import('./site-boot');
};

beforeEach(() => {
  writeCookie(TOKEN_COOKIE, 'tok-1');
  writeCookie(LANGUAGE_COOKIE, 'zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.__zhujiSiteHome = undefined;
  removeCookie(TOKEN_COOKIE);
});

describe('the site home asked as the page starts', () => {
  it('when the page starts signed in, then the home call is asked once with the token and the plain answer is the work', async () => {
    const fetch = vi.fn(async () => answer(envelope(home)));
    vi.stubGlobal('fetch', fetch);
    await boot();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/${siteHomeCalls.home.path}`);
    expect(init.headers).toMatchObject({ 'x-auth-token': 'tok-1', 'Accept-Language': 'zh' });

    const { loadWork } = await import('./site-data');
    const work = await loadWork();
    expect(work).toMatchObject({ project: home.project, piles: home.piles, people: home.people });
    // Taken over, not asked again; kept on the phone for a start without signal.
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await keptWork())?.project).toEqual(home.project));
  });

  it('when the early answer was refused, then the app asks again through the request layer and shows that answer', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(envelope(null, 500)))
      .mockResolvedValueOnce(answer(envelope({ ...home, project: { id: 2, name: '二标段' } })));
    vi.stubGlobal('fetch', fetch);
    await boot();
    const { loadWork } = await import('./site-data');
    expect((await loadWork())?.project.name).toBe('二标段');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toContain(`/api/${siteHomeCalls.home.path}`);
  });

  it('when the caller has no current project, then no work (the home says so)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(envelope({ ...home, project: null, piles: [] }))),
    );
    await boot();
    const { loadWork } = await import('./site-data');
    expect(await loadWork()).toBeNull();
  });

  it('when there is no session, then nothing is asked before the app', async () => {
    removeCookie(TOKEN_COOKIE);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await boot();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__zhujiSiteHome).toBeUndefined();
  });

  it('when the network fails, then the work kept on the phone', async () => {
    await outboxDb().cache.put({ key: 'work', value: { ...home, at: '2026-12-01T08:00:00.000Z' }, at: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await boot();
    const { loadWork } = await import('./site-data');
    expect((await loadWork())?.at).toBe('2026-12-01T08:00:00.000Z');
  });
});
