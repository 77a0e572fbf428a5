import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useE2E } from './harness.mjs';

// Issue 10's rebar story (GB/T 1499.2-2018, GB 50204-2015 5.2.1): a batch of HRB400 Φ25 is received,
// its retest fails the elongation of one specimen (14.5 % < 16 %), the double retest on four specimens
// passes, and the batch is accepted.

describe('rebar: receive → retest fails elongation → double specimens pass → accepted', () => {
  const e2e = useE2E();
  const rebarPage = async () => {
    const { page } = await e2e.pageAs('zhangjianguo', { viewport: { width: 1366, height: 860 } });
    await e2e.open(page, '/material/inspection');
    return page;
  };

  it('when the double retest passes, then the batch is accepted', async () => {
    const page = await rebarPage();

    // Receive the batch.
    await page.getByTestId('rebar-add').click();
    await page.getByTestId('rebar-batchNo').waitFor();
    await page.getByTestId('rebar-batchNo').fill('GJ-E2E-001');
    await page.getByTestId('rebar-heatNo').fill('24A-E2E77');
    await page.getByTestId('rebar-tonnage').fill('46.5');
    await page.locator('#manufacturer').fill('杭州钢铁集团有限公司');
    await page.keyboard.press('Escape');
    await page.getByTestId('rebar-save').click();
    const status = page.getByTestId('rebar-status-GJ-E2E-001');
    await status.getByText('待复试').waitFor({ timeout: 15_000 });

    // The first retest: specimen 2 breaks at 14.5 % elongation.
    const detail = page.getByTestId('rebar-detail');
    await page.getByTestId('rebar-row-GJ-E2E-001').click();
    await detail.waitFor();
    await detail.getByTestId('rebar-test-open').click();
    await page.getByTestId('spec-0-yieldStrength').waitFor();
    const specimens = [
      { yieldStrength: '455', tensileStrength: '610', elongation: '22.5', agt: '12.5' },
      { yieldStrength: '448', tensileStrength: '602', elongation: '14.5', agt: '11.0' },
    ];
    for (const [i, s] of specimens.entries())
      for (const [k, v] of Object.entries(s)) await page.getByTestId(`spec-${i}-${k}`).fill(v);
    await page.getByTestId('rebar-test-reportNo').fill('JC-E2E-0101');
    await page.getByTestId('rebar-test-weight').fill('-2.3');
    await page.getByTestId('rebar-test-save').click();
    await detail.getByTestId('rebar-detail-status').getByText('待双倍复试').waitFor({ timeout: 15_000 });
    await detail.getByText('断后伸长率：4 根').waitFor();

    // The double retest: four specimens, elongation only.
    await detail.getByTestId('rebar-test-open').click();
    await page.getByTestId('spec-0-elongation').waitFor();
    assert.equal(await page.getByTestId('spec-0-yieldStrength').count(), 0, 'only the failed item is asked');
    for (const [i, a] of ['21.0', '19.5', '18.0', '20.5'].entries())
      await page.getByTestId(`spec-${i}-elongation`).fill(a);
    await page.getByTestId('rebar-test-reportNo').fill('JC-E2E-0118');
    await page.getByTestId('rebar-test-save').click();
    await detail.getByTestId('rebar-detail-status').getByText('合格').waitFor({ timeout: 15_000 });
    assert.equal(await detail.locator('.ant-table-row').count(), 2, 'two test rounds are listed');

    await page.keyboard.press('Escape');
    await status.getByText('合格').waitFor({ timeout: 10_000 });
  });

  it('when a workbook of concrete arrivals is imported, then the valid rows are listed and an unknown pile is refused', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('混凝土进场');
    sheet.addRow([
      '送货单号',
      '桩号',
      '搅拌站',
      '强度等级',
      '方量(m³)',
      '进场日期',
      '环境类别',
      '预应力',
      '氯离子含量(%)',
      '备注',
    ]);
    const plant = '杭州钱塘混凝土有限公司';
    sheet.addRow([
      'E2E-HNT-01',
      '',
      plant,
      'C35',
      12,
      '2026-11-20',
      '潮湿但不含氯离子的环境',
      '否',
      0.05,
      '',
    ]);
    sheet.addRow(['E2E-HNT-02', '', plant, 'C35', 10, '2026-11-20', '干燥环境', '否', '', '']);
    sheet.addRow(['E2E-HNT-03', 'E2E-NOPE-1', plant, 'C35', 10, '2026-11-20', 'humid', '否', '', '']);
    const file = {
      name: '混凝土进场.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    };

    const page = await rebarPage();
    await page.getByRole('tab', { name: '混凝土进场' }).click();
    const dialog = page.getByTestId('import-dialog');
    await page.getByTestId('concrete-import-open').click();
    await dialog.waitFor();
    await page.locator('.ant-modal-title').getByText('导入混凝土进场').waitFor();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('共 3 行：有效 2 行（其中已存在 0 行），错误 1 行').waitFor({ timeout: 10_000 });
    await dialog.getByText('本项目没有桩号“E2E-NOPE-1”，请先登记该桩或清空桩号').waitFor();
    await dialog.getByRole('button', { name: '导入 2 行' }).click();
    await dialog.getByText('导入完成：新增 2 行，已存在跳过 0 行，失败 1 行').waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row').filter({ hasText: 'E2E-HNT-01' }).waitFor({ timeout: 10_000 });
    await page.locator('.ant-table-row').filter({ hasText: 'E2E-HNT-02' }).getByText('未检测').waitFor();
  });
});
