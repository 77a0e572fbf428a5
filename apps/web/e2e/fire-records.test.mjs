import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, clickForResponse, tableReady, useE2E } from './harness.mjs';

// Issue 6's remaining pages against the real server: the fire-control management page of the 江东
// main structure (fire-control type 1), where the quality inspector registers a failed check that
// opens a rectification; then the contractor's manager reads his company and the project records.

describe('fire control, unit information and project records', () => {
  const e2e = useE2E();

  /** A fresh login (its own browser context) on the 江东 sub-project whose name is given. */
  const login = async (username, subName) =>
    (
      await e2e.pageAs(username, {
        project: (p) => p.projectName === subName && (p.mainProjectName ?? '').includes('江东'),
      })
    ).page;
  const open = (page, path) => e2e.open(page, path);

  it('when a failed fire check is registered on the main structure, then it waits for rectification and the counts follow', async () => {
    const page = await login('lixiaofeng', '一标段 主体结构工程');
    await open(page, '/fireManagement/check');
    const info = page.getByTestId('fire-info');
    await info.getByText('消防专项管理').waitFor();
    await info.locator('.ant-statistic', { hasText: '检查次数' }).getByText('7', { exact: true }).waitFor();
    await info.locator('.ant-statistic', { hasText: '待整改' }).getByText('1', { exact: true }).waitFor();
    await page
      .getByTestId('fire-by-item')
      .getByText(/钢结构防火涂料/)
      .waitFor();

    const form = page.getByTestId('fireCheck-form');
    await page.getByTestId('fireCheck-add').click();
    await form.waitFor();
    await form.getByLabel('检查编号', { exact: true }).fill('XF-2026-101');
    // The date is a calendar picker: a typed day is taken with Enter, as a person using the keyboard does.
    const checkDate = form.getByLabel('检查日期', { exact: true });
    await checkDate.fill('2026-11-20');
    await checkDate.press('Enter');
    await form.locator('.ant-picker-input input[value="2026-11-20"]').waitFor();
    const select = (label) =>
      form.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-select');
    await chooseOption(page, select('检查项目'), '防火封堵');
    await form.getByLabel('检查部位', { exact: true }).fill('2#楼 9 层电缆井');
    await chooseOption(page, select('检查结果'), '不合格');
    await form.getByLabel('检查人', { exact: true }).fill('李晓峰');
    // A failed check without its problem is refused by the server, naming the field.
    const refused = page.waitForResponse((res) => res.url().includes('/api/fire/check/add'));
    await form.getByTestId('form-submit').click();
    assert.equal((await refused).status(), 422);
    await form.getByLabel('存在问题', { exact: true }).fill('电缆井楼板处洞口未做防火封堵。');
    const saved = await clickForResponse(page, form.getByTestId('form-submit'), '/api/fire/check/add');
    const body = await saved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.rectifyStatus, 'PENDING');
    await page
      .getByTestId('fireCheck-table')
      .locator('tr', { hasText: 'XF-2026-101' })
      .getByText('待整改')
      .waitFor();
    await info.locator('.ant-statistic', { hasText: '检查次数' }).getByText('8', { exact: true }).waitFor();
    await info.locator('.ant-statistic', { hasText: '待整改' }).getByText('2', { exact: true }).waitFor();
  });

  it('when the contractor’s manager opens his unit, the project records and the performance, then the company, strata, goods and rectification counts show', async () => {
    const page = await login('zhangjianguo', '一标段 桩基工程');
    await open(page, '/basicInfo/company');
    await page.getByTestId('company-info').getByText('浙江华东建工集团有限公司').waitFor();
    await page.getByTestId('company-edit').waitFor();

    await open(page, '/project/records');
    const geo = page.getByTestId('geo-table');
    const strata = page.getByTestId('geo-strata');
    await geo.getByText('ZK1', { exact: true }).click();
    await strata.getByText('钻孔 ZK1 地层').waitFor();
    await strata.getByText('圆砾', { exact: true }).waitFor();
    await strata.getByText('中风化泥质粉砂岩', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: '物资清单' }).click();
    await page.getByTestId('goods-search').locator('input').fill('湘湖');
    const filtered = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/project/goods/list' &&
        new URL(res.url()).searchParams.get('projectName') === '湘湖',
    );
    await page.getByTestId('goods-search').locator('input').press('Enter');
    assert.equal((await (await filtered).json()).data.total, 1);
    // The table shows the filtered answer (data-state="ready"): the one 湘湖 row.
    const goods = tableReady(page.getByTestId('goods-table'));
    await goods.waitFor();
    const rows = goods.locator('tbody tr.ant-table-row');
    assert.equal(await rows.count(), 1);
    await rows.first().getByText('P·O 42.5 散装').waitFor();

    await page.getByRole('tab', { name: '项目人员' }).click();
    await page.getByTestId('people-by-dept').getByText('138****0001').waitFor();

    // The parties' performance counts rectification notices next to the complaints.
    await open(page, '/project/complaint');
    await page.getByRole('tab', { name: '履约评价' }).click();
    await page.getByRole('columnheader', { name: '整改超期' }).waitFor();
    await page
      .getByRole('row', { name: /浙江华东建工集团有限公司/ })
      .getByText('需关注')
      .waitFor();
  });

  it('when the project manager approves the activity awaiting audit, then the server answers it approved and the row shows it', async () => {
    const page = await login('zhangjianguo', '一标段 桩基工程');
    await open(page, '/partyBuilding/activity');
    const row = page
      .getByTestId('partyActivity-table')
      .locator('tr', { hasText: '志愿服务：为安置户开放工地开放日' });
    await row.getByText('待审核').waitFor();
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: /^通\s?过$/ });
    await row.getByTestId('party-activity-approve').click();
    await confirm.waitFor();
    const approved = await clickForResponse(page, confirm, '/api/party/activity/audit');
    const body = await approved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.status, 'APPROVED');
    await row.getByText('已通过').waitFor();
  });

  it('when the project manager approves the submitted Φ28 material plan, then the server answers it approved and the row shows it', async () => {
    const page = await login('zhangjianguo', '一标段 桩基工程');
    await open(page, '/material/plan');
    const row = page.getByTestId('materialPlan-table').locator('tr', { hasText: 'CL-ZJ-005' });
    await row.getByText('已提交').waitFor();
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: /^批\s?准$/ });
    await row.getByTestId('material-plan-approve').click();
    await confirm.waitFor();
    const approved = await clickForResponse(page, confirm, '/api/material/plan/move');
    const body = await approved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.status, 'APPROVED');
    await row.getByText('已批准').waitFor();
  });

  it('when the quality inspector records a hazard on a risk inspection, then the round shows its rectification waiting', async () => {
    const page = await login('lixiaofeng', '一标段 桩基工程');
    await open(page, '/riskControl/inspection');
    await page.getByTestId('risk-inspection-table').getByText('王海涛').first().waitFor();
    const form = page.getByTestId('risk-inspection-form');
    await page.getByTestId('risk-inspection-add').click();
    await form.waitFor();
    const source = form.locator('.ant-form-item', { has: page.getByText('危险源', { exact: true }) });
    await chooseOption(page, source.locator('.ant-select'), 'WX-ZJ-05 泥浆池及临边防护', '泥浆池');
    await form.getByText('存在隐患', { exact: true }).click();
    await form.getByLabel('隐患描述', { exact: true }).fill('2# 泥浆池南侧防护栏杆缺失约 6m。');
    const saved = await clickForResponse(
      page,
      form.getByTestId('risk-inspection-submit'),
      '/api/risk/inspection/add',
    );
    const body = await saved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.checks[0].rectificationStatus, 'open');
    await page
      .getByTestId('risk-inspection-table')
      .locator('tr', { hasText: body.data.inspectionNo })
      .getByText('待整改')
      .waitFor();
  });
  it('when the concrete supplier revises her quote, then the server totals it to the fen and the form shows the same total', async () => {
    const page = await login('luhaiyan', '一标段 桩基工程');
    await open(page, '/material/enquiry');
    const drawer = page.getByTestId('quote-form');
    await page.getByTestId('enquiry-open').first().click();
    await drawer.waitFor();
    // 1860 m³ × 480.55 = 893823.00; with the seeded 512.00 and 398.00 lines: 1134989.00.
    await drawer.getByTestId('quote-price').first().fill('480.55');
    await drawer.getByTestId('quote-total').getByText('1,134,989.00').waitFor();
    const saved = await clickForResponse(
      page,
      drawer.getByTestId('quote-submit'),
      '/api/material/enquiry/quote',
    );
    const body = await saved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.quotes[0].total, '1134989.00');
  });

  it('when the quality inspector records brick formwork with thin joints, then the server judges it 不合格', async () => {
    const page = await login('lixiaofeng', '一标段 桩基工程');
    await open(page, '/mainBody/masonry');
    await page.getByTestId('masonry-table').getByText('QT-2026-001').waitFor();
    const form = page.getByTestId('masonry-form');
    await page.getByTestId('masonry-add').click();
    await form.waitFor();
    await form.getByLabel('记录编号', { exact: true }).fill('QT-2026-201');
    await form.getByLabel('砌筑部位', { exact: true }).fill('3#楼 承台 CT1～CT8 砖胎模');
    const select = (label) =>
      form.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-select');
    await chooseOption(page, select('块材类型'), '烧结普通砖/多孔砖');
    await chooseOption(page, select('砂浆类型'), '水泥砂浆');
    await chooseOption(page, select('砂浆强度等级'), 'M7.5');
    await form.getByLabel('砌体方量', { exact: true }).fill('24.5');
    const builtOn = form.getByLabel('砌筑日期', { exact: true });
    await builtOn.fill('2026-11-20');
    await builtOn.press('Enter');
    await form.getByLabel('灰缝饱满度', { exact: true }).fill('76');
    await form.getByLabel('检查人', { exact: true }).fill('李晓峰');
    const saved = await clickForResponse(page, form.getByTestId('form-submit'), '/api/mainBody/masonry/add');
    const body = await saved.json();
    assert.equal(body.code, 200, JSON.stringify(body));
    assert.equal(body.data.result, 'FAIL');
    await page
      .getByTestId('masonry-table')
      .locator('tr', { hasText: 'QT-2026-201' })
      .getByText('不合格')
      .waitFor();
  });
});
