import type { DocumentCatalogNode, DocumentGrantEntry, DocumentItem, DocumentLogItem } from '@zhuji/shared';
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

async function tree(proId = jiangdong, token = zhang): Promise<DocumentCatalogNode[]> {
  return (await get(`/api/document/catalog/tree?proId=${proId}`, token)).json().data;
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
const logs = async (token = zhang): Promise<DocumentLogItem[]> =>
  (await get(`/api/document/log/list?proId=${jiangdong}&limit=50`, token)).json().data.list;

const zhang = 'zhangjianguo';
const liu = 'liuming';
const zhou = 'zhouwenbo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const chen = 'chenzhiming';
const t = seededApp({
  users: [zhang, liu, zhou, li, wang, chen],
  tempDataDir: true,
  seedFiles: true,
  lang: 'zh',
});
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

/** Every catalog id of a tree, depth first. */
const idsOf = (nodes: DocumentCatalogNode[]): number[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children)]);
const find = (nodes: DocumentCatalogNode[], id: number): DocumentCatalogNode | undefined =>
  nodes.find((n) => n.id === id) ??
  find(
    nodes.flatMap((n) => n.children),
    id,
  );
const share = (id: number, grants: DocumentGrantEntry[], token = zhang) =>
  post('/api/document/catalog/grant/set', { id, grants }, token);
const userId = async (account: string) =>
  (await t.db.select().from(appUser).where(eq(appUser.account, account)))[0]!.id;

