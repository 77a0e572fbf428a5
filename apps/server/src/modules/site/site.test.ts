import { randomUUID } from 'node:crypto';
import { businessDaysFromToday } from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BORED_PILE_VALUES } from '../../../test/pile-values';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { clientWrite } from '../../platform/idempotency';
import { rectification } from '../../platform/rectification';
import { storedFile } from '../../platform/storage/stored-file.table';
import { materialReceipt } from '../material';
import { pile, pileAbnormal } from '../pile';
import { concretePour, specimen } from '../specimen';

// The site app's writes with a client-made id (docs/domains/site.md#idempotent-writes): a retry answers the
// first answer and creates nothing twice; a refusal answers 4xx with its message and keeps no claim.
const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const liu = 'liuming';
const t = seededApp({ users: [zhang, li, wang, liu], tempDataDir: true, lang: 'zh' });
const { post } = t;
let jiangdong: number;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const boundary = '----zhujiSiteBoundary';
const photoBody = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hole.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const uploadPhoto = (clientId: string, as: string = li) =>
  t.app.inject({
    method: 'POST',
    url: `/api/common/upload/image?proId=${jiangdong}&clientId=${clientId}`,
    payload: photoBody,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': t.token(as) },
  });

const goodValues = BORED_PILE_VALUES;

type Counted =
  | typeof concretePour
  | typeof specimen
  | typeof storedFile
  | typeof clientWrite
  | typeof materialReceipt;
const rows = async (table: Counted) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

let pileNo1: number;
let pileNo2: number;
beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  const g = (
    await post(
      '/api/pile/group/save',
      {
        projectId: jiangdong,
        name: 'SITE φ800',
        pileType: 'bored',
        diameterMm: '800',
        designLength: '45-48',
        cageDiameter: '700/720',
        cageLengthM: '30',
        strengthGrade: 'C35',
        pileTopElevation: '-3.500',
        bearing: 'friction',
        singlePile: false,
        gradeA: true,
      },
      zhang,
    )
  ).json().data;
  await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'ST', numbers: '1-2' }, zhang);
  const id = async (no: string) =>
    (
      await t.db
        .select({ id: pile.id })
        .from(pile)
        .where(and(eq(pile.pileNo, no), eq(pile.groupId, g.id)))
    )[0]?.id ?? 0;
  pileNo1 = await id('ST1');
  pileNo2 = await id('ST2');
});
beforeEach(async () => {
  await t.db.delete(clientWrite);
});

describe('site writes with a client id', () => {
  it('when a pile record is sent twice with one client id, then the second answers the first detail and writes nothing: one abnormal, one audit entry', async () => {
    const clientId = randomUUID();
    const body = { id: pileNo1, values: { ...goodValues, sediment: '400' }, complete: true, clientId };
    const first = await post('/api/pile/construction/save', body, li);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: pileNo1, status: 'recorded' });
    const abnormals = await t.db.select().from(pileAbnormal).where(eq(pileAbnormal.pileId, pileNo1));
    expect(abnormals).toHaveLength(1);
    const again = await post('/api/pile/construction/save', { ...body, values: goodValues }, li);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // The retry did not write: the failing sediment of the first answer stays, and one abnormal.
    const [row] = await t.db.select().from(pile).where(eq(pile.id, pileNo1));
    expect(row?.values).toMatchObject({ sediment: '400' });
    expect(await t.db.select().from(pileAbnormal).where(eq(pileAbnormal.pileId, pileNo1))).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'pile'), eq(auditLog.recordId, pileNo1)));
    expect(audits.filter((a) => a.action === 'save')).toHaveLength(1);
    const known = await post('/api/site/clientIds', { clientIds: [clientId, randomUUID()] }, li);
    expect(known.json().data).toEqual([
      expect.objectContaining({ clientId, call: 'pile/construction/save' }),
    ]);
    // Another user of the same company sees nothing of it.
    expect((await post('/api/site/clientIds', { clientIds: [clientId] }, zhang)).json().data).toEqual([]);
  });

  it('when a photo is uploaded twice and added twice with its client ids, then one file and one photo', async () => {
    const fileClient = randomUUID();
    const before = await rows(storedFile);
    const first = await uploadPhoto(fileClient);
    expect(first.statusCode).toBe(200);
    const again = await uploadPhoto(fileClient);
    expect(again.json().data).toEqual(first.json().data);
    expect(await rows(storedFile)).toBe(before + 1);
    const photo = {
      pileId: pileNo2,
      step: 'holeAcceptance',
      fileId: first.json().data.id,
      clientId: randomUUID(),
    };
    const added = await post('/api/pile/construction/photo', photo, li);
    expect(added.statusCode).toBe(200);
    const added2 = await post('/api/pile/construction/photo', photo, li);
    expect(added2.json().data).toEqual(added.json().data);
    const [row] = await t.db.select().from(pile).where(eq(pile.id, pileNo2));
    expect(row?.photos).toHaveLength(1);
  });

  it('when a test-block sampling is sent twice, then one pour and its groups once', async () => {
    const body = {
      proId: jiangdong,
      pileNos: ['ST1'],
      location: 'ST1',
      strengthGrade: 'C35',
      plant: '杭州钱江商品混凝土有限公司',
      volumeM3: '26.7',
      pouredOn: '2026-10-20',
      groups: [{ curing: 'standard', witnessed: true, witnessName: '王海涛' }, { curing: 'standard' }],
      clientId: randomUUID(),
    };
    const [pours, specimens] = [await rows(concretePour), await rows(specimen)];
    const first = await post('/api/inspection/pour/add', body, zhang);
    expect(first.statusCode).toBe(200);
    const again = await post('/api/inspection/pour/add', body, zhang);
    expect(again.json().data).toEqual(first.json().data);
    expect(await rows(concretePour)).toBe(pours + 1);
    expect(await rows(specimen)).toBe(specimens + 2);
  });

  it('when a rectification reply is sent twice, then the notice is replied once', async () => {
    const [notice] = await t.db
      .select()
      .from(rectification)
      .where(and(eq(rectification.projectId, jiangdong), eq(rectification.status, 'open')));
    expect(notice).toBeDefined();
    const reply = { id: notice!.id, content: '已补浇并养护', photos: ['f/1.jpg'], clientId: randomUUID() };
    const first = await post('/api/rectification/reform', reply, li);
    expect(first.statusCode).toBe(200);
    const again = await post('/api/rectification/reform', reply, li);
    expect(again.statusCode).toBe(200);
    expect(await rows(clientWrite)).toBe(1);
    const [after] = await t.db.select().from(rectification).where(eq(rectification.id, notice!.id));
    expect(after?.replyContent).toBe('已补浇并养护');
  });
});

