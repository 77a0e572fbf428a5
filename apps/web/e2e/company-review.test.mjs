import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  clickForResponse,
  randomCreditCode,
  randomLetters,
  randomPhone,
  smsCodesLogged,
  useE2E,
  waitForSmsCode,
} from './harness.mjs';

// Issue 22 item 1, "a new company can get in": it registers, the login page tells it where it stands,
// the platform administrator approves it on 单位注册审核, and its administrator logs in.

describe('company registration review', () => {
  const e2e = useE2E();
  const field = (page, label) => page.getByLabel(label, { exact: true });
  const openOptions = (page) =>
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

  it('when a company registers, then its login page shows 待审核; once the administrator approves it on the review page, its user logs in', async () => {
    const { page } = e2e;
    const creditCode = randomCreditCode();
    const adminPhone = randomPhone('138');
    const account = `rv${randomLetters(8)}`;
    const unit = `筑基审核${'甲乙丙丁戊己庚辛'[randomInt(8)]}监理有限公司`;

    // The applicant registers.
    await page.goto(e2e.url('/register'));
    await field(page, '单位名称').fill(unit);
    await field(page, '统一社会信用代码').fill(creditCode);
    await field(page, '单位类型').click();
    await openOptions(page).filter({ hasText: '监理单位' }).first().click();
    await field(page, '资质').click();
    await openOptions(page).filter({ hasText: '监理' }).first().click();
    await field(page, '所在地区').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '浙江省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '杭州市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '西湖区' }).click();
    await field(page, '详细地址').fill('文三路200号');
    await field(page, '法定代表人').fill('钱审核');
    await field(page, '法定代表人手机号').fill(randomPhone('138'));
    await field(page, '登录账号').fill(account);
    await field(page, '管理员姓名').fill('孙管理');
    await field(page, '管理员手机号').fill(adminPhone);
    const seen = smsCodesLogged(e2e.baseUrl, adminPhone).length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await field(page, '验证码').fill(await waitForSmsCode(e2e.baseUrl, adminPhone, seen));
    await field(page, '密码').fill('Regist2026');
    await field(page, '确认密码').fill('Regist2026');
    const registered = await clickForResponse(
      page,
      page.getByRole('button', { name: '提交注册' }),
      '/auth/register',
    );
    assert.equal((await registered.json()).code, 200);
    // The result page already says where the registration stands.
    await page.locator('[data-testid="registration-status"][data-status="pending"]').waitFor();

    // The login page remembers the registration and shows 待审核; logging in is refused meanwhile.
    await page.goto(e2e.url('/login'));
    const status = page.getByTestId('registration-status');
    await page.locator('[data-testid="registration-status"][data-status="pending"]').waitFor();
    assert.match(await status.textContent(), new RegExp(`${unit}：待审核`));
    await field(page, '账号').fill(account);
    await field(page, '密码').fill('Regist2026');
    const refused = await clickForResponse(
      page,
      page.getByRole('button', { name: /登\s*录/ }),
      '/auth/login',
    );
    assert.equal(refused.status(), 403);
    await page.locator('.ant-message-notice', { hasText: '所属单位尚未审核通过' }).waitFor();

    // The platform administrator finds it on 单位注册审核 and approves it.
    const reviewer = await e2e.pageAs('admin');
    await e2e.open(reviewer.page, '/audit/company');
    const review = reviewer.page.getByTestId('company-review');
    const searched = reviewer.page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/admin/company/list' &&
        new URL(res.url()).searchParams.get('keyword') === creditCode,
    );
    await review.getByTestId('company-review-keyword').locator('input').fill(creditCode);
    await review.getByTestId('company-review-keyword').locator('input').press('Enter');
    const found = (await (await searched).json()).data;
    assert.equal(found.length, 1, JSON.stringify(found));
    await review.getByTestId(`company-review-open-${found[0].id}`).click();
    const details = reviewer.page.getByTestId('company-review-details');
    await details.getByText(creditCode).waitFor();
    await details.getByText('孙管理').waitFor();
    await reviewer.page.getByTestId('company-approve').click();
    const approved = await clickForResponse(
      reviewer.page,
      reviewer.page.getByTestId('company-approve-ok'),
      '/api/admin/company/verify',
    );
    assert.equal((await approved.json()).code, 200);
    await reviewer.page.locator('.ant-message-notice', { hasText: `已通过「${unit}」的注册` }).waitFor();
    // The applicant's administrator is told by text message.
    assert.ok(
      e2e.logs().includes(`${unit}的单位注册已审核通过`),
      'the approval text message is in the server log',
    );

    // The applicant's login page now says 已审核通过, and the user logs in.
    await page.goto(e2e.url('/login'));
    await page.locator('[data-testid="registration-status"][data-status="active"]').waitFor();
    await field(page, '账号').fill(account);
    await field(page, '密码').fill('Regist2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  });
});
