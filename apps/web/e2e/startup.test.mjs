import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeReminders, DEMO_PASSWORD, shellReady, signIn, TOKEN_COOKIE, useE2E } from './harness.mjs';

// The app shell's global dialogs against the real server and its demo data (docs/product.md §2.6, §4, §8):
// specimen association reminder, tender alert, output notice, hotline, help guide, token integrity.

describe('global dialogs and start-up flow against the real server', () => {
  const e2e = useE2E();

  const login = async (page, username) => {
    await page.goto(e2e.url('/login'));
    await page.getByLabel('账号', { exact: true }).fill(username);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await page.getByTestId('shell').waitFor({ timeout: 20_000 });
  };

  const specimenReminder = (page) => page.locator('.zj-specimen-reminder .ant-modal');
  const outputNotice = (page) => page.locator('.zj-output-notice .ant-modal');

  /** The output notice comes after the start-up alerts: once it shows, the flow is over. */
  const waitForOutputNotice = (page) =>
    outputNotice(page).getByText('产值填报提醒').waitFor({ timeout: 20_000 });

  /**
   * The output notice is due only from the 5th to the 28th of the month, counted in the business time zone
   * (OUTPUT_NOTICE_WINDOW in packages/shared/src/constants.ts): on other days the flow ends without it.
   */
  const outputWindowOpen = () => {
    const day = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: 'numeric' }).format(),
    );
    return day >= 5 && day <= 28;
  };
  /** Outside the window: the shell says its start-up dialogs are decided, and no output notice came. */
  const expectNoOutputNotice = async (page) => {
    await shellReady(page).waitFor({ timeout: 20_000 });
    assert.equal(await outputNotice(page).count(), 0);
  };

  const closeOutputNotice = async (page) => {
    const saved = page.waitForResponse((res) => res.url().includes('/api/output/notice/read'));
    await outputNotice(page).getByRole('button', { name: '我知道了' }).click();
    assert.equal((await (await saved).json()).code, 200);
    await outputNotice(page).waitFor({ state: 'hidden' });
  };

  it('when 张建国 logs in on 一标段 桩基工程, then the pile association reminder counts 4 groups and "Got it" keeps it away for the session', async () => {
    const { page } = e2e;
    await login(page, 'zhangjianguo');

    const reminder = specimenReminder(page);
    await reminder.getByText('桩基关联提醒').waitFor({ timeout: 20_000 });
    await reminder.getByText(/当前项目有\s*4\s*组试块未关联桩/).waitFor();
    await reminder.getByText('桩基尚未登记；').waitFor();
    await reminder.getByText('桩号与送检部位不一致。').waitFor();
    // One dialog at a time: the output notice waits for the reminder.
    assert.equal(await outputNotice(page).count(), 0);

    await reminder.getByRole('button', { name: '知道了' }).click();
    await reminder.waitFor({ state: 'hidden' });
    if (!outputWindowOpen()) return expectNoOutputNotice(page);
    // Then the output notice (no report for last month; today is between the 5th and the 28th).
    await waitForOutputNotice(page);
    await outputNotice(page).getByText('请于每月 5 日至 28 日填报上月产值。').waitFor();
    await outputNotice(page).getByText('本项目上半月填报时间：每月 5 日至 20 日').waitFor();

    // A reload in the same session: the flow runs again, but the reminder flag is off.
    await page.reload();
    await page.getByTestId('shell').waitFor();
    await waitForOutputNotice(page);
    assert.equal(await specimenReminder(page).locator('.ant-modal-body').isVisible(), false);

    // Closing the notice marks it read: a reload does not bring it back.
    await closeOutputNotice(page);
    await page.reload();
    await page.getByTestId('shell').waitFor();
    await page.getByTestId('hotline-button').waitFor();
    // Either dialog would be up before the shell says its start-up dialogs are decided.
    await outputNotice(page)
      .filter({ visible: true })
      .or(specimenReminder(page).filter({ visible: true }))
      .or(shellReady(page))
      .first()
      .waitFor();
    assert.equal(await outputNotice(page).count(), 0);
    assert.equal(await specimenReminder(page).locator('.ant-modal-body').isVisible(), false);
  });

  it('when 张建国 switches to 湘湖 桩基工程 (no tender, invitation to tender, 1280 万元), then the tender alert shows', async () => {
    const { page, context } = e2e;
    await login(page, 'zhangjianguo');
    await specimenReminder(page).getByText('桩基关联提醒').waitFor({ timeout: 20_000 });

    const token = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
    assert.ok(token);
    await e2e.switchProject(
      token,
      (p) => p.projectName === '桩基工程' && (p.mainProjectName ?? '').includes('湘湖'),
    );

    // The current project is kept on the server: put 张建国 back on 一标段 for the other stories.
    const backTo = () => e2e.switchProject(token, (p) => p.projectName === '一标段 桩基工程');
    try {
      await page.reload();
      await page.getByTestId('shell').waitFor();
      const alert = page.locator('.ant-modal-confirm', { hasText: '请总包单位项目负责人登记招标信息' });
      await alert.waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('.ant-modal-confirm', { hasText: '合同或概况信息未登记' }).count(), 0);
      await alert.getByRole('button', { name: '知道了' }).click();
      await alert.waitFor({ state: 'hidden' });
      // 湘湖 has no unlinked specimens: the flow goes on to the output notice without a reminder.
      if (outputWindowOpen()) {
        await waitForOutputNotice(page);
        await outputNotice(page).getByText('项目：桩基工程').waitFor();
      } else await expectNoOutputNotice(page);
      assert.equal(await specimenReminder(page).locator('.ant-modal-body').isVisible(), false);
    } finally {
      await backTo();
    }
  });

  it('when the supervisor 王海涛 logs in, then he sees neither the specimen reminder nor the output notice (both the contractor’s); the hotline shows its QR on hover and the help guide lists three entries', async () => {
    const { page } = e2e;
    await login(page, 'wanghaitao');
    await shellReady(page).waitFor({ timeout: 20_000 });
    assert.equal(await specimenReminder(page).count(), 0);
    assert.equal(await outputNotice(page).count(), 0);

    const hotline = page.getByTestId('hotline-button');
    const card = page.locator('.zj-hotline-card');
    await hotline.hover();
    await card.locator('img[src^="data:image/"]').waitFor();
    await card.getByText(/电话：/).waitFor();
    await card.getByText(/服务时间：/).waitFor();
    await page.mouse.move(200, 300);
    await card.waitFor({ state: 'hidden' });

    await page.getByTestId('help-button').click();
    const help = page.locator('.zj-help-dialog .ant-modal');
    await help.getByText('帮助指南').first().waitFor();
    const rows = help.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 3);
    assert.equal(await help.locator('.ant-table-tbody img[src^="data:image/"]').count(), 3);
    for (const header of ['序号', '适用范围', '二维码']) {
      await help.locator('.ant-table-thead').getByText(header).waitFor();
    }
    await help.locator('.ant-modal-close').click();
    await help.waitFor({ state: 'hidden' });
  });

  it('when another login replaces the token cookie, then the risk dialog asks to log in again and leads to /login', async () => {
    const { page, context } = e2e;
    await login(page, 'zhangjianguo');
    await specimenReminder(page).getByText('桩基关联提醒').waitFor({ timeout: 20_000 });

    // Another tab of the same browser logs in as someone else: the shared cookie changes.
    const other = await signIn(e2e.baseUrl, 'wanghaitao', DEMO_PASSWORD);
    await context.addCookies([{ name: TOKEN_COOKIE, value: other, url: e2e.baseUrl }]);

    const risk = page.locator('.zj-token-risk .ant-modal');
    await risk.getByText('当前账号登录状态存在风险，请重新登录').waitFor({ timeout: 10_000 });
    // The start-up dialogs give way to it.
    await specimenReminder(page).waitFor({ state: 'hidden' });
    const buttons = risk.locator('.ant-modal-footer button');
    assert.equal(await buttons.count(), 1);
    await risk.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    assert.equal(
      (await context.cookies()).find((c) => c.name === TOKEN_COOKIE),
      undefined,
    );

    // Logging in again in this tab is a new login, not a risk.
    await page.getByLabel('账号', { exact: true }).fill('zhangjianguo');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('shell').waitFor({ timeout: 20_000 });
    await specimenReminder(page).getByText('桩基关联提醒').waitFor({ timeout: 20_000 });
    // Through the start-up dialogs to the end: the shell decided them without a risk ('blocked').
    await closeReminders(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.shellDialogs), 'settled');
    assert.equal(await risk.count(), 0);
  });
});