describe('sharing a catalogue (docs/domains/document.md "Sharing a catalogue")', () => {
  let shared: number;
  let sub: number;
  let doc: DocumentItem;
  let subDoc: DocumentItem;
  let liId: number;
  let wangId: number;
  beforeAll(async () => {
    shared = await addCatalog('隐蔽验收影像');
    sub = await addCatalog('基坑', shared);
    doc = await addDocument(shared, '钢筋隐蔽验收照片');
    subDoc = await addDocument(sub, '基坑开挖照片');
    // 李晓峰 also keeps the records (资料员, role 23, acting in it): the menu lets them write.
    const [row] = await t.db.select().from(appUser).where(eq(appUser.account, li));
    liId = row!.id;
    wangId = await userId(wang);
    await t.db
      .insert(projectMember)
      .values({ projectId: jiangdong, userId: liId, roleId: 23, companyId: row!.companyId });
    await t.db
      .update(appUser)
      .set({ currentProjectId: jiangdong, currentRoleId: 23 })
      .where(eq(appUser.id, liId));
  });

  async function liUploads(catalogId: number) {
    const fileId = await uploadPdf('资料员上传.pdf', li, jiangdong);
    return post('/api/document/add', { catalogId, fileId }, li);
  }

  it('when no grants exist, then every member sees the catalogue and the documenter uploads', async () => {
    expect(find(await tree(jiangdong, wang), shared)).toMatchObject({ access: 'write', shared: false });
    const res = await liUploads(shared);
    expect(res.json().code, res.body).toBe(200);
    expect((await post('/api/document/remove', { id: res.json().data.id }, li)).json().code).toBe(200);
  });

  it('when shared read-only with one member, then they list and download but cannot write; another member sees nothing', async () => {
    const set = await share(shared, [{ kind: 'user', id: liId, level: 'read' }]);
    expect(set.json().code, set.body).toBe(200);
    expect(set.json().data.grants).toEqual([{ kind: 'user', id: liId, level: 'read', name: '李晓峰' }]);

    // The member it is shared with: reads, downloads, sees the log; every write is refused (403).
    expect(find(await tree(jiangdong, li), shared)).toMatchObject({ access: 'read', shared: true });
    expect(find(await tree(jiangdong, li), sub)).toMatchObject({ access: 'read', shared: true });
    const listed = (await get(`/api/document/list?proId=${jiangdong}&catalogId=${shared}`, li)).json().data;
    expect(listed.list.map((d: DocumentItem) => d.id)).toContain(doc.id);
    expect((await get(`/api/document/download?id=${doc.id}`, li)).statusCode).toBe(200);
    expect((await logs(li)).some((l) => l.target === 'document' && l.targetId === doc.id)).toBe(true);
    expect((await liUploads(shared)).statusCode).toBe(403);
    expect((await liUploads(sub)).statusCode).toBe(403);
    const writes = await Promise.all([
      post('/api/document/remove', { id: doc.id }, li),
      post('/api/document/update', { id: doc.id, title: '改名' }, li),
      post('/api/document/catalog/rename', { id: shared, name: '改名' }, li),
      post('/api/document/catalog/add', { proId: jiangdong, parentId: shared, name: '子目录' }, li),
    ]);
    for (const res of writes) expect(res.statusCode, res.body).toBe(403);
    // Nor move their own document into it.
    const mine = await liUploads((await tree(jiangdong, li))[0]!.id);
    const move = await post('/api/document/update', { id: mine.json().data.id, catalogId: shared }, li);
    expect(move.statusCode).toBe(403);

    // Another member: the catalogue, its sub-catalogue and their documents are as if missing.
    const theirs = await tree(jiangdong, wang);
    expect(idsOf(theirs)).not.toContain(shared);
    expect(idsOf(theirs)).not.toContain(sub);
    expect(theirs.length).toBeGreaterThan(0);
    const hidden = await Promise.all([
      get(`/api/document/list?proId=${jiangdong}&catalogId=${shared}`, wang),
      get(`/api/document/list?proId=${jiangdong}&catalogId=${sub}`, wang),
      get(`/api/document/download?id=${doc.id}`, wang),
      get(`/api/document/download?id=${subDoc.id}`, wang),
      post('/api/document/remove', { id: doc.id }, wang),
      post('/api/document/recycle/restore', { id: doc.id }, wang),
      post('/api/document/recycle/purge', { id: doc.id }, wang),
      get(`/api/document/catalog/grant/list?id=${shared}`, wang),
    ]);
    for (const res of hidden) expect(res.statusCode, res.body).toBe(404);
    const search = (await get(`/api/document/list?proId=${jiangdong}&keyword=隐蔽验收照片`, wang)).json()
      .data;
    expect(search.total).toBe(0);
    const all = (await get(`/api/document/list?proId=${jiangdong}&limit=50`, wang)).json().data.list;
    expect(all.some((d: DocumentItem) => d.catalogId === shared || d.catalogId === sub)).toBe(false);
    expect(
      (await logs(wang)).some((l) => [doc.id, subDoc.id].includes(l.targetId) && l.target === 'document'),
    ).toBe(false);
    // The manager still sees and writes everything: they set the grants.
    expect(find(await tree(), shared)).toMatchObject({ access: 'write', shared: true });
    expect((await get(`/api/document/download?id=${doc.id}`)).statusCode).toBe(200);
  });

  it('when the catalogue is in the recycle bin view, then hidden documents stay hidden there too', async () => {
    await post('/api/document/remove', { id: subDoc.id });
    const bin = (await get(`/api/document/recycle/list?proId=${jiangdong}&limit=50`, wang)).json().data.list;
    expect(bin.some((d: DocumentItem) => d.id === subDoc.id)).toBe(false);
    const liBin = (await get(`/api/document/recycle/list?proId=${jiangdong}&limit=50`, li)).json().data.list;
    expect(liBin.some((d: DocumentItem) => d.id === subDoc.id)).toBe(true);
    expect((await post('/api/document/recycle/restore', { id: subDoc.id }, li)).statusCode).toBe(403);
    expect((await post('/api/document/recycle/restore', { id: subDoc.id })).json().code).toBe(200);
  });

  it('when a sub-catalogue has grants of its own, then they decide there (nearest ancestor with grants)', async () => {
    const before = (await get(`/api/document/catalog/grant/list?id=${sub}`)).json().data;
    expect(before.grants).toEqual([]);
    expect(before.inherited).toMatchObject({ catalogId: shared, catalogName: '隐蔽验收影像' });
    expect(before.members.map((m: { name: string }) => m.name)).toContain('王海涛');
    expect((await share(sub, [{ kind: 'role', id: 42, level: 'write' }])).json().code).toBe(200);
    // 王海涛 (role 42) now sees the sub-catalogue, hung at the top since its parent is hidden from them.
    const theirs = await tree(jiangdong, wang);
    expect(idsOf(theirs)).not.toContain(shared);
    expect(theirs.find((n) => n.id === sub)).toMatchObject({ parentId: null, access: 'write' });
    expect((await get(`/api/document/download?id=${subDoc.id}`, wang)).statusCode).toBe(200);
    // The role's write grant gives no more than the menu: role 42 only reads 资料管理.
    const fileId = await uploadPdf('监理上传.pdf', wang, jiangdong);
    expect((await post('/api/document/add', { catalogId: sub, fileId }, wang)).statusCode).toBe(403);
    // 李晓峰 is not named there: the sub-catalogue is gone for them, and 陈志明 (role 41) never saw it.
    expect(idsOf(await tree(jiangdong, li))).not.toContain(sub);
    expect((await get(`/api/document/download?id=${subDoc.id}`, li)).statusCode).toBe(404);
    expect(idsOf(await tree(jiangdong, chen))).not.toContain(sub);
  });

  it('when someone other than a manager sets grants, or names a stranger, then it is refused and nothing changes', async () => {
    const rows = async () => (await get(`/api/document/catalog/grant/list?id=${shared}`)).json().data.grants;
    const before = await rows();
    expect((await share(shared, [], li)).statusCode).toBe(403);
    expect((await get(`/api/document/catalog/grant/list?id=${shared}`, li)).statusCode).toBe(403);
    expect((await share(shared, [], zhou)).statusCode).toBe(404);
    const stranger = await share(shared, [{ kind: 'user', id: await userId(zhou), level: 'read' }]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().msg).toContain('只能授权给本项目的成员');
    const twice = await share(shared, [
      { kind: 'user', id: liId, level: 'read' },
      { kind: 'user', id: liId, level: 'write' },
    ]);
    expect(twice.statusCode).toBe(422);
    const badLevel = await post('/api/document/catalog/grant/set', {
      id: shared,
      grants: [{ kind: 'user', id: liId, level: 'admin' }],
    });
    expect(badLevel.statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('when the grants are removed, then the catalogue is open to every member again, and each change is logged and audited', async () => {
    expect((await share(sub, [])).json().code).toBe(200);
    expect((await share(shared, [])).json().code).toBe(200);
    expect(find(await tree(jiangdong, wang), sub)).toMatchObject({ access: 'write', shared: false });
    expect((await get(`/api/document/download?id=${doc.id}`, wang)).statusCode).toBe(200);
    const res = await liUploads(shared);
    expect(res.json().code, res.body).toBe(200);
    const grantLogs = (await logs()).filter((l) => l.action === 'catalogGrant' && l.targetId === shared);
    expect(grantLogs.map((l) => l.detail)).toEqual(['', '李晓峰:read']);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.recordId, shared));
    expect(audits.filter((a) => a.action === 'grant')).toHaveLength(2);
    expect(wangId).toBeGreaterThan(0);
  });
});