describe('a kit create with a client id', () => {
  it('when a concrete delivery receipt is sent twice, then one receipt and the first answer again', async () => {
    const receipt = {
      projectId: jiangdong,
      planNo: 'CL-ZJ-001',
      deliveryNo: 'GH-ZJ-006',
      vehiclePlate: '浙A29F63',
      receivedDate: businessDaysFromToday(0),
      receiver: '吴建平',
      noteNo: 'SITE-01',
      noteQuantity: '30',
      receivedQuantity: '30',
      clientId: randomUUID(),
    };
    const before = await rows(materialReceipt);
    const first = await post('/api/material/receive/add', receipt, li);
    expect(first.statusCode).toBe(200);
    const again = await post('/api/material/receive/add', receipt, li);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await rows(materialReceipt)).toBe(before + 1);
  });

  it('when the site app sends a receipt with its unit price, then the receipt stores it (a bad one is refused, unclaimed)', async () => {
    const clientId = randomUUID();
    const receipt = {
      projectId: jiangdong,
      planNo: 'CL-ZJ-001',
      vehiclePlate: '浙A5K827',
      supplierName: '杭州中联混凝土有限公司',
      receivedDate: businessDaysFromToday(0),
      receiver: '吴建平',
      noteNo: 'SITE-02',
      noteQuantity: '12',
      receivedQuantity: '12',
      clientId,
    };
    const bad = await post('/api/material/receive/add', { ...receipt, unitPrice: '468.505' }, li);
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().msg).toContain('最多2位小数');
    const sent = await post('/api/material/receive/add', { ...receipt, unitPrice: '468.50' }, li);
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.db
      .select({ unitPrice: materialReceipt.unitPrice })
      .from(materialReceipt)
      .where(and(eq(materialReceipt.projectId, jiangdong), eq(materialReceipt.noteNo, 'SITE-02')));
    expect(row?.unitPrice).toBe('468.50');
    // The retry of a lost answer answers the same receipt, price and all.
    const again = await post('/api/material/receive/add', { ...receipt, unitPrice: '468.50' }, li);
    expect(again.json().data).toEqual(sent.json().data);
  });
});

describe('refused site writes', () => {
  it('when the supervisor has confirmed the pile, then 409 with the message and the client id stays free', async () => {
    await post('/api/pile/construction/save', { id: pileNo2, values: goodValues, complete: true }, li);
    expect((await post('/api/pile/construction/confirm', { id: pileNo2 }, wang)).statusCode).toBe(200);
    const clientId = randomUUID();
    const res = await post(
      '/api/pile/construction/save',
      { id: pileNo2, values: goodValues, complete: true, clientId },
      li,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/确认/);
    expect(await rows(clientWrite)).toBe(0);
  });

  it('when a value is bad, then 422 naming it; corrected, the same client id is accepted', async () => {
    const clientId = randomUUID();
    const body = { id: pileNo1, values: { ...goodValues, slump: 'abc' }, complete: true, clientId };
    const bad = await post('/api/pile/construction/save', body, li);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('slump');
    expect(await rows(clientWrite)).toBe(0);
    const fixed = await post('/api/pile/construction/save', { ...body, values: goodValues }, li);
    expect(fixed.statusCode).toBe(200);
  });

  it('when the caller has no role for the record, then 403 and nothing is claimed', async () => {
    const res = await post(
      '/api/pile/construction/save',
      { id: pileNo1, values: goodValues, complete: true, clientId: randomUUID() },
      liu,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBeTruthy();
    const asSupervisor = await post(
      '/api/inspection/pour/add',
      {
        proId: jiangdong,
        location: 'ST1',
        strengthGrade: 'C35',
        plant: '站',
        volumeM3: '10',
        pouredOn: '2026-10-20',
        groups: [{ curing: 'standard' }],
        clientId: randomUUID(),
      },
      wang,
    );
    expect(asSupervisor.statusCode).toBe(403);
    expect(asSupervisor.json().msg).toBeTruthy();
    expect(await rows(clientWrite)).toBe(0);
  });

  it('when one client id is reused for another call, then 409 and the first answer is not shown', async () => {
    const clientId = randomUUID();
    expect((await uploadPhoto(clientId)).statusCode).toBe(200);
    const res = await post(
      '/api/pile/construction/save',
      { id: pileNo1, values: goodValues, complete: true, clientId },
      li,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该记录编号已用于另一条记录，请重新填写后提交');
  });

  it('when the client ids are not uuids, then 422', async () => {
    expect((await post('/api/site/clientIds', { clientIds: ['x'] }, li)).statusCode).toBe(422);
  });
});
