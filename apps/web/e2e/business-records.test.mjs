import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  apiLogin,
  chooseOption,
  clickUntilVisible,
  closeReminders,
  pressUntilAnswered,
  TOKEN_COOKIE,
  useE2E,
} from './harness.mjs';

// Issue 6's story against the real server: on 湘湖 桩基工程 (no contract record, no tender yet) the
// contractor's project leader registers the contract; the start-up tender alert follows the contract
// money and mode at the next login and goes away once the tender is registered. Then last month's
// output report is filed inside the 5th–28th window and the output notice stops for the project.

const TENDER_ALERT = '请总包单位项目负责人登记招标信息';

/** Last month as 'YYYY-MM' in China time (the business calendar of the notice). */
const lastMonth = () => {
  const china = new Date(Date.now() + 8 * 3_600_000);
  const y = china.getUTCFullYear();
  const m = china.getUTCMonth(); // 0-based: this month - 1
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
};
const chinaDay = () => new Date(Date.now() + 8 * 3_600_000).getUTCDate();

describe('contract, tender and output report: the start-up alerts follow the records', () => {
  const e2e = useE2E();
  const contexts = [];
  after(() => Promise.all(contexts.map((c) => c.close())));

  const api = async (token, path) =>
    (await fetch(`${e2e.baseUrl}${path}`, { headers: { 'x-auth-token': token } })).json();

  /** A fresh login (its own browser context) landing on 湘湖 桩基工程. */
  const login = async (username) => {
    const token = await apiLogin(e2e.baseUrl, username);
    const list = await api(token, '/auth/project/list');
    const xianghu = list.data.find((p) => (p.mainProjectName ?? '').includes('湘湖'));
    assert.ok(xianghu, 'the 湘湖 sub-project is in the list');
    const changed = await api(token, `/api/user/project/change?proId=${xianghu.proId}&platformType=1`);
    assert.equal(changed.code, 200, JSON.stringify(changed));
    const context = await e2e.context
      .browser()
      .newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    contexts.push(context);
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: e2e.baseUrl }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(e2e.url('/home/index'));
    await page.getByTestId('shell').waitFor({ timeout: 20_000 });
    return { page, token };
  };

  /** After the start-up flow has had time to run: is the tender alert there? Dismisses what shows. */
  const tenderAlertShown = async (page) => {
    const alert = page.locator('.ant-modal-confirm', { hasText: TENDER_ALERT });
    const shown = await alert
      .waitFor({ timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    await closeReminders(page);
    return shown;
  };

  const openContract = async (page) => {
    await page.goto(e2e.url('/project/contract'));
    await page.getByTestId('shell').waitFor();
    await closeReminders(page);
    await page.getByText('合同及概况信息').first().waitFor();
  };

  /** The antd Select of a labelled form item, chosen with the harness's retrying picker. */
  const pickOption = (page, form, label, option) =>
    chooseOption(
      page,
      form.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-select'),
      option,
    );

  const saveRecord = async (page, name) => {
    const form = page.getByTestId(`${name}-form`);
    // A form that refuses to send says why: fail with its messages instead of a bare timeout.
    const refused = form
      .locator('.ant-form-item-explain-error')
      .first()
      .waitFor({ timeout: 25_000 })
      .then(
        async () => {
          const texts = await form.locator('.ant-form-item-explain-error').allTextContents();
          const fields = await form.locator('.ant-form-item-has-error label').allTextContents();
          throw new Error(`the ${name} form refused to save: ${fields.join('、')}: ${texts.join('; ')}`);
        },
        () => new Promise(() => {}),
      );
    refused.catch(() => undefined); // once the save has answered, a late refusal is nobody's business
    const saved = await pressUntilAnswered(page, page.getByTestId(`${name}-save`), /\/(insert|update)$/, {
      refused,
    });
    const body = await saved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    await form.waitFor({ state: 'detached' });
  };

  it('when the contract is registered below 50 万元 there is no tender alert; at 80 万元 by public bidding there is, until the tender is registered', async () => {
    // 1. Register the contract: 40 万元, public bidding.
    let { page } = await login('zhangjianguo');
    await closeReminders(page);
    await openContract(page);
    await page.getByText('尚未登记合同及概况信息').waitFor();
    const form = page.getByTestId('consInfo-form');
    await clickUntilVisible(page, page.getByTestId('consInfo-register'), form);
    await form.getByLabel('合同编号', { exact: true }).fill('XHWL-2026-ZJ-01');
    await form.getByLabel('合同名称', { exact: true }).fill('萧山湘湖未来社区（二期）桩基工程施工合同');
    await form.getByLabel('合同金额', { exact: true }).fill('40');
    await pickOption(page, form, '发包方式', '公开招标');
    await pickOption(page, form, '施工资质', '地基基础工程专业承包一级');
    // A bad amount is refused in the form before anything is sent.
    await form.getByLabel('合同金额', { exact: true }).fill('0');
    await page.getByTestId('consInfo-save').click();
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    await form.getByLabel('合同金额', { exact: true }).fill('40');
    // The refusal clears as the amount is corrected; until its message has gone, saveRecord would read it
    // as a refusal of the corrected form.
    await form
      .locator('.ant-form-item-explain-error')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await saveRecord(page, 'consInfo');
    await page.getByTestId('consInfo-detail').getByText('40 万元').waitFor();

    // 2. Next login: 40 < 50, no tender alert.
    ({ page } = await login('zhangjianguo'));
    assert.equal(await tenderAlertShown(page), false, 'no tender alert under 50 万元');

    // 3. The contract money becomes 80 万元.
    await openContract(page);
    await clickUntilVisible(page, page.getByTestId('consInfo-edit'), page.getByTestId('consInfo-form'));
    await page.getByTestId('consInfo-form').getByLabel('合同金额', { exact: true }).fill('80');
    await saveRecord(page, 'consInfo');
    await page.getByTestId('consInfo-detail').getByText('80 万元').waitFor();

    // 4. Next login: the tender alert asks the main contractor's project leader for the tender.
    ({ page } = await login('zhangjianguo'));
    assert.equal(await tenderAlertShown(page), true, 'the tender alert shows at 80 万元, public bidding');

    // 5. Register the tender.
    await openContract(page);
    await page.getByRole('tab', { name: '招标信息' }).click();
    await page.getByText('尚未登记招标信息').waitFor();
    const tender = page.getByTestId('tender-form');
    await clickUntilVisible(page, page.getByTestId('tender-register'), tender);
    await pickOption(page, tender, '招标方式', '公开招标');
    // On a loaded machine a click on 今天 while the calendar still opens can miss, and a value typed while
    // the form opens can be lost: check each field took, and do it again if not.
    const fillUntil = async (label, value) => {
      const input = tender.getByLabel(label, { exact: true });
      for (let attempt = 1; (await input.inputValue()) !== value; attempt++) {
        if (attempt > 3) throw new Error(`the tender form's ${label} did not take ${value}`);
        await input.fill(value);
      }
    };
    await fillUntil('中标单位', '浙江华东建工集团有限公司');
    await fillUntil('中标金额', '78.6');
    const date = tender.getByLabel('中标日期', { exact: true });
    for (let attempt = 1; !(await date.inputValue()); attempt++) {
      if (attempt > 3) throw new Error('the tender date did not take 今天');
      await date.click();
      await page
        .locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
        .getByText('今天', { exact: true })
        .click();
    }
    await fillUntil('中标单位', '浙江华东建工集团有限公司');
    // The same for the mode picked first: pick it again if the form lost it while it opened.
    const mode = tender
      .locator('.ant-form-item', { has: page.getByLabel('招标方式', { exact: true }) })
      .locator('.ant-select');
    if ((await mode.filter({ hasText: '公开招标' }).count()) === 0)
      await pickOption(page, tender, '招标方式', '公开招标');
    await saveRecord(page, 'tender');
    await page.getByTestId('tender-detail').getByText('浙江华东建工集团有限公司').waitFor();

    // 6. Next login: no tender alert any more.
    ({ page } = await login('zhangjianguo'));
    assert.equal(
      await tenderAlertShown(page),
      false,
      'the tender alert is gone once the tender is registered',
    );
  });

  it('when last month’s output report is filed inside the window, then the output notice stops', async (t) => {
    const day = chinaDay();
    if (day < 5 || day > 28) {
      t.skip(`today is the ${day}th in China: outside the 5th–28th notice window`);
      return;
    }
    const outputNotice = (page) => page.locator('.zj-output-notice .ant-modal');
    // 刘明 (the regulator, a member of 湘湖) sees the notice and leaves it open: it is not marked read.
    let { page } = await login('liuming');
    // A start-up alert, if any, comes first: dismiss it (not the notice, which would mark it read).
    const alert = page.locator('.ant-modal-confirm');
    if (
      await alert.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await alert.getByRole('button', { name: '知道了' }).click();
    await outputNotice(page).getByText('产值填报提醒').waitFor({ timeout: 20_000 });

    // 张建国 files last month's report (his own notice was closed in the first story).
    ({ page } = await login('zhangjianguo'));
    await closeReminders(page);
    await page.goto(e2e.url('/project/output'));
    await page.getByTestId('shell').waitFor();
    await closeReminders(page);
    await page.getByText('暂无').or(page.locator('.ant-empty')).first().waitFor();
    const form = page.getByTestId('outputReport-form');
    await clickUntilVisible(page, page.getByTestId('outputReport-add'), form);
    await form.getByLabel('填报月份', { exact: true }).fill(lastMonth());
    await form.getByLabel('本月计划产值', { exact: true }).fill('120');
    await form.getByLabel('本月实际产值', { exact: true }).fill('96.5');
    await form.getByLabel('形象进度', { exact: true }).fill('试桩 3 根完成，静载试验进行中');
    const saved = page.waitForResponse((res) => res.url().includes('/api/project/output/add'));
    await form.getByTestId('form-submit').click();
    const body = await (await saved).json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.monthRate, '80.42');
    const row = page.getByTestId('outputReport-table').locator('tr', { hasText: lastMonth() });
    await row.waitFor();
    await row.getByText('80.42 %').waitFor();

    // 刘明's next login: the report is filed, so no notice.
    ({ page } = await login('liuming'));
    await page.getByTestId('hotline-button').waitFor();
    await page.waitForTimeout(3000);
    assert.equal(await outputNotice(page).count(), 0, 'no output notice once last month is filed');
  });
});
