import { businessToday, COMPANY_TYPE } from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { hashPassword } from '../../platform/auth/password';
import { appUser, company } from '../../platform/identity';
import { storedFile } from '../../platform/storage/stored-file.table';
import { demoPassword } from '../../seed';
import { concretePour, specimen, specimenSubmission, testBlockWarning } from '../specimen';
import { witnessAppointment } from './witness.table';

// Witness appointments and witnessed sampling, labels and scanning (docs/domains/witness.md).

const zhang = 'zhangjianguo'; // 项目经理 (contractor)
const owner = 'zhaolihua'; // 建设单位项目负责人
const wang = 'wanghaitao'; // 专业监理工程师, appointed witness in the demo
const chen = 'chenzhiming'; // 总监理工程师, not appointed
const li = 'lixiaofeng'; // 质检员 (contractor)
const sun = 'sunwei'; // 检测人员
const t = seededApp({ users: [zhang, owner, wang, chen, li, sun], caller: null });
const { get, post } = t;

let pro: number;
let letter: string;
/** A tester of another lab: sees nothing of 江东 (logged in below). */
let stranger: string;

const pour = (over: Record<string, unknown> = {}) => ({
  proId: pro,
  location: '3# 承台',
  strengthGrade: 'C35',
  plant: '杭州钱江商品混凝土有限公司',
  volumeM3: '42',
  pouredOn: businessToday(),
  groups: [{ curing: 'standard', sealNo: 'FY-0001' }],
  ...over,
});
const pourCount = async () => (await t.db.select({ n: count() }).from(concretePour))[0]?.n ?? 0;

beforeAll(async () => {
  pro = t.project('jiangdongPile');
  const [f] = await t.db
    .insert(storedFile)
    .values({
      projectId: pro,
      ownerUserId: t.user(owner),
      originalName: '见证人授权委托书.pdf',
      mime: 'application/pdf',
      size: 1024,
      sha256: '',
      storageKey: 'test/witness-letter.pdf',
    })
    .returning();
  letter = f!.id;
  const [lab] = await t.db
    .insert(company)
    .values({
      name: '杭州华测建设工程检测有限公司',
      compType: COMPANY_TYPE.TESTING_LAB,
      creditCode: '91330106MA2H3K7X1Q',
      legalPerson: '方晓',
      address: '杭州市西湖区文三路 90 号',
      status: 'active',
    })
    .returning();
  await t.db.insert(appUser).values({
    account: 'fangxiao',
    name: '方晓',
    phone: '13705719901',
    passwordHash: await hashPassword(demoPassword()),
    companyId: lab!.id,
    situation: 1,
  });
  stranger = await loginAs(t.app, 'fangxiao');
});

describe('witness appointments', () => {
  const appointment = (over: Record<string, unknown> = {}) => ({
    proId: pro,
    userId: t.user(li),
    documentFileId: letter,
    validFrom: '2026-11-01',
    validTo: '2026-11-30',
    scope: ['concrete'],
    ...over,
  });
  const rows = async () => (await t.db.select({ n: count() }).from(witnessAppointment))[0]?.n ?? 0;

  it('when the contractor appoints a witness, then 403 and nothing is written', async () => {
    const before = await rows();
    expect((await post('/api/witness/appointment/add', appointment(), zhang)).statusCode).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('when the input is bad, then 422 naming the field and nothing is written', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ validTo: '2026-10-01' }, 'validTo'],
      [{ scope: [] }, 'scope'],
      [{ userId: t.user('luhaiyan') + 100000 }, 'userId'],
      [{ documentFileId: '00000000-0000-4000-8000-000000000000' }, 'documentFileId'],
    ];
    for (const [over, field] of cases) {
      const res = await post('/api/witness/appointment/add', appointment(over), owner);
      expect(res.statusCode, field).toBe(422);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    expect(await rows()).toBe(before);
  });

  it('when the owner appoints in writing, then it is listed with the letter, period, scope and status', async () => {
    const res = await post('/api/witness/appointment/add', appointment(), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userName: '李晓峰',
      appointer: 'owner',
      appointedByName: '赵丽华',
      documentName: '见证人授权委托书.pdf',
      scope: ['concrete'],
      status: 'expired',
    });
    // The supervisor appoints too; a rebar-only appointment for the chief engineer.
    const rebar = await post(
      '/api/witness/appointment/add',
      appointment({ userId: t.user(chen), validFrom: '2026-01-01', validTo: '2027-12-31', scope: ['rebar'] }),
      wang,
    );
    expect(rebar.json().data).toMatchObject({ appointer: 'supervisor', status: 'active' });
    const list = (await get(`/api/witness/appointment/list?proId=${pro}`, zhang)).json().data;
    expect(list.map((a: { userName: string }) => a.userName)).toEqual(
      expect.arrayContaining(['王海涛', '李晓峰', '陈志明']),
    );
  });
});

