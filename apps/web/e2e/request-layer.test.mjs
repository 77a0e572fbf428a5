import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TOKEN_COOKIE, useE2E } from './harness.mjs';

/** Calls GET /api/test/respond through the app's own request layer and reports how it settled. */
const respond = (page, query) =>
  page.evaluate(async (q) => {
    try {
      return { ok: true, data: await window.__zhujiApi.get('test/respond', q) };
    } catch (error) {
      return { ok: false, kind: error.kind, code: error.code, status: error.status, message: error.message };
    }
  }, query);

/** For answers that reload the page: fire the call without awaiting it in a context about to vanish. */
const respondAndForget = (page, query) =>
  page.evaluate((q) => {
    void window.__zhujiApi.get('test/respond', q).catch(() => undefined);
  }, query);

/** Records every antd message shown, including ones the next reload wipes off the screen. */
async function recordMessages(context) {
  const seen = [];
  await context.exposeBinding('__recordMessage', (_source, text) => seen.push(text));
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        if (notice.dataset.recorded) continue;
        notice.dataset.recorded = '1';
        window.__recordMessage(notice.textContent ?? '');
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return seen;
}

const tokenCookie = async (context) => (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);

const message = (page, text) => page.locator('.ant-message-notice').filter({ hasText: text });

describe('request layer against the real server', () => {
  const e2e = useE2E();

  const open = async (path = '/404') => {
    await e2e.exposeApi();
    await e2e.page.goto(e2e.url(path));
    await e2e.page.waitForFunction(() => Boolean(window.__zhujiApi));
  };

  const loginWithToken = (context) =>
    context.addCookies([{ name: TOKEN_COOKIE, value: 'e2e-token', url: e2e.baseUrl }]);

  it('when the flag is not set, then the app exposes no request handle', async () => {
    await e2e.page.goto(e2e.url('/404'));
    await e2e.page.getByRole('button', { name: '返回首页' }).waitFor();
    assert.equal(await e2e.page.evaluate(() => typeof window.__zhujiApi), 'undefined');
  });

  it('when code 200 comes, then the data resolves and no message is shown', async () => {
    await open();
    const result = await respond(e2e.page, { code: 200, data: 'hello' });
    assert.deepEqual(result, { ok: true, data: 'hello' });
    assert.equal(await e2e.page.locator('.ant-message-notice').count(), 0);
  });

  it('when code 1303 comes, then the app navigates to its url', async () => {
    await open();
    const result = await respond(e2e.page, { code: 1303, msg: '', url: '/401?noGoBack=true' });
    assert.equal(result.ok, false);
    await e2e.page.waitForURL((url) => url.pathname === '/401' && url.searchParams.has('noGoBack'));
    await e2e.page.getByText('抱歉，您没有权限访问该页面，如有需要请联系管理员。').waitFor();
  });

  it('when code 402 comes, then its message is shown, the token cookie cleared and the page reloaded', async () => {
    const { context, page } = e2e;
    const seen = await recordMessages(context);
    await loginWithToken(context);
    await open();
    assert.ok(await tokenCookie(context));
    const reloaded = page.waitForEvent('load');
    await respondAndForget(page, { code: 402, msg: '账号已在其他地方登录' });
    await reloaded;
    assert.ok(
      seen.some((text) => text.includes('账号已在其他地方登录')),
      `messages seen: ${seen}`,
    );
    assert.equal(await tokenCookie(context), undefined);
  });

  it('when code 400 says not logged in, then login expired is shown, the token cleared and the page reloaded', async () => {
    const { context, page } = e2e;
    const seen = await recordMessages(context);
    await loginWithToken(context);
    await open();
    const reloaded = page.waitForEvent('load');
    await respondAndForget(page, { code: 400, data: 'not logged in', msg: '' });
    await reloaded;
    assert.ok(
      seen.some((text) => text.includes('用户登录已过期')),
      `messages seen: ${seen}`,
    );
    assert.equal(await tokenCookie(context), undefined);
  });

  it('when another code comes, then the server message is shown and the session kept', async () => {
    const { context, page } = e2e;
    await loginWithToken(context);
    await open();
    const result = await respond(page, { code: 1234, msg: '该检测记录已被锁定' });
    assert.deepEqual(result, {
      ok: false,
      kind: 'code',
      code: 1234,
      status: 200,
      message: '该检测记录已被锁定',
    });
    await message(page, '该检测记录已被锁定').waitFor();
    assert.ok(await tokenCookie(context));
  });

  for (const [status, text] of [
    [404, '记录不存在'],
    [422, '创建对象时发生验证错误'],
    [503, '服务不可用'],
  ]) {
    it(`when HTTP ${status} comes, then "${text}" is shown`, async () => {
      await open();
      const result = await respond(e2e.page, { code: status, status, msg: '' });
      assert.equal(result.status, status);
      await message(e2e.page, text).waitFor();
    });
  }

  it('when HTTP 422 names the field, then the message carries the server detail', async () => {
    await open();
    await respond(e2e.page, { code: 422, status: 422, msg: '项目名称不能为空' });
    await message(e2e.page, '创建对象时发生验证错误：项目名称不能为空').waitFor();
  });

  for (const status of [500, 502, 503, 504]) {
    it(`when HTTP ${status} comes, then the app lands on /500`, async () => {
      await open();
      await respond(e2e.page, { code: status, status, msg: '' });
      await e2e.page.waitForURL((url) => url.pathname === '/500');
      await e2e.page.getByText('抱歉，服务器出了点问题，请稍后再试。').waitFor();
    });
  }
});
