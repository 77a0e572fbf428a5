import type { DocumentCatalogNode, DocumentItem, DocumentLogItem } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { appUser, projectMember } from '../../platform/identity';
import { storedFile } from '../../platform/storage/stored-file.table';
import { demoPdf } from './document.seed';
import { document } from './document.table';

let jiangdong: number;
let xianghu: number;

/** Uploads a PDF through the common upload call, as the page does; answers the stored-file id. */
async function uploadPdf(name: string, token = zhang, proId?: number) {
  const boundary = '----zhujiDocumentTest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    await demoPdf(name, [name]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/common/upload/file${proId ? `?proId=${proId}` : ''}`,
    payload,
    headers: { ...t.headers(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.json().code).toBe(200);
  return res.json().data.id as string;
}

async function tree(proId = jiangdong): Promise<DocumentCatalogNode[]> {
  return (await get(`/api/document/catalog/tree?proId=${proId}`)).json().data;
}
async function addCatalog(name: string, parentId: number | null = null, proId = jiangdong) {
  const res = await post('/api/document/catalog/add', { proId, parentId, name });
  expect(res.json().code).toBe(200);
  return res.json().data.id as number;
}
async function addDocument(catalogId: number, title: string): Promise<DocumentItem> {
  const fileId = await uploadPdf(`${title}.pdf`, zhang, jiangdong);
  const res = await post('/api/document/add', { catalogId, fileId, title });
  expect(res.json().code).toBe(200);
  return res.json().data;
}
const logs = async (): Promise<DocumentLogItem[]> =>
  (await get(`/api/document/log/list?proId=${jiangdong}&limit=50`)).json().data.list;

const zhang = 'zhangjianguo';
const liu = 'liuming';
const zhou = 'zhouwenbo';
const t = seededApp({ users: [zhang, liu, zhou], tempDataDir: true, seedFiles: true, lang: 'zh' });
const { get, post } = t;
beforeAll(() => {
  jiangdong = t.project('jiangdongPile');
  xianghu = t.project('xianghuPile');
});

describe('the seeded records of 一标段 桩基工程', () => {
  it('has the catalog tree of a pile foundation, with documents that download as PDFs', async () => {
    const roots = await tree();
    expect(roots.map((c) => c.name)).toEqual([
      '施工管理资料',
      '施工技术资料',
      '施工物资资料',
      '施工记录',
      '施工试验记录及检测报告',
      '施工质量验收记录',
    ]);
    expect(roots[2]?.children.map((c) => c.name)).toEqual(['钢筋', '混凝土']);
    expect(roots[1]?.documentCount).toBe(2);
    const list = (await get(`/api/document/list?proId=${jiangdong}&keyword=低应变`)).json().data;
    expect(list.total).toBe(1);
    const report = list.list[0] as DocumentItem;
    expect(report).toMatchObject({
      catalogName: '施工试验记录及检测报告',
      category: 'TEST_REPORT',
      uploaderName: '张建国',
    });
    const file = await get(`/api/document/download?id=${report.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('access', () => {
  it('when the caller is not a member of the project, then every call answers 404', async () => {
    const [doc] = (await get(`/api/document/list?proId=${jiangdong}`)).json().data.list as DocumentItem[];
    const catalogId = (await tree())[0]?.id;
    const calls = [
      get(`/api/document/catalog/tree?proId=${jiangdong}`, zhou),
      get(`/api/document/list?proId=${jiangdong}`, zhou),
      get(`/api/document/recycle/list?proId=${jiangdong}`, zhou),
      get(`/api/document/log/list?proId=${jiangdong}`, zhou),
      get(`/api/document/download?id=${doc?.id}`, zhou),
      post('/api/document/catalog/add', { proId: jiangdong, parentId: null, name: '外人目录' }, zhou),
      post('/api/document/catalog/rename', { id: catalogId, name: '改名' }, zhou),
      post('/api/document/catalog/remove', { id: catalogId }, zhou),
      post('/api/document/update', { id: doc?.id, title: '改名' }, zhou),
      post('/api/document/remove', { id: doc?.id }, zhou),
      post('/api/document/recycle/restore', { id: doc?.id }, zhou),
      post('/api/document/recycle/purge', { id: doc?.id }, zhou),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
  });

  it('when the caller is a member of another project only, then they can neither read nor download', async () => {
    const [zhouRow] = await t.db.select().from(appUser).where(eq(appUser.account, 'zhouwenbo'));
    await t.db
      .insert(projectMember)
      .values({ projectId: xianghu, userId: zhouRow!.id, roleId: 3, companyId: zhouRow!.companyId });
    expect((await get(`/api/document/catalog/tree?proId=${xianghu}`, zhou)).json().code).toBe(200);
    const [doc] = (await get(`/api/document/list?proId=${jiangdong}`)).json().data.list as DocumentItem[];
    expect((await get(`/api/document/list?proId=${jiangdong}`, zhou)).statusCode).toBe(404);
    expect((await get(`/api/document/download?id=${doc?.id}`, zhou)).statusCode).toBe(404);
    // Nor through the common download: a filed document's file is served to its uploader only.
    const [row] = await t.db.select().from(document).where(eq(document.id, doc!.id));
    expect((await get(`/api/common/download?id=${row?.fileId}`, zhou)).statusCode).toBe(404);
  });

  it('when a member only reads the menu, then they list and download but cannot write', async () => {
    const [doc] = (await get(`/api/document/list?proId=${jiangdong}`, liu)).json().data
      .list as DocumentItem[];
    expect((await get(`/api/document/download?id=${doc?.id}`, liu)).statusCode).toBe(200);
    const [row] = await t.db.select().from(document).where(eq(document.id, doc!.id));
    expect((await get(`/api/common/download?id=${row?.fileId}`, liu)).statusCode).toBe(404);
    const denied = await Promise.all([
      post('/api/document/catalog/add', { proId: jiangdong, parentId: null, name: '监督资料' }, liu),
      post('/api/document/remove', { id: doc?.id }, liu),
      post('/api/document/update', { id: doc?.id, title: '改名' }, liu),
    ]);
    for (const res of denied) expect(res.statusCode).toBe(403);
  });

  it('when the file is not the caller’s, is for another project or is filed already, then 422', async () => {
    const catalogId = await addCatalog('权限校验');
    const liuFile = await uploadPdf('监督抽查记录.pdf', liu, jiangdong);
    const other = await post('/api/document/add', { catalogId, fileId: liuFile });
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toContain('不是您上传的');
    const xianghuFile = await uploadPdf('湘湖.pdf', zhang, xianghu);
    expect((await post('/api/document/add', { catalogId, fileId: xianghuFile })).json().msg).toContain(
      '其他项目',
    );
    const doc = await addDocument(catalogId, '重复归档');
    const [row] = await t.db.select().from(document).where(eq(document.id, doc.id));
    const again = await post('/api/document/add', { catalogId, fileId: row?.fileId });
    expect(again.json().msg).toContain('已归档为资料“重复归档”');
  });
});

describe('catalogs', () => {
  it('adds, renames and refuses a duplicate or badly named catalog', async () => {
    const id = await addCatalog('监理资料');
    const dup = await post('/api/document/catalog/add', {
      proId: jiangdong,
      parentId: null,
      name: '监理资料',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().msg).toContain('同级目录下已有“监理资料”');
    const bad = await post('/api/document/catalog/add', { proId: jiangdong, parentId: null, name: 'a/b' });
    expect(bad.statusCode).toBe(422);
    const renamed = await post('/api/document/catalog/rename', { id, name: '监理文件' });
    expect(renamed.json().data.name).toBe('监理文件');
    const child = await addCatalog('监理通知单', id);
    expect((await tree()).find((c) => c.id === id)?.children.map((c) => c.id)).toEqual([child]);
    const foreign = await post('/api/document/catalog/add', { proId: xianghu, parentId: id, name: '错挂' });
    expect(foreign.statusCode).toBe(422);
  });

  it('refuses removing a catalog that holds sub-catalogs or documents (the recycle bin’s too)', async () => {
    const parent = await addCatalog('待删目录');
    const child = await addCatalog('子目录', parent);
    const withSub = await post('/api/document/catalog/remove', { id: parent });
    expect(withSub.statusCode).toBe(409);
    expect(withSub.json().msg).toBe('目录“待删目录”下还有 1 个子目录，请先移走或删除后再删除目录');
    const doc = await addDocument(child, '临时资料');
    await post('/api/document/remove', { id: doc.id });
    const withDoc = await post('/api/document/catalog/remove', { id: child });
    expect(withDoc.statusCode).toBe(409);
    expect(withDoc.json().msg).toContain('1 份资料（含回收站）');
    expect((await post('/api/document/recycle/purge', { id: doc.id })).json().code).toBe(200);
    expect((await post('/api/document/catalog/remove', { id: child })).json().code).toBe(200);
    expect((await post('/api/document/catalog/remove', { id: parent })).json().code).toBe(200);
    expect((await tree()).some((c) => c.id === parent)).toBe(false);
  });
});

describe('documents', () => {
  it('remove → recycle list → restore → remove → purge, each step logged and audited', async () => {
    const catalogId = await addCatalog('桩基检测');
    const target = await addCatalog('静载试验');
    const doc = await addDocument(catalogId, '单桩竖向抗压静载试验报告');
    expect(doc).toMatchObject({
      catalogId,
      fileName: '单桩竖向抗压静载试验报告.pdf',
      mime: 'application/pdf',
    });

    const listed = (await get(`/api/document/list?proId=${jiangdong}&catalogId=${catalogId}`)).json().data;
    expect(listed.list.map((d: DocumentItem) => d.id)).toEqual([doc.id]);

    const renamed = await post('/api/document/update', { id: doc.id, title: '静载试验报告（S1–S3）' });
    expect(renamed.json().data.title).toBe('静载试验报告（S1–S3）');
    const moved = await post('/api/document/update', { id: doc.id, catalogId: target });
    expect(moved.json().data.catalogName).toBe('静载试验');
    const badCategory = await post('/api/document/update', { id: doc.id, category: 'NOPE' });
    expect(badCategory.statusCode).toBe(422);

    expect((await post('/api/document/recycle/purge', { id: doc.id })).statusCode).toBe(409);
    expect((await post('/api/document/remove', { id: doc.id })).json().data.deletedAt).not.toBeNull();
    expect((await get(`/api/document/list?proId=${jiangdong}&catalogId=${target}`)).json().data.total).toBe(
      0,
    );
    const bin = (await get(`/api/document/recycle/list?proId=${jiangdong}`)).json().data;
    expect(bin.list[0]).toMatchObject({ id: doc.id, deletedByName: '张建国' });
    expect((await post('/api/document/update', { id: doc.id, title: 'x' })).statusCode).toBe(409);

    expect((await post('/api/document/recycle/restore', { id: doc.id })).json().data.deletedAt).toBeNull();
    expect((await get(`/api/document/list?proId=${jiangdong}&catalogId=${target}`)).json().data.total).toBe(
      1,
    );
    expect((await post('/api/document/recycle/restore', { id: doc.id })).statusCode).toBe(409);

    await post('/api/document/remove', { id: doc.id });
    const [row] = await t.db.select().from(document).where(eq(document.id, doc.id));
    expect((await post('/api/document/recycle/purge', { id: doc.id })).json().code).toBe(200);
    expect(await t.db.select().from(document).where(eq(document.id, doc.id))).toEqual([]);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, row!.fileId))).toEqual([]);
    expect((await get(`/api/document/download?id=${doc.id}`)).statusCode).toBe(404);

    const mine = (await logs()).filter((l) => l.target === 'document' && l.targetId === doc.id);
    expect(mine.map((l) => l.action).reverse()).toEqual([
      'upload',
      'rename',
      'move',
      'remove',
      'restore',
      'remove',
      'purge',
    ]);
    expect(mine.find((l) => l.action === 'move')?.detail).toBe('桩基检测 → 静载试验');
    expect(mine[0]?.userName).toBe('张建国');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, doc.id))
      .orderBy(auditLog.id);
    expect(audits.filter((a) => a.resource === 'document').map((a) => a.action)).toEqual([
      'add',
      'update',
      'update',
      'remove',
      'restore',
      'remove',
      'purge',
    ]);
  });

  it('logs catalog changes and downloads, pages the log and the list', async () => {
    const id = await addCatalog('日志目录');
    await post('/api/document/catalog/rename', { id, name: '日志目录二' });
    await post('/api/document/catalog/remove', { id });
    const doc = await addDocument((await tree())[0]!.id, '下载留痕');
    await get(`/api/document/download?id=${doc.id}`, liu);
    const recent = (await logs()).slice(0, 5);
    expect(recent.map((l) => [l.action, l.targetName])).toEqual([
      ['download', '下载留痕'],
      ['upload', '下载留痕'],
      ['catalogRemove', '日志目录二'],
      ['catalogRename', '日志目录二'],
      ['catalogAdd', '日志目录'],
    ]);
    expect(recent[0]?.userName).toBe('刘明');
    const page = (await get(`/api/document/log/list?proId=${jiangdong}&page=2&limit=10`)).json().data;
    expect(page).toMatchObject({ page: 2, limit: 10 });
    expect(page.total).toBeGreaterThan(10);
    const docs = (await get(`/api/document/list?proId=${jiangdong}&limit=10`)).json().data;
    expect(docs.list.length).toBe(10);
  });
});