describe('witnessed sampling', () => {
  it.each([
    ['a member never appointed', () => ({ witnessUserId: t.user(zhang) }), '不是本项目委托的见证人'],
    [
      'a witness before the appointment starts',
      () => ({ witnessUserId: t.user(li), pouredOn: '2026-10-20' }),
      '起生效',
    ],
    [
      'a witness after the appointment ended',
      () => ({ witnessUserId: t.user(li), pouredOn: '2026-12-01' }),
      '已于 2026-11-30 到期',
    ],
    ['a witness appointed for rebar only', () => ({ witnessUserId: t.user(chen) }), '见证范围不含混凝土试块'],
    [
      'a name typed by an older client that is nobody appointed',
      () => ({ groups: [{ curing: 'standard', witnessed: true, witnessName: '赵丽华' }] }),
      '赵丽华 不是本项目委托的见证人',
    ],
  ])('when a pour names %s, then 422 with the reason and nothing is written', async (_, over, message) => {
    const before = await pourCount();
    const res = await post('/api/inspection/pour/add', pour(over()), zhang);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(message);
    expect(await pourCount()).toBe(before);
  });

  let pourId = 0;
  it('when a pour names the appointed witness, then its groups wait for the witness', async () => {
    const res = await post(
      '/api/inspection/pour/add',
      pour({ witnessUserId: t.user(wang), strengthGrade: 'C45' }),
      zhang,
    );
    expect(res.statusCode).toBe(200);
    pourId = res.json().data.pourId;
    expect(res.json().data.specimens[0]).toMatchObject({
      witnessed: false,
      witnessName: '王海涛',
      witnessState: 'pending',
      sealNo: 'FY-0001',
    });
    const pending = (await get(`/api/inspection/pour/witnessPending?proId=${pro}`, wang)).json().data;
    expect(pending.map((p: { id: number }) => p.id)).toContain(pourId);
    const ratios = (await get(`/api/inspection/witnessRatio?proId=${pro}`, zhang)).json().data;
    expect(ratios.find((r: { material: string }) => r.material === 'concrete C45')).toMatchObject({
      total: 1,
      confirmed: 0,
      pending: 1,
      ratio: 0,
      warn: false,
    });
  });

  it('when someone else confirms, then 403; the named witness confirms once; the ratio counts it then', async () => {
    for (const who of [zhang, chen, owner, sun])
      expect((await post('/api/inspection/pour/witnessConfirm', { pourId }, who)).statusCode, who).toBe(403);
    expect((await post('/api/inspection/pour/witnessConfirm', { pourId }, stranger)).statusCode).toBe(404);
    const ok = await post('/api/inspection/pour/witnessConfirm', { pourId }, wang);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.witness).toMatchObject({ name: '王海涛', confirmedAt: expect.any(String) });
    expect((await post('/api/inspection/pour/witnessConfirm', { pourId }, wang)).statusCode).toBe(409);
    const groups = await t.db.select().from(specimen).where(eq(specimen.pourId, pourId));
    expect(groups.every((g) => g.witnessed)).toBe(true);
    const ratios = (await get(`/api/inspection/witnessRatio?proId=${pro}`, zhang)).json().data;
    expect(ratios.find((r: { material: string }) => r.material === 'concrete C45')).toMatchObject({
      total: 1,
      confirmed: 1,
      ratio: 1,
      pass: true,
    });
  });

  it('when unwitnessed pours push a material below 30 %, then one warning, not one per write', async () => {
    const warnings = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(testBlockWarning)
          .where(and(eq(testBlockWarning.projectId, pro), eq(testBlockWarning.kind, 'witness-low')))
      )[0]?.n ?? 0;
    const before = await warnings();
    // C45: 1 confirmed; 2 unwitnessed more = 33 % (no warning), a third = 25 %: the warning.
    for (const n of [1, 2])
      await post('/api/inspection/pour/add', pour({ strengthGrade: 'C45', location: `${n}# 柱` }), zhang);
    expect(await warnings()).toBe(before);
    for (const n of [3, 4, 5])
      await post('/api/inspection/pour/add', pour({ strengthGrade: 'C45', location: `${n}# 柱` }), zhang);
    expect(await warnings()).toBe(before + 1);
    const listed = (await get(`/api/inspection/warning/list?proId=${pro}`, zhang)).json().data;
    expect(listed.find((w: { kind: string }) => w.kind === 'witness-low')?.title).toContain(
      'C45 混凝土试块见证取样比例',
    );
  });
});

