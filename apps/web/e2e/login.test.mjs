import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeReminders, DEMO_PASSWORD, TOKEN_COOKIE, useE2E } from './harness.mjs';

const tokenCookie = async (context) => (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);

describe('login against the real server', () => {
  const e2e = useE2E();

  const fillLogin = async (page, username, password) => {
    await page.goto(e2e.url('/login'));
    await page.getByLabel('账号').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
  };

  // The blank root leads to the first page of the menu: the workbench.
  const onHome = (page) => page.waitForURL((url) => url.pathname === '/home/index', { timeout: 15_000 });

  it('when a field is empty, then the form asks for it and sends nothing', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/login'));
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/auth/login')) posted = true;
    });
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page
      .getByText('请输入账号', { exact: true })
      .and(page.locator('.ant-form-item-explain-error'))
      .waitFor();
    await page.locator('.ant-form-item-explain-error', { hasText: '请输入密码' }).waitFor();
    assert.equal(posted, false);
  });

  it('when the password is wrong, then the server message shows and the page stays on /login', async () => {
    const { page, context } = e2e;
    await fillLogin(page, 'zhangjianguo', 'wrong-password');
    await page.locator('.ant-message-notice', { hasText: '账号或密码错误' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await tokenCookie(context), undefined);
    // The button is usable again for the next try.
    await page
      .getByRole('button', { name: /登\s*录/ })
      .and(page.locator(':not(.ant-btn-loading)'))
      .waitFor();
  });

  it('when the password is right, then the landing page shows the user, reload keeps the session and logout ends it', async () => {
    const { page, context } = e2e;
    await fillLogin(page, '  zhangjianguo ', DEMO_PASSWORD);
    await onHome(page);

    await page.getByRole('heading', { name: /张建国/ }).waitFor();
    await page.getByText('一标段 桩基工程').first().waitFor();
    await page.getByText('浙江华东建工集团有限公司').first().waitFor();
    await page.getByText('项目经理').first().waitFor();
    const token = (await tokenCookie(context))?.value;
    assert.ok(token, 'the token cookie is set');

    await page.reload();
    await page.getByRole('heading', { name: /张建国/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/home/index');

    // A logged-in user asking for /login is sent back to the landing page.
    await page.goto(e2e.url('/login'));
    await onHome(page);
    await page.getByRole('heading', { name: /张建国/ }).waitFor();

    await closeReminders(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    assert.equal(await tokenCookie(context), undefined);

    // The server revoked the session: the old token is refused as not logged in.
    const answer = await page.evaluate(async (oldToken) => {
      const res = await fetch('/api/user/info?platformType=1', { headers: { 'x-auth-token': oldToken } });
      return { status: res.status, body: await res.json() };
    }, token);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.code, 400);
    assert.match(JSON.stringify(answer.body.data), /not logged in/);
  });
});
