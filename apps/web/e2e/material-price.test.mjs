import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tableReady, useE2E } from './harness.mjs';

// Issue 22 item 4: a price plan is compared with the receipts of its period (docs/domains/material.md "price
// plans"). The demo's Φ25 rebar plan (3950.00) has three priced 杭钢 lorries, the last at 4160.00: the row shows
// it flagged, and opening the row lists each receipt with its own deviation.

describe('price plans against receipts', () => {
  const e2e = useE2E();

  it('when the project manager opens 价格计划, then the Φ25 plan shows its receipts with the +5.32 % lorry flagged', async () => {
    const { token, page } = await e2e.pageAs('zhangjianguo');
    const info = await e2e.api(token, '/api/user/info');
    const projectId = info.data?.user?.currentProject?.id ?? info.data?.currentProject?.id;
    assert.ok(projectId, 'zhangjianguo has a current project');
    const compare = await e2e.api(token, `/api/material/pricePlan/compare?proId=${projectId}`);
    const rebar = compare.data.list.find((r) => r.specification === 'HRB400E Φ25');
    assert.ok(rebar, 'the demo has the Φ25 price plan');

    await e2e.open(page, '/material/pricePlan');
    const table = page.getByTestId('price-compare-table');
    await tableReady(table).waitFor();
    const summary = page.getByTestId(`price-receipts-${rebar.id}`);
    assert.equal(await summary.getByTestId('receipt-over').textContent(), '+5.32%');

    await page
      .locator('tr', { has: summary })
      .getByRole('button', { name: /展开行/ })
      .click();
    const receipts = page.getByTestId(`price-receipt-table-${rebar.id}`);
    await receipts.waitFor();
    const lines = await receipts.locator('tbody tr').allTextContents();
    assert.deepEqual(
      lines.map((l) => l.match(/HG-\d{4}-\d{4}/)?.[0]),
      ['HG-2611-0387', 'HG-2611-0392', 'HG-2611-0533'],
    );
    assert.match(lines[2] ?? '', /4160\.00.*\+5\.32%/);
    assert.equal(await receipts.getByTestId('receipt-line-over').count(), 1);
  });
});
