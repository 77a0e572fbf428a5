import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useE2E } from './harness.mjs';

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
