import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, clickForQuery, closeReminders, tableReady, useE2E } from './harness.mjs';

// Issue 9's story: the contractor registers the test blocks of a pour and submits them to the lab; the
// lab receives them, enters the three cube strengths and issues the signed report; the lot is evaluated
// (GB/T 50107-2010); the report's QR page verifies without a login.

describe('test blocks: register → submit → lab results → lot evaluated → report verifies', () => {
  const e2e = useE2E();
  const pageAs = async (username) =>
    (await e2e.pageAs(username, { viewport: { width: 1366, height: 900 } })).page;
  /** An antd InputNumber's input, whichever element carries the test id. */
  const numberInput = async (page, testId) => {
    const el = page.getByTestId(testId);
    return (await el.evaluate((e) => e.tagName)) === 'INPUT' ? el : el.locator('input');
  };

  it('when the contractor and the lab do their parts, then the lot passes and the public page says genuine', async () => {
    // The contractor registers a 60 m³ pour of GZ40 with two standard groups.
    const site = await pageAs('zhangjianguo');
    await e2e.open(site, '/inspection/testBlock');
    const dialog = site.getByRole('dialog');
    await site.getByTestId('pour-add').click();
    await dialog.waitFor();
    const piles = dialog.getByTestId('pour-piles');
    await piles.click();
    await site.keyboard.type('GZ40');
    await site.keyboard.press('Enter');
    await (await numberInput(site, 'pour-volume')).fill('60');
    await dialog.getByTestId('pour-add-group').click();
    await dialog.getByTestId('pour-save').click();
    await site.getByText('已登记 2 组试块').waitFor({ timeout: 10_000 });

    // Both new groups: labels, then submitted to 浙江建科.
    const rows = site.locator('.ant-table-row').filter({ hasText: 'GZ40' }).filter({ hasText: '已留置' });
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2);
    const sampleNos = [];
    for (let i = 0; i < 2; i++) {
      await rows.nth(i).locator('.ant-checkbox-input').check();
      sampleNos.push((await rows.nth(i).locator('td').nth(1).textContent())?.trim());
    }
    assert.ok(
      sampleNos.every((n) => /^SK-\d+-\d{8}-\d{3}$/.test(n)),
      sampleNos.join(),
    );
    await site.getByTestId('print-labels').click();
    const sheet = site.getByTestId('labels-sheet');
    await sheet.waitFor();
    assert.equal(await sheet.getByTestId('label-no').count(), 2);
    await site.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    const submit = site.getByRole('dialog');
    await site.getByTestId('submit-open').click();
    await submit.waitFor();
    await chooseOption(site, submit.locator('.ant-select').first(), '浙江建科检测技术有限公司');
    await submit.getByTestId('submit-save').click();
    const done = site.getByText(/已送检，委托编号 WT-/);
    await done.waitFor({ timeout: 10_000 });
    const submitNo = (await done.textContent())?.match(/WT-[\d-]+/)?.[0];
    assert.ok(submitNo);

    // The lab receives it, enters the strengths and issues the report.
    const lab = await pageAs('sunwei');
    await e2e.open(lab, '/inspection/testBlock');
    await lab.getByTestId('lab-workspace').waitFor();
    const detail = lab.getByTestId('submission-detail');
    await lab.getByTestId('submission-row').filter({ hasText: submitNo }).click();
    await detail.waitFor();
    await detail.getByTestId('receive').click();
    await detail.getByTestId('results-form').waitFor();
    const strengths = [
      [38.4, 39.6, 40.2],
      [37.9, 39.1, 40.8],
    ];
    for (const [i, no] of sampleNos.entries()) {
      for (let k = 0; k < 3; k++)
        await (await numberInput(lab, `strength-${no}-${k}`)).fill(String(strengths[i][k]));
    }
    await detail.getByTestId('save-results').click();
    await detail.getByTestId('submission-status').filter({ hasText: '待签发' }).waitFor({ timeout: 10_000 });
    await detail.getByTestId('issue-report').click();
    await detail.getByTestId('report-block').waitFor({ timeout: 10_000 });
    const verifyUrl = await detail.getByTestId('report-verify-link').getAttribute('href');
    assert.match(verifyUrl ?? '', /^\/rebarEngineering\/previewDetection\?code=/);

    // The contractor sees the C30 lot evaluated and passing.
    await site.reload();
    await closeReminders(site);
    await site.getByRole('tab', { name: '强度评定与预警' }).click();
    const lots = site.getByTestId('lot-table');
    await lots
      .locator('.ant-table-row')
      .filter({ hasText: 'C30' })
      .filter({ hasText: '标准养护' })
      .getByTestId('lot-verdict-pass')
      .waitFor({ timeout: 10_000 });

    // Anyone scanning the QR code, without logging in, sees the report and that it is genuine.
    const visitor = await pageAs(null);
    await visitor.goto(e2e.url(verifyUrl));
    await visitor.getByTestId('verify-genuine').waitFor({ timeout: 20_000 });
    for (const no of sampleNos) await visitor.getByText(no, { exact: true }).waitFor();
    await visitor.getByText('浙江建科检测技术有限公司').waitFor();

    // A strength changed in the database, outside the amendment path: the same page now says so.
    const changed = await e2e.sql(
      `update specimen_result set strengths = array[45.1, 39.6, 40.2]::numeric[]
        where specimen_id = (select id from specimen where sample_no = $1) returning specimen_id`,
      [sampleNos[0]],
    );
    assert.equal(changed.length, 1);
    await visitor.reload();
    await visitor.getByTestId('verify-tampered').waitFor({ timeout: 20_000 });
  });
  it('when a workbook with 3 bad rows is imported, then the preview lists them, the rest is committed and a second import adds nothing', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('试块');
    sheet.addRow([
      '试块编号',
      '强度等级',
      '养护方式',
      '试件尺寸(mm)',
      '龄期(天)',
      '制作日期',
      '部位/桩号',
      '搅拌站',
    ]);
    const plant = '杭州钱江商品混凝土有限公司';
    sheet.addRow(['E2E-IMP-01', 'C30', '标准养护', 150, 28, '2026-10-12', 'GZ20', plant]);
    sheet.addRow(['E2E-IMP-02', 'C30', '同条件养护', 150, 28, '2026-10-12', 'GZ21', plant]);
    sheet.addRow(['E2E-IMP-03', 'X30', '标准养护', 150, 28, '2026-10-12', 'GZ22', plant]);
    sheet.addRow(['E2E-IMP-04', 'C30', '蒸汽养护', 150, 28, '2026-10-12', 'GZ23', plant]);
    sheet.addRow(['E2E-IMP-05', 'C30', '标准养护', 120, 28, '2026-10-12', 'GZ24', plant]);
    sheet.addRow(['E2E-IMP-06', 'C35', '标准养护', 100, 60, '2026-10-13', '3#承台', plant]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const file = {
      name: '试块台账.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    };

    const site = await pageAs('zhangjianguo');
    await e2e.open(site, '/inspection/testBlock');
    const importOnce = async () => {
      const dialog = site.getByTestId('import-dialog');
      await site.getByTestId('import-open').click();
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles(file);
      return dialog;
    };
    const dialog = await importOnce();
    const [template] = await Promise.all([
      site.waitForEvent('download'),
      dialog.getByTestId('import-template').click(),
    ]);
    assert.match(template.suggestedFilename(), /\.xlsx$/);
    await dialog.getByText('共 6 行：有效 3 行（其中已存在 0 行），错误 3 行').waitFor({ timeout: 10_000 });
    assert.equal(await dialog.locator('.ant-table-row').count(), 3);
    await dialog.getByRole('button', { name: '导入 3 行' }).click();
    await dialog.getByText('导入完成：新增 3 行，已存在跳过 0 行，失败 3 行').waitFor({ timeout: 20_000 });
    const [errors] = await Promise.all([
      site.waitForEvent('download'),
      dialog.getByTestId('import-errors').click(),
    ]);
    assert.match(errors.suggestedFilename(), /错误行.*\.xlsx$|errors.*\.xlsx$/);
    await site.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The same file again: every valid row is already there, nothing to import.
    const again = await importOnce();
    await again.getByText('共 6 行：有效 3 行（其中已存在 3 行），错误 3 行').waitFor({ timeout: 10_000 });
    assert.equal(await again.getByRole('button', { name: '导入 0 行' }).isDisabled(), true);
    await site.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden' });

    // The imported blocks go to the lab from a sheet: one submission; an unknown number is refused.
    const sends = new ExcelJS.Workbook();
    const sendSheet = sends.addWorksheet('送检');
    sendSheet.addRow(['试块编号', '检测机构', '备注']);
    sendSheet.addRow(['E2E-IMP-01', '浙江建科检测技术有限公司', '导入送检']);
    sendSheet.addRow(['E2E-IMP-02', '浙江建科检测技术有限公司', '']);
    sendSheet.addRow(['E2E-NONE-99', '浙江建科检测技术有限公司', '']);
    await site.getByRole('tab', { name: '送检委托' }).click();
    const sendDialog = site.getByTestId('import-dialog');
    await site.getByTestId('submission-import-open').click();
    await sendDialog.waitFor();
    await sendDialog.locator('input[type=file]').setInputFiles({
      ...file,
      name: '送检.xlsx',
      buffer: Buffer.from(await sends.xlsx.writeBuffer()),
    });
    await sendDialog
      .getByText('共 3 行：有效 2 行（其中已存在 0 行），错误 1 行')
      .waitFor({ timeout: 10_000 });
    await sendDialog.getByText('本项目没有试块编号“E2E-NONE-99”').waitFor();
    await sendDialog.getByRole('button', { name: '导入 2 行' }).click();
    await sendDialog
      .getByText('导入完成：新增 2 行，已存在跳过 0 行，失败 1 行')
      .waitFor({ timeout: 20_000 });
    await site.keyboard.press('Escape');
    await sendDialog.waitFor({ state: 'hidden' });
    await site.locator('.ant-table-row').filter({ hasText: '导入送检' }).first().waitFor({ timeout: 10_000 });
  });
  it('when 混凝土报表 opens, then the test block rate of the project shows beside its charts', async () => {
    const site = await pageAs('zhangjianguo');
    await e2e.open(site, '/report/concrete');
    const card = site.getByTestId('report-test-block-rate');
    await card.waitFor({ timeout: 15_000 });
    assert.match((await card.textContent()) ?? '', /试块留置率\s*\d+\.\d{2}%/);
    await site.getByTestId('report-concrete-month-chart').locator('canvas').waitFor();
  });

  it('when the project manager opens 异常清单, then the seeded invalid-group warning is listed and filtered by its card', async () => {
    const site = await pageAs('zhangjianguo');
    await e2e.open(site, '/warning/abnormal');
    const table = site.getByTestId('warning-table');
    await tableReady(table).locator('.ant-table-row').first().waitFor();
    // The card filters the list: wait for the filtered query's answer and for the table to show it
    // (data-state="ready"), not for rows that the unfiltered list already had.
    const filtered = await clickForQuery(
      site,
      site.getByTestId('warning-count-testBlock'),
      (url) => url.pathname === '/api/warning/abnormal/list' && url.searchParams.get('type') === 'testBlock',
    );
    assert.equal(filtered.status(), 200);
    await tableReady(table).waitFor();
    const lot = table.locator('.ant-table-row').filter({ hasText: '强度数据无效' });
    await lot.first().waitFor();
    assert.ok((await lot.first().textContent())?.includes('试块预警'));
    const rows = await table.locator('.ant-table-row').allTextContents();
    assert.ok(rows.length > 0 && rows.every((r) => r.includes('试块预警')), rows.join(' | '));
  });
});