describe('labels and scanning', () => {
  const groupIds = async () =>
    (await t.db.select({ id: specimen.id }).from(specimen).where(eq(specimen.projectId, pro)).limit(4)).map(
      (r) => r.id,
    );

  it('when the label sheet is asked, then an A4 PDF (or 50×30 mm pages) with the Chinese font embedded', async () => {
    const ids = await groupIds();
    const a4 = await get(
      `/api/inspection/specimen/labelsPdf?proId=${pro}&ids=${ids.join(',')}&format=a4`,
      li,
    );
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    const pdf = a4.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf).toMatch(/NotoSansSC/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const thermal = await get(
      `/api/inspection/specimen/labelsPdf?proId=${pro}&ids=${ids.join(',')}&format=thermal`,
      li,
    );
    const raw = thermal.rawPayload.toString('latin1');
    // 50 × 30 mm = 141.73 × 85.04 pt, one label a page.
    expect(raw).toMatch(/\/MediaBox \[0 0 141\.7322\d* 85\.0393\d*\]/);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(ids.length);
    expect(
      (await get(`/api/inspection/specimen/labelsPdf?proId=${pro}&ids=${ids[0]}`, stranger)).statusCode,
    ).toBe(404);
    const other = t.project('xianghuPile');
    expect(
      (await get(`/api/inspection/specimen/labelsPdf?proId=${other}&ids=${ids[0]}`, zhang)).statusCode,
    ).toBe(422);
  });

  it('when the lab scans a submitted group, then it receives it; others see the chain and may not receive', async () => {
    const [waiting] = await t.db
      .select({ code: specimen.sampleNo })
      .from(specimen)
      .innerJoin(specimenSubmission, eq(specimenSubmission.id, specimen.submissionId))
      .where(and(eq(specimen.projectId, pro), eq(specimenSubmission.status, 'submitted')));
    const code = waiting!.code;
    const seen = await get(`/api/inspection/specimen/scan?code=${code}`, wang);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.canReceive).toBe(false);
    expect(seen.json().data.chain.map((c: { step: string; done: boolean }) => [c.step, c.done])).toEqual([
      ['sampled', true],
      ['witnessed', expect.any(Boolean)],
      ['received', false],
      // Whether the seeded group sits in a demo curing room; curing-chain.test.ts checks the step itself.
      ['cured', expect.any(Boolean)],
      ['tested', false],
      ['reported', false],
      ['usedInLot', false],
    ]);
    for (const who of [wang, zhang])
      expect((await post('/api/inspection/specimen/receiveByCode', { code }, who)).statusCode, who).toBe(403);
    expect((await get(`/api/inspection/specimen/scan?code=${code}`, stranger)).statusCode).toBe(404);
    expect((await post('/api/inspection/specimen/receiveByCode', { code }, stranger)).statusCode).toBe(404);
    expect((await get(`/api/inspection/specimen/scan?code=SK-0-00000000-999`, wang)).statusCode).toBe(404);
    const lab = await get(`/api/inspection/specimen/scan?code=${code}`, sun);
    expect(lab.json().data.canReceive).toBe(true);
    const received = await post('/api/inspection/specimen/receiveByCode', { code }, sun);
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({ canReceive: false, specimen: { status: 'received' } });
    expect(received.json().data.chain[2]).toMatchObject({ step: 'received', done: true, by: '孙伟' });
  });
});
