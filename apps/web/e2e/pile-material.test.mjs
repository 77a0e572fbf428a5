import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, clickForResponse, useE2E } from './harness.mjs';

// Issue 22's story: a pile's material use is booked against the project's one stock ledger (docs/domains/material.md
// "stock"); a use beyond the stock is refused with the stock, the use and the excess, and nothing is booked.

describe('pile material usage against the stock ledger', () => {
  const e2e = useE2E();

  it('when GZ2 would use 7.5 m³ more C30 concrete than is in stock, then the page shows the numbers and the stock stays', async () => {
    const { token, page } = await e2e.pageAs('zhangjianguo');
    const info = await e2e.api(token, '/api/user/info');
    const projectId = info.data?.user?.currentProject?.id ?? info.data?.currentProject?.id;
    assert.ok(projectId, 'zhangjianguo has a current project');
    const stockOf = async () =>
      (await e2e.api(token, `/api/pile/material/stockList?proId=${projectId}`)).data.find(
        (m) => m.specification === 'C30 水下',
      ).stock;
    const stock = await stockOf();
    const plain = (q) => String(Number(q));
    const use = (Number(stock) + 7.5).toFixed(1);

    await e2e.open(page, '/pileFoundation/construction');
    const search = page.getByPlaceholder('搜索桩号');
    await search.fill('GZ2');
    await search.press('Enter');
    await page.getByTestId('pile-open-GZ2').click();
    const drawer = page.getByTestId('pile-record');
    await drawer.getByTestId('pile-usage-add').click();
    const dialog = page.getByRole('dialog', { name: '登记用量' });
    await chooseOption(page, dialog.getByTestId('pile-usage-material'), '商品混凝土 C30 水下', 'C30');
    await dialog.getByTestId('pile-usage-quantity').fill(use);
    const res = await clickForResponse(
      page,
      dialog.getByTestId('pile-usage-save'),
      '/api/pile/material/usageSave',
    );
    assert.equal(res.status(), 422);
    await dialog
      .getByTestId('pile-usage-refused')
      .getByText(`商品混凝土 C30 水下 库存 ${plain(stock)} m³，本次用量 ${plain(use)} m³，超出 7.5 m³`)
      .waitFor();
    assert.equal(await stockOf(), stock, 'nothing was booked');
  });
});
