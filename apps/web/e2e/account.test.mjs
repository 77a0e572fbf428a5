import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  closeReminders,
  DEMO_PASSWORD,
  randomCreditCode,
  randomLetters,
  randomPhone,
  signIn,
  smsCodesLogged,
  TOKEN_COOKIE,
  useE2E,
  waitForSmsCode,
} from './harness.mjs';

const PRESET_PASSWORD = 'Zhuji@123456';

// ---------------------------------------------------------------------------------------------
// Talking to the server directly, as a second user would (approvals, resets, reading SMS codes).
// ---------------------------------------------------------------------------------------------

async function call(baseUrl, path, { method = 'GET', token, data } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(data === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const body = await res.json().catch(() => null);
  return { status: res.status, body, headers: res.headers };
}

/** An unknown route answers 404 '接口不存在' (not a record-level 404). */
const isMissingRoute = (res) => res.status === 404 && /接口不存在|not found/i.test(res.body?.msg ?? '');

/** Is this call on the server yet? Asked with an empty body, so a known route answers 4xx. */
async function exists(baseUrl, path, method = 'GET') {
  return !isMissingRoute(await call(baseUrl, path, { method, data: method === 'GET' ? undefined : {} }));
}

// ---------------------------------------------------------------------------------------------
// Test data: phones, account names and credit codes that no other test or seed uses.
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

describe('account pages against the real server', () => {
  const e2e = useE2E();

  const field = (page, label) => page.getByLabel(label, { exact: true });

  const login = async (page, username, password) => {
    await page.goto(e2e.url('/login'));
    await field(page, '账号').fill(username);
    await field(page, '密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
  };

  const leftLogin = async (page) => {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await closeReminders(page);
  };

  const onLogin = (page) => page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });

  /** The countdown proves the code was sent; then the server log has it. */
  const requestCode = async (scope, phone) => {
    const seen = smsCodesLogged(e2e.baseUrl, phone).length;
    await scope.getByRole('button', { name: '获取验证码' }).click();
    await scope.getByRole('button', { name: /秒后重试/ }).waitFor();
    return waitForSmsCode(e2e.baseUrl, phone, seen);
  };

  /** Options of the select dropdown that is open (closed ones stay in the DOM, hidden). */
  const openOptions = (page) =>
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

  const pickSelect = async (page, label, option) => {
    await field(page, label).click();
    await openOptions(page).filter({ hasText: option }).first().click();
  };

  it('when a company registers, is approved, and its administrator changes the password, then the new password logs in', async (t) => {
    const { page, context } = e2e;
    if (!(await exists(e2e.baseUrl, '/auth/register', 'POST'))) {
      t.skip('POST /auth/register is not on the server yet');
      return;
    }

    // The login page leads to the registration.
    await page.goto(e2e.url('/login'));
    await page.getByRole('link', { name: '注册单位' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('heading', { name: '单位注册' }).waitFor();

    // An empty submit shows the rules' messages and scrolls to the first one.
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: '请选择单位类型' }).waitFor();

    const creditCode = randomCreditCode();
    const adminPhone = randomPhone('139');
    const account = `reg${randomLetters(8)}`;
    const unit = `筑基测试${'甲乙丙丁戊己庚辛'[randomInt(8)]}建设有限公司`;

    await field(page, '单位名称').fill(unit);
    await field(page, '统一社会信用代码').fill(creditCode.toLowerCase());
    await pickSelect(page, '单位类型', '施工单位');
    // The qualification options follow the type.
    await field(page, '资质').click();
    // By text: the closing type dropdown's options may still be in the page for a moment.
    await openOptions(page).filter({ hasText: '施工总承包' }).first().click();
    await field(page, '所在地区').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '浙江省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '杭州市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '西湖区' }).click();
    await field(page, '详细地址').fill('文三路90号');
    await field(page, '法定代表人').fill('王建设');
    await field(page, '法定代表人手机号').fill(randomPhone('139'));
    await field(page, '登录账号').fill(account);
    await field(page, '管理员姓名').fill('周管理');

    // A wrong phone is refused before any code is sent.
    await field(page, '管理员手机号').fill('1234');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.locator('.ant-message-notice', { hasText: '手机号码有误' }).waitFor();

    await field(page, '管理员手机号').fill(adminPhone);
    const code = await requestCode(page, adminPhone);
    await field(page, '验证码').fill(code);
    await field(page, '密码').fill('Regist2026');
    await field(page, '确认密码').fill('Regist2027');
    await page.locator('.ant-form-item-explain-error', { hasText: '两次输入的密码不一致!' }).waitFor();
    await field(page, '确认密码').fill('Regist2026');
    // The credit code is shown upper-case, as the contract wants it.
    assert.equal(await field(page, '统一社会信用代码').inputValue(), creditCode);

    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('注册申请已提交，等待审核').waitFor({ timeout: 20_000 });
    await page.getByText(account).first().waitFor();

    // The platform administrator approves it.
    const adminToken = await signIn(e2e.baseUrl, 'admin', DEMO_PASSWORD);
    const pending = await call(e2e.baseUrl, '/api/admin/company/list?status=pending', { token: adminToken });
    const company = pending.body?.data?.find?.((item) => item.creditCode === creditCode);
    assert.ok(company, `the registration is listed: ${JSON.stringify(pending.body)}`);
    const verified = await call(e2e.baseUrl, '/api/admin/company/verify', {
      method: 'POST',
      token: adminToken,
      data: { id: company.id, approve: true },
    });
    assert.equal(verified.body?.code, 200, JSON.stringify(verified.body));

    // Now the credit code counts as registered: the register page warns on blur.
    await page.getByRole('button', { name: '前往登录' }).click();
    await onLogin(page);
    await page.goto(e2e.url('/register'));
    await field(page, '统一社会信用代码').fill(creditCode);
    await field(page, '单位名称').focus();
    await page.locator('.ant-form-item-explain-warning', { hasText: '该统一社会信用代码已注册' }).waitFor();

    // The new administrator logs in and changes the password.
    await login(page, account, 'Regist2026');
    await leftLogin(page);
    await page.goto(e2e.url('/passwordUpdate/index'));
    await page.getByRole('heading', { name: '修改密码' }).waitFor();
    await closeReminders(page);
    await field(page, '原密码').fill('Regist2026');
    await field(page, '新密码').fill('Regist2026');
    await page.locator('.ant-form-item-explain-error', { hasText: '新密码不能与原密码相同' }).waitFor();
    await field(page, '新密码').fill('Changed2026');
    await field(page, '确认密码').fill('Changed2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await onLogin(page);
    await page.locator('.ant-message-notice', { hasText: '密码已修改，请使用新密码重新登录' }).waitFor();
    assert.equal(
      (await context.cookies()).find((c) => c.name === TOKEN_COOKIE),
      undefined,
    );

    // The old password no longer works; the new one does.
    await login(page, account, 'Regist2026');
    await page.locator('.ant-message-notice', { hasText: '账号或密码错误' }).waitFor();
    await login(page, account, 'Changed2026');
    await leftLogin(page);
    await page.getByText('周管理').first().waitFor();

    // Log out from the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await onLogin(page);
    assert.equal(
      (await context.cookies()).find((c) => c.name === TOKEN_COOKIE),
      undefined,
    );
  });

  it('when a user must complete the personal information (situation 3), then saving it logs out and the new password logs in', async (t) => {
    const { page } = e2e;
    const managerToken = await signIn(e2e.baseUrl, 'zhangjianguo', DEMO_PASSWORD);
    const projects = (await call(e2e.baseUrl, '/auth/project/list', { token: managerToken })).body.data;
    if (
      !(await exists(e2e.baseUrl, '/api/project/role/resetPassword', 'POST')) ||
      !(await exists(e2e.baseUrl, '/api/project/role/list'))
    ) {
      t.skip('POST /api/project/role/resetPassword (or GET /api/project/role/list) is not on the server yet');
      return;
    }
    // zhangjianguo manages the project that lixiaofeng works on; reset sets situation 3 + judge.
    let member;
    let projectId;
    for (const project of projects) {
      const list = await call(e2e.baseUrl, `/api/project/role/list?id=${project.proId}`, {
        token: managerToken,
      });
      const rows = list.body?.data?.list ?? list.body?.data ?? [];
      member = rows.find?.((row) => row.account === 'lixiaofeng');
      if (member) {
        projectId = project.proId;
        break;
      }
    }
    assert.ok(member, 'lixiaofeng is a member of one of zhangjianguo’s projects');
    const reset = await call(e2e.baseUrl, '/api/project/role/resetPassword', {
      method: 'POST',
      token: managerToken,
      data: { projectId, userId: member.userId },
    });
    assert.equal(reset.body?.code, 200, JSON.stringify(reset.body));

    await login(page, 'lixiaofeng', PRESET_PASSWORD);
    await leftLogin(page);
    const dialog = page.getByRole('dialog').filter({ hasText: '完善个人信息' });
    await dialog.waitFor({ timeout: 20_000 });

    // It cannot be dismissed: Escape and the mask leave it open.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await dialog.waitFor();

    // Situation 3: the name is editable; judge asks for the current (preset) password.
    assert.equal(await dialog.getByLabel('姓名', { exact: true }).isEditable(), true);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请输入原密码' }).waitFor();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请输入密码' }).waitFor();

    const phone = await dialog.getByLabel('手机号', { exact: true }).inputValue();
    if (await dialog.getByLabel('验证码', { exact: true }).count()) {
      await dialog.getByLabel('验证码', { exact: true }).fill(await requestCode(dialog, phone));
    }
    await dialog.getByLabel('原密码', { exact: true }).fill(PRESET_PASSWORD);
    await dialog.getByLabel('新密码', { exact: true }).fill('Personal2026');
    await dialog.getByLabel('确认密码', { exact: true }).fill('Personal2026');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    await onLogin(page);
    await login(page, 'lixiaofeng', 'Personal2026');
    await leftLogin(page);
    await page.getByText('李晓峰').first().waitFor();
    assert.equal(await page.getByRole('dialog').filter({ hasText: '完善个人信息' }).count(), 0);
  });

  it('when a password is forgotten, then the phone code resets it and the new password logs in', async (t) => {
    const { page } = e2e;
    if (!(await exists(e2e.baseUrl, '/auth/password/find', 'POST'))) {
      t.skip('POST /auth/password/find is not on the server yet');
      return;
    }
    const token = await signIn(e2e.baseUrl, 'wanghaitao', DEMO_PASSWORD);
    const phone = (await call(e2e.baseUrl, '/api/user/info?platformType=1', { token })).body.data
      .currentAccount.phone;
    assert.ok(phone, 'wanghaitao has a phone');

    await page.goto(e2e.url('/login'));
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL((url) => url.pathname === '/findPassword');
    await field(page, '手机号').fill(phone);
    await field(page, '验证码').fill(await requestCode(page, phone));
    await field(page, '新密码').fill('Found2026');
    await field(page, '确认密码').fill('Found2026');
    await page.getByRole('button', { name: '重置密码' }).click();
    await onLogin(page);
    await page.locator('.ant-message-notice', { hasText: '密码已重置' }).waitFor();

    await login(page, 'wanghaitao', 'Found2026');
    await leftLogin(page);
    await page.getByText('王海涛').first().waitFor();
  });

  it('when the phone is changed with a code and the password, then the new phone shows', async (t) => {
    const { page } = e2e;
    if (!(await exists(e2e.baseUrl, '/api/phone/change', 'POST'))) {
      t.skip('POST /api/phone/change is not on the server yet');
      return;
    }
    const newPhone = randomPhone('139');
    await login(page, 'chenzhiming', DEMO_PASSWORD);
    await leftLogin(page);
    await page.goto(e2e.url('/phoneUpdate/index'));
    await page.getByRole('heading', { name: '修改手机号' }).waitFor();
    await closeReminders(page);
    const current = await page.getByTestId('current-phone').textContent();
    await field(page, '新手机号').fill(current);
    await page.locator('.ant-form-item-explain-error', { hasText: '新手机号与当前手机号相同' }).waitFor();
    await field(page, '新手机号').fill(newPhone);
    await field(page, '验证码').fill(await requestCode(page, newPhone));
    await field(page, '登录密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.locator('.ant-message-notice', { hasText: '手机号已修改' }).waitFor();
    await page.getByTestId('current-phone').filter({ hasText: newPhone }).waitFor();
  });
});
