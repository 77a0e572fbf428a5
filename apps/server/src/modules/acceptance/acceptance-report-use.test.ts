import { COMPANY_TYPE } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { company } from '../../platform/identity';
import { testReport } from '../specimen';
import { acceptance } from './acceptance.table';

// The last step of a specimen's chain of custody, 用于验收批 (docs/domains/witness.md, issue 20): an
// accepted inspection lot that rests on a test report shows on the report's public page, with who signed
// the lot and whether those signatures (and the lot since) verify.

const li = 'lixiaofeng';
const zhang = 'zhangjianguo';
const sun = 'sunwei';
const wang = 'wanghaitao';
const zhao = 'zhaolihua';
const t = seededApp({ users: [li, zhang, sun, wang, zhao], tempDataDir: true, caller: null });
const { get, post } = t;

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let jiangdong: number;
let reportId = 0;
let verifyCode = '';
let lotId = 0;
let sampleNo = '';

interface Step {
  key: string;
  by: string;
  verified: boolean | null;
  note: string;
  at: string | null;
}
const publicPage = async () =>
  (await get(`/api/rebarEngineering/previewDetection?code=${verifyCode}`)).json().data as {
    genuine: boolean;
    steps: Step[];
  };
const usedInLot = async () => (await publicPage()).steps.filter((s) => s.key === 'usedInLot');
const sign = (who: string, type: string, id: number) =>
  post('/api/signature/sign', { type, id, version: 1, image: PNG }, who);
const lot = (lotNo: string, testReportIds: number[]) => ({
  projectId: jiangdong,
  code: '010208',
  lotNo,
  location: 'GZ7 承台桩',
  lotSize: 20,
  sampleSize: 3,
  mainItems: [{ key: 'strength', name: '混凝土强度', pass: true }],
  generalItems: [],
  recordsComplete: true,
  testReportIds,
});

beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  const [lab] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.TESTING_LAB));
  const made = await post(
    '/api/inspection/pour/add',
    {
      proId: jiangdong,
      pileNos: ['GZ7'],
      location: 'GZ7',
      strengthGrade: 'C30',
      plant: '杭州钱江商品混凝土有限公司',
      volumeM3: '30',
      continuousHours: '2',
      pouredOn: '2026-10-22',
      groups: [{ curing: 'standard' }],
    },
    zhang,
  );
  expect(made.statusCode).toBe(200);
  const specimenIds = made.json().data.specimens.map((s: { id: number }) => s.id);
  sampleNo = made.json().data.specimens[0].sampleNo;
  const sub = (await post('/api/submit/add', { proId: jiangdong, labId: lab?.id, specimenIds }, zhang)).json()
    .data;
  await post('/api/submit/receive', { id: sub.id }, sun);
  await post(
    '/api/submit/result',
    {
      id: sub.id,
      results: specimenIds.map((specimenId: number) => ({
        specimenId,
        strengths: [36.2, 37.5, 38.1],
        testDate: '2026-11-19',
      })),
    },
    sun,
  );
  const issued = await post('/api/submit/report', { id: sub.id, conclusion: '符合 C30 设计要求' }, sun);
  expect(issued.statusCode).toBe(200);
  reportId = issued.json().data.report.id;
  verifyCode = issued.json().data.report.verifyCode;
  expect((await sign(sun, 'test-report', reportId)).statusCode).toBe(200);
  expect((await sign(wang, 'test-report', reportId)).statusCode).toBe(200);
});

describe('用于验收批: the lot that used a report, on the report’s public page', () => {
  it('when a lot names a report that is missing or of another project, then 422 naming testReportIds and nothing written', async () => {
    const [r] = await t.db.select().from(testReport).where(eq(testReport.id, reportId));
    const [foreign] = await t.db
      .insert(testReport)
      .values({
        ...r!,
        id: undefined,
        projectId: t.project('xianghuPile'),
        submissionId: r!.submissionId + 100_000,
        reportNo: `${r!.reportNo}-X`,
        verifyCode: 'foreign-report-0001',
      })
      .returning();
    const before = (await t.db.select().from(acceptance)).length;
    for (const ids of [[999_999], [reportId, foreign!.id]]) {
      const res = await post('/api/acceptance/apply/save', lot('RU-1', ids), li);
      expect(res.statusCode, String(ids)).toBe(422);
      expect(res.json().msg).toContain('testReportIds');
    }
    expect((await t.db.select().from(acceptance)).length).toBe(before);
  });

  it('when the lot is only applied for, then the report’s chain has no such step yet', async () => {
    const res = await post('/api/acceptance/apply/save', lot('RU-1', [reportId]), li);
    expect(res.statusCode).toBe(200);
    lotId = res.json().data.id;
    const detail = (await get(`/api/acceptance/apply/detail?id=${lotId}`, li)).json().data;
    expect(detail.testReportIds).toEqual([reportId]);
    expect(await usedInLot()).toEqual([]);
    const scanned = (await get(`/api/inspection/specimen/scan?code=${sampleNo}`, wang)).json().data;
    expect(scanned.chain.at(-1)).toMatchObject({ step: 'usedInLot', done: false, detail: '' });
  });

  it('when the supervisor accepts the lot, then the step appears with the lot, unsigned yet', async () => {
    const d = (await get(`/api/acceptance/apply/detail?id=${lotId}`, li)).json().data;
    const ok = await post(
      '/api/flow/act',
      { id: d.flowInstanceId, action: 'approve', comment: '同意' },
      wang,
    );
    expect(ok.statusCode).toBe(200);
    const [step] = await usedInLot();
    expect(step).toMatchObject({ verified: null, by: '' });
    expect(step?.note).toContain('RU-1');
    expect(step?.note).toContain('GZ7 承台桩');
    const page = await publicPage();
    expect(page.genuine).toBe(true);
    expect(page.steps.at(-1)?.key).toBe('usedInLot');
    // The supervisor scanning the group's label sees the same last step.
    const scanned = (await get(`/api/inspection/specimen/scan?code=${sampleNo}`, wang)).json().data;
    expect(scanned.chain.at(-1)).toMatchObject({ step: 'usedInLot', done: true });
    expect(scanned.chain.at(-1).detail).toContain('RU-1');
  });

  it('when contractor, supervisor and owner sign the lot, then the step names them and verifies', async () => {
    for (const who of [li, wang, zhao])
      expect((await sign(who, 'acceptance-lot', lotId)).statusCode, who).toBe(200);
    const [step] = await usedInLot();
    expect(step?.verified).toBe(true);
    for (const name of ['李晓峰', '王海涛', '赵丽华']) expect(step?.by).toContain(name);
    expect((await publicPage()).genuine).toBe(true);
  });

  it('when the signed lot is changed in the database, then the step fails and the page is no longer genuine', async () => {
    await t.db.update(acceptance).set({ location: 'GZ8 承台桩' }).where(eq(acceptance.id, lotId));
    const [step] = await usedInLot();
    expect(step?.verified).toBe(false);
    const page = await publicPage();
    expect(page.genuine).toBe(false);
  });
});
