import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, clickForResponse, closeReminders, shellReady, useE2E } from './harness.mjs';

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

  /** A fresh login (its own browser context) landing on 湘湖 桩基工程, start-up dialogs left open. */
  const login = async (username) => {
    const { page, token } = await e2e.pageAs(username, {
      project: (p) => (p.mainProjectName ?? '').includes('湘湖'),
    });
    await page.goto(e2e.url('/home/index'));
    await page.getByTestId('shell').waitFor();
    return { page, token };
  };

  /**
   * Whether the start-up flow shows the tender alert; dismisses what shows. The contract alert is
   * registered away, so the tender alert would be the flow's first dialog: whichever comes first, the
   * alert or the shell's "no more dialogs", answers.
   */
  const tenderAlertShown = async (page) => {
    const alert = page.locator('.ant-modal-confirm', { hasText: TENDER_ALERT }).filter({ visible: true });
    await alert.or(shellReady(page)).first().waitFor();
    const shown = await alert.isVisible();
    await closeReminders(page);
    return shown;
  };

  const openContract = async (page) => {
    await e2e.open(page, '/project/contract');
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
    const saved = await clickForResponse(page, page.getByTestId(`${name}-save`), /\/(insert|update)$/, {
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
    await page.getByTestId('consInfo-register').click();
    await form.waitFor();
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
    await page.getByTestId('consInfo-edit').click();
    await page.getByTestId('consInfo-form').waitFor();
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
    await page.getByTestId('tender-register').click();
    await tender.waitFor();
    await pickOption(page, tender, '招标方式', '公开招标');
    const fill = async (label, value) => {
      const input = tender.getByLabel(label, { exact: true });
      await input.fill(value);
      assert.equal(await input.inputValue(), value, `the tender form's ${label}`);
    };
    await fill('中标单位', '浙江华东建工集团有限公司');
    await fill('中标金额', '78.6');
    const date = tender.getByLabel('中标日期', { exact: true });
    await date.click();
    await page
      .locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
      .getByText('今天', { exact: true })
      .click();
    assert.ok(await date.inputValue(), 'the tender date took 今天');
    await tender
      .locator('.ant-form-item', { has: page.getByLabel('招标方式', { exact: true }) })
      .locator('.ant-select')
      .filter({ hasText: '公开招标' })
      .waitFor();
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

  it('when last month’s output report is filed inside the window, then it is no longer owed; the regulator is never reminded of it', async (t) => {
    const day = chinaDay();
    if (day < 5 || day > 28) {
      t.skip(`today is the ${day}th in China: outside the 5th–28th notice window`);
      return;
    }
    const outputNotice = (page) => page.locator('.zj-output-notice .ant-modal');
    // 刘明 (the regulator, a member of 湘湖) is not the one to file it: no notice for him (docs/domains/output.md).
    let { page } = await login('liuming');
    // The notice would be up before the shell says its start-up dialogs are decided.
    await outputNotice(page).filter({ visible: true }).or(shellReady(page)).first().waitFor();
    assert.equal(await outputNotice(page).count(), 0, 'the regulator is not reminded of the output report');

    // 张建国 closed his notice in the first story; the report is still owed on his workbench until filed.
    let token;
    ({ page, token } = await login('zhangjianguo'));
    const owed = async () =>
      (await e2e.api(token, '/api/project/workbench')).data.find((c) =>
        (c.mainProjectName ?? '').includes('湘湖'),
      )?.outputReportDue;
    assert.equal(await owed(), true, 'closing the notice does not clear the debt');
    await closeReminders(page);
    await e2e.open(page, '/project/output');
    await page.getByText('暂无').or(page.locator('.ant-empty')).first().waitFor();
    const form = page.getByTestId('outputReport-form');
    await page.getByTestId('outputReport-add').click();
    await form.waitFor();
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

    // Filed: nothing owed any more, and no notice at the next login.
    assert.equal(await owed(), false, 'nothing owed once last month is filed');
    ({ page } = await login('zhangjianguo'));
    await outputNotice(page).filter({ visible: true }).or(shellReady(page)).first().waitFor();
    assert.equal(await outputNotice(page).count(), 0, 'no output notice once last month is filed');
  });
});
