import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useE2E } from './harness.mjs';

describe('error pages', () => {
  const e2e = useE2E();

  it('when an unknown path is opened without a login, then the login page opens (spec §2.3)', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/no/such/page?x=1'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('when /404 is opened, then the page says the page does not exist', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/404'));
    await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor();
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    assert.equal(await page.title(), '页面不存在 - SaaS平台 - 业务系统');
  });

  it('when /500 is opened, then the server-error page renders with a way home', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/500'));
    await page.getByText('抱歉，服务器出了点问题，请稍后再试。').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    // No token, so home sends the user on to the login page.
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('账号登录').waitFor();
  });

  it('when /401 is opened with noGoBack, then only the way home is offered', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/401?noGoBack=true'));
    await page.getByText('抱歉，您没有权限访问该页面，如有需要请联系管理员。').waitFor();
    assert.equal(await page.getByRole('button', { name: '返回上一页' }).count(), 0);
  });

  it('when the language cookie says en, then the 404 page is in English', async () => {
    const { page, context } = e2e;
    await context.addCookies([{ name: 'language', value: 'en', url: e2e.baseUrl }]);
    await page.goto(e2e.url('/404'));
    await page.getByRole('button', { name: 'Back to home' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
  });

  it('when /announcement is opened without a login, then the public notices list and one reads in full', async () => {
    const { page } = e2e;
    await page.goto(e2e.url('/announcement'));
    const list = page.getByTestId('notice-list');
    await list.getByText('关于开展2026年第四季度建设工程质量安全专项检查的通知').waitFor();
    assert.equal(new URL(page.url()).pathname, '/announcement');
    assert.match(await page.title(), /^通知公告 - /);
    await list.getByText('关于开展2026年第四季度建设工程质量安全专项检查的通知').click();
    await page.getByTestId('notice-detail').getByText('桩基础施工记录', { exact: false }).waitFor();
  });
});
