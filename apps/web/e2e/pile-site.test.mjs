import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, useE2E } from './harness.mjs';

// Issue 8, the site around the records: the contractor registers a rotary rig and gives it three
// piles; a pile's drawer shows its test blocks against GB 50202-2018 5.1.3 and its materials; the
// regulator finds the government selection on the pile construction page.

describe('pile site: machine registry and assignment, pile blocks, government selection', () => {
  const e2e = useE2E();
  /** A page of `username`'s own, on pile construction. */
  const signIn = async (username) => {
    const { page, token } = await e2e.pageAs(username);
    await e2e.open(page, '/pileFoundation/construction');
    return { token, page };
  };
  const api = (token, path, body) => e2e.api(token, path, body);
  const formItem = (scope, label) => scope.locator('.ant-form-item').filter({ hasText: label });

  it('when a rig is registered and given three piles, then the machines tab shows it with three assigned', async () => {
    const { token, page } = await signIn('zhangjianguo');
    const info = await api(token, '/api/user/info');
    const projectId = info.data?.user?.currentProject?.id ?? info.data?.currentProject?.id;
    assert.ok(projectId, 'zhangjianguo has a current project');
    const group = await api(token, '/api/pile/group/save', {
      projectId,
      name: 'JX-E2E φ800',
      pileType: 'bored',
      diameterMm: '800',
      singlePile: false,
      gradeA: false,
    });
    assert.equal(group.code, 200, JSON.stringify(group));
    const numbers = await api(token, '/api/pile/numberConfig/save', {
      groupId: group.data.id,
      label: 'JX',
      numbers: '1-3',
    });
    assert.equal(numbers.data.created, 3);

    const register = page.getByRole('button', { name: '登记桩机' });
    await page.locator('[id$="-tab-machines"]').click();
    await register.waitFor();
    const dialog = page.getByRole('dialog').filter({ hasText: '登记桩机' });
    await register.click();
    await dialog.waitFor();
    await formItem(dialog, '桩机编号').locator('input').fill('SR-E2E');
    await chooseOption(page, formItem(dialog, '桩机类型').locator('.ant-select'), '旋挖钻机');
    await formItem(dialog, '型号').locator('input').fill('三一 SR235');
    await formItem(dialog, '机长').locator('input').fill('孙师傅');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('machine-assign-SR-E2E').waitFor({ timeout: 10_000 });

    const assign = page.getByRole('dialog').filter({ hasText: '分配桩' });
    await page.getByTestId('machine-assign-SR-E2E').click();
    await assign.waitFor();
    const piles = formItem(assign, '桩号').locator('.ant-select');
    for (const no of ['JX1', 'JX2', 'JX3']) await chooseOption(page, piles, no, no);
    // A multiple select stays open over the footer: a click on the hint closes its list.
    await assign.getByText('只能分配未施工或施工中的桩').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
    await assign.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('桩机 SR-E2E 现有 3 根待施工桩').waitFor({ timeout: 10_000 });
    const row = page.locator('tr').filter({ hasText: 'SR-E2E' });
    await row.getByText('三一 SR235 · 孙师傅').waitFor();
    const machines = await api(token, `/api/pileMachine/list?proId=${projectId}`);
    assert.equal(machines.data.find((m) => m.machineNo === 'SR-E2E')?.assigned, 3);
  });

  it("when a bored pile's record is opened, then its test blocks are counted against GB 50202-2018 5.1.3 and its materials shown", async () => {
    const { page } = await signIn('zhangjianguo');
    const search = page.getByPlaceholder('搜索桩号');
    await search.fill('GZ3');
    await search.press('Enter');
    const blocks = page.getByTestId('pile-blocks-section');
    await page.getByTestId('pile-open-GZ3').click();
    await blocks.waitFor();
    await blocks.getByText(/应留 \d+ 组标养试块/).waitFor();
    await blocks.getByText('GB 50202-2018 第 5.1.3 条', { exact: false }).waitFor();
    await page.getByTestId('pile-usage-section').getByText('实际灌注方量').waitFor();
  });

  it('when the regulator opens pile construction, then the government selection tab lists the submissions', async () => {
    const { page } = await signIn('liuming');
    await page.locator('[id$="-tab-government"]').click();
    await page.getByText('施工单位提交候选桩清单').waitFor();
  });
});
