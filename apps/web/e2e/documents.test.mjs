import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseOption, clickForQuery, clickForResponse, useE2E } from './harness.mjs';

// 资料管理: the project manager makes a catalog, uploads a PDF into it, removes it to the recycle bin
// and restores it from there.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('documents: catalog → upload → recycle bin → restore', () => {
  const e2e = useE2E();

  it('when a document is removed, then the recycle bin gives it back', async () => {
    const page = e2e.page;
    await e2e.signInHere('zhangjianguo');
    await e2e.open(page, '/document');
    await page.getByTestId('document-page').waitFor();
    // The seeded tree is there.
    await page.getByTestId('catalog-施工技术资料').waitFor();

    // A new top-level catalog.
    const catalogDialog = page.getByRole('dialog');
    await page.getByTestId('catalog-add').click();
    await catalogDialog.waitFor();
    await catalogDialog.getByRole('textbox').fill('监理往来文件');
    await catalogDialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('目录已创建').waitFor();
    await page.getByTestId('catalog-监理往来文件').click();

    // Upload a PDF into it.
    const upload = page.getByRole('dialog');
    await page.getByTestId('document-upload').click();
    await upload.waitFor();
    await upload.locator('input[type=file]').setInputFiles({
      name: '监理通知回复单.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await upload.getByRole('button', { name: /上\s*传/ }).click();
    await page.getByText('资料已上传').waitFor({ timeout: 10_000 });
    const row = page
      .getByTestId('document-table')
      .locator('.ant-table-row')
      .filter({ hasText: '监理通知回复单' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /张建国/);

    // Remove it: gone from the catalog, in the recycle bin.
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('已移入回收站').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('document-view').getByText('回收站').click();
    const binned = page
      .getByTestId('recycle-table')
      .locator('.ant-table-row')
      .filter({ hasText: '监理通知回复单' });
    await binned.waitFor();

    // Restore it: back in its catalog.
    await binned.getByRole('button', { name: /还\s*原/ }).click();
    await page.getByText('资料已还原').waitFor();
    await page.getByTestId('document-view').getByText('资料', { exact: true }).click();
    await page
      .getByTestId('document-table')
      .locator('.ant-table-row')
      .filter({ hasText: '监理通知回复单' })
      .waitFor();

    // The operation log tells the story.
    await page.getByTestId('document-view').getByText('操作日志').click();
    const log = page.getByTestId('log-table');
    await log.locator('.ant-table-row').filter({ hasText: '还原' }).first().waitFor();
    assert.match((await log.textContent()) ?? '', /新建目录.*监理往来文件/s);
  });
});

// Catalogue sharing (docs/domains/document.md "Sharing a catalogue"): the manager shares 施工技术资料
// read-only with 李晓峰; she downloads from it but gets no upload there, and 王海涛 does not see it.
describe('documents: a catalogue shared read-only with one member', () => {
  const e2e = useE2E();

  it('when shared read-only with 李晓峰, then she downloads but cannot upload, and 王海涛 does not see it', async () => {
    // 李晓峰 also keeps the records (资料员, role 23) and acts in that role: without the grant she could
    // upload anywhere, so only the grant takes the upload away.
    await e2e.sql(
      `insert into project_member (user_id, project_id, role_id, company_id)
       select u.id, p.id, 23, u.company_id from app_user u, project p
       where u.account = 'lixiaofeng' and p.name = '一标段 桩基工程' on conflict do nothing`,
    );
    await e2e.sql(
      `update app_user set current_role_id = 23, current_project_id = p.id
       from project p where app_user.account = 'lixiaofeng' and p.name = '一标段 桩基工程'`,
    );

    // The manager opens 权限设置 on 施工技术资料 and shares it read-only with 李晓峰.
    const page = e2e.page;
    await e2e.signInHere('zhangjianguo');
    await e2e.open(page, '/document');
    const catalog = page.getByTestId('catalog-施工技术资料');
    await catalog.getByRole('button').click();
    await page.getByRole('menuitem', { name: '权限设置' }).click();
    const drawer = page.locator('[data-testid="grant-drawer"][data-state="ready"]');
    await drawer.waitFor();
    assert.match((await drawer.textContent()) ?? '', /未设置权限/);
    await chooseOption(page, page.getByTestId('grant-picker'), '李晓峰', '李晓峰');
    await page.getByTestId('grant-add').click();
    await page.getByTestId('grant-李晓峰').waitFor();
    const saved = await clickForResponse(page, page.getByTestId('grant-save'), '/document/catalog/grant/set');
    assert.equal((await saved.json()).code, 200);
    await catalog.getByLabel('已设置访问权限').waitFor();

    // 李晓峰: the catalogue is there, read-only; its documents download; no upload button in it, while
    // another catalogue still takes uploads from her.
    const li = (await e2e.pageAs('lixiaofeng')).page;
    await e2e.open(li, '/document');
    const shared = li.getByTestId('catalog-施工技术资料');
    await li.getByTestId('catalog-readonly-施工技术资料').waitFor();
    await clickForQuery(li, li.getByTestId('catalog-施工管理资料'), (url) =>
      url.pathname.endsWith('/document/list'),
    );
    await li.getByTestId('document-upload').waitFor();
    const listed = await clickForQuery(
      li,
      shared,
      (url) => url.pathname.endsWith('/document/list') && url.searchParams.has('catalogId'),
    );
    assert.equal((await listed.json()).data.total, 2);
    const rows = li.getByTestId('document-table').locator('.ant-table-row');
    await rows.first().waitFor();
    await li.getByTestId('document-table').and(li.locator('[data-state="ready"]')).waitFor();
    assert.equal(await li.getByTestId('document-upload').count(), 0);
    assert.equal(
      await rows
        .first()
        .getByRole('button', { name: /删\s*除/ })
        .count(),
      0,
    );
    const downloaded = await clickForQuery(li, rows.first().getByRole('button', { name: /下\s*载/ }), (url) =>
      url.pathname.endsWith('/document/download'),
    );
    assert.equal(downloaded.status(), 200);

    // 王海涛, another member: the catalogue is not in his tree.
    const wang = (await e2e.pageAs('wanghaitao')).page;
    const tree = wang.waitForResponse((res) =>
      new URL(res.url()).pathname.endsWith('/document/catalog/tree'),
    );
    await e2e.open(wang, '/document');
    assert.equal((await (await tree).json()).code, 200);
    await wang.getByTestId('catalog-施工管理资料').waitFor();
    assert.equal(await wang.getByTestId('catalog-施工技术资料').count(), 0);
  });
});
