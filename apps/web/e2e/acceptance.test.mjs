import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clickForResponse, useE2E } from './harness.mjs';

// Issue 7's story: the quality inspector applies for acceptance of an inspection lot with one failing
// main-control item → the rules reject it with the reason → a rectification notice → the contractor
// replies with a photo → the supervisor closes it → re-application → accepted → the sub-item follows.

// A 1×1 PNG: the upload sniffs the bytes, so it has to be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('acceptance: failing lot → rectification → re-application → accepted', () => {
  const e2e = useE2E();
  const signIn = (username) => e2e.pageAs(username);
  const openPage = (page, path) => e2e.open(page, path);

  it('when the lot fails, is rectified and applied for again, then the supervisor accepts it and the sub-item is accepted', async () => {
    // 1. The quality inspector applies; 孔深 fails.
    const inspector = await signIn('lixiaofeng');
    const page = inspector.page;
    await openPage(page, '/quality/acceptance');
    const form = page.getByTestId('acceptance-form');
    await page.getByTestId('acceptance-apply').click();
    await form.waitFor();
    await form.getByTestId('acceptance-code').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: '泥浆护壁成孔灌注桩基础' })
      .first()
      .click();
    await form.getByTestId('acceptance-lotNo').fill('E2E-01');
    await form.getByTestId('acceptance-location').fill('1#承台 1-1~1-8 号桩');
    await form
      .locator('input[data-testid=acceptance-lotSize], [data-testid=acceptance-lotSize] input')
      .first()
      .fill('20');
    await form
      .locator('input[data-testid=acceptance-sampleSize], [data-testid=acceptance-sampleSize] input')
      .first()
      .fill('3');
    await form.getByTestId('acceptance-main-0-name').fill('孔深');
    await form.getByTestId('acceptance-main-0-pass').click();
    const applied = await clickForResponse(
      page,
      form.getByTestId('acceptance-submit'),
      '/api/acceptance/apply/save',
    );
    const first = (await applied.json()).data;
    assert.equal(first.status, 'rejected');
    const rejected = page.getByTestId('acceptance-auto-rejected');
    await rejected.getByText('主控项目不合格：孔深', { exact: false }).waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page
      .getByTestId('acceptance-table-lot')
      .locator('tr', { hasText: 'E2E-01' })
      .getByTestId('acceptance-status-rejected')
      .waitFor();

    // 2. The rectification notice: the contractor replies with a photo.
    await openPage(page, '/quality/rectification');
    const detail = page.getByTestId('rectification-detail');
    await page.getByTestId(`rectification-open-${first.rectificationId}`).click();
    await detail.waitFor();
    await detail.getByTestId('rectification-status-open').waitFor();
    await detail.getByTestId('rectification-reply-content').fill('补钻至设计孔深，重新测孔合格');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload/image'));
    await detail
      .locator('input[type=file]')
      .setInputFiles({ name: 'hole.png', mimeType: 'image/png', buffer: PNG });
    assert.equal((await (await uploaded).json()).code, 200);
    await detail
      .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
      .first()
      .waitFor();
    const replied = await clickForResponse(
      page,
      detail.getByTestId('rectification-reply-submit'),
      '/api/rectification/reform',
    );
    assert.equal((await replied.json()).code, 200);
    await detail.getByTestId('rectification-status-replied').waitFor();

    // 3. The supervisor re-inspects and closes it.
    const supervisor = await signIn('wanghaitao');
    await openPage(supervisor.page, `/quality/rectification?id=${first.rectificationId}`);
    const check = supervisor.page.getByTestId('rectification-detail');
    const closed = await clickForResponse(
      supervisor.page,
      check.getByTestId('rectification-close'),
      '/api/rectification/check',
    );
    assert.equal((await closed.json()).code, 200);
    await check.getByTestId('rectification-status-closed').waitFor();

    // 4. The inspector applies again with 孔深 fixed.
    await openPage(page, '/quality/acceptance');
    const again = page.getByTestId('acceptance-form');
    await page.getByTestId('acceptance-reapply-E2E-01').click();
    await again.waitFor();
    await again.getByTestId('acceptance-main-0-pass').click();
    const reapplied = await clickForResponse(
      page,
      again.getByTestId('acceptance-submit'),
      '/api/acceptance/apply/save',
    );
    assert.equal((await reapplied.json()).data.status, 'pending');
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();

    // 5. The supervisor finds it in the approval centre, opens it and accepts it.
    await openPage(supervisor.page, '/audit/approval');
    const todo = supervisor.page.getByTestId('flow-table-todo');
    await todo.getByText('E2E-01', { exact: false }).first().click();
    await supervisor.page.waitForURL(/\/quality\/acceptance/);
    const lot = supervisor.page.getByTestId('acceptance-detail');
    await lot.getByTestId('acceptance-comment').fill('复验合格，同意验收');
    const approved = await clickForResponse(
      supervisor.page,
      lot.getByTestId('acceptance-approve'),
      '/api/flow/act',
    );
    assert.equal((await approved.json()).data.status, 'approved');
    await lot.getByTestId('acceptance-status-accepted').waitFor();

    // 6. The trail shows the whole story, and the sub-item is accepted.
    const trail = lot.getByTestId('flow-timeline');
    assert.equal(await trail.getByTestId('flow-action-apply').count(), 2);
    assert.equal(await trail.getByTestId('flow-action-reject').count(), 1);
    assert.equal(await trail.getByTestId('flow-action-approve').count(), 1);
    await lot.locator('.ant-drawer-close').click();
    await lot.waitFor({ state: 'hidden' });
    await supervisor.page.getByTestId('acceptance-tab-subitem').click();
    const subitems = supervisor.page.getByTestId('acceptance-table-subitem');
    await subitems.getByText('泥浆护壁成孔灌注桩基础', { exact: false }).waitFor();
    await subitems.getByTestId('acceptance-status-accepted').waitFor();
  });
});
