import type { ReportConcrete, ReportMaterial, ReportProgress } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { appUser, menu, project, projectMember, roleMenu } from '../../platform/identity';
import { readSheet } from '../../platform/kit/excel';
import {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from '../material-inspection';
import { outputReport } from '../output';
import { pile, pileGroup } from '../pile';
import { amountPlan, progressRecord } from '../progress';
import { concretePour, lotEvaluation, specimen, specimenResult } from '../specimen';

let zhangId: number;
let zhangCompany: number;
let parentId: number | null;

const MARCH_APRIL = 'from=2026-03-01&to=2026-04-30';

async function read<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as T;
}

/** A sub-project of the demo main project with zhangjianguo as its project manager, and nothing else. */
async function newProject(name: string, money: string | null = null) {
  const [p] = await t.db
    .insert(project)
    .values({ name, parentId, division: 'PILE_FOUNDATION', money })
    .returning({ id: project.id });
  await t.db
    .insert(projectMember)
    .values({ projectId: p!.id, userId: zhangId, roleId: 3, companyId: zhangCompany });
  return p!.id;
}

const zhang = 'zhangjianguo';
const zhou = 'zhouwenbo';
const t = seededApp({ users: [zhang, zhou], tempDataDir: true, seedFiles: true, lang: 'zh' });
const { get } = t;
beforeAll(async () => {
  const [z] = await t.db.select().from(appUser).where(eq(appUser.account, 'zhangjianguo'));
  zhangId = z!.id;
  zhangCompany = z!.companyId!;
  const [jiangdong] = await t.db.select().from(project).where(eq(project.name, '一标段 桩基工程'));
  parentId = jiangdong!.parentId;
});

describe('混凝土报表', () => {
  let proId: number;
  beforeAll(async () => {
    proId = await newProject('报表测试 混凝土');
    const pour = async (
      pouredOn: string,
      grade: string,
      plant: string,
      volumeM3: string,
      hours: string,
      pileNos: string[],
    ) => {
      const [row] = await t.db
        .insert(concretePour)
        .values({
          projectId: proId,
          location: pileNos.join('、') || '承台',
          pileNos,
          strengthGrade: grade,
          plant,
          volumeM3,
          continuousHours: hours,
          pouredOn,
          createdBy: zhangId,
        })
        .returning({ id: concretePour.id });
      return row!.id;
    };
    const p1 = await pour('2026-03-10', 'C30', '甲站', '120', '3', ['Z1']); // ⌈120/50⌉ = 3 due
    const p2 = await pour('2026-03-20', 'C30', '甲站', '40', '13', ['Z2']); // < 50 m³: ⌈13/12⌉ = 2 due
    const p3 = await pour('2026-04-05', 'C35', '乙站', '60', '2', ['Z3']); // 2 due
    const p4 = await pour('2025-01-01', 'C30', '甲站', '80', '2', ['Z4']); // outside the period
    let n = 0;
    const group = async (
      pourId: number,
      grade: string,
      makeDate: string,
      o: {
        curing?: 'standard' | 'same_condition';
        submitted?: boolean;
        witnessed?: boolean;
        value?: string | null;
      } = {},
    ) => {
      n += 1;
      const [row] = await t.db
        .insert(specimen)
        .values({
          projectId: proId,
          sampleNo: `SK-RPT-${n}`,
          strengthGrade: grade,
          curing: o.curing ?? 'standard',
          makeDate,
          location: 'Z',
          pourId,
          witnessed: o.witnessed ?? false,
          submissionId: o.submitted ? 999_000 + n : null,
        })
        .returning({ id: specimen.id });
      if (o.value !== undefined)
        await t.db.insert(specimenResult).values({
          specimenId: row!.id,
          projectId: proId,
          strengths: ['30.0', '30.0', '30.0'],
          testDate: '2026-04-20',
          value: o.value,
          status: o.value === null ? 'invalid' : 'valid',
          enteredBy: zhangId,
        });
    };
    await group(p1, 'C30', '2026-03-10', { submitted: true, witnessed: true, value: '35.2' });
    await group(p1, 'C30', '2026-03-10', { submitted: true, value: '33.8' });
    await group(p1, 'C30', '2026-03-10', { submitted: true, value: null });
    await group(p2, 'C30', '2026-03-20');
    await group(p3, 'C35', '2026-04-05', { submitted: true, witnessed: true, value: '41.0' });
    await group(p3, 'C35', '2026-04-05', { curing: 'same_condition' }); // not a standard group: not counted as made
    await group(p4, 'C30', '2025-01-01', { submitted: true, value: '20.0' });
    const lot = (lotKey: string, grade: string, verdict: string, evaluatedAt: string) => ({
      projectId: proId,
      lotKey,
      strengthGrade: grade,
      ageDays: 28,
      curing: 'standard' as const,
      method: 'statistical',
      verdict,
      groups: 3,
      result: { checks: [], coefficients: {} },
      specimenIds: [],
      evaluatedAt: new Date(evaluatedAt),
    });
    await t.db
      .insert(lotEvaluation)
      .values([
        lot('C30-28-standard', 'C30', 'pass', '2026-04-10T02:00:00Z'),
        lot('C35-28-standard', 'C35', 'fail', '2026-04-12T02:00:00Z'),
        lot('C30-old', 'C30', 'fail', '2024-05-01T02:00:00Z'),
      ]);
    // A bored pile poured without a registered pour: its own 30 m³ sets one group due, none made.
    const [g] = await t.db
      .insert(pileGroup)
      .values({
        projectId: proId,
        name: '钻孔灌注桩 φ800',
        pileType: 'bored',
        subItemCode: '010208',
        diameterMm: '800',
        strengthGrade: 'C35',
      })
      .returning({ id: pileGroup.id });
    await t.db.insert(pile).values({
      projectId: proId,
      groupId: g!.id,
      pileNo: 'Z9',
      status: 'recorded',
      finishedAt: new Date('2026-04-15T06:00:00Z'),
      recordedAt: new Date('2026-04-15T08:00:00Z'),
      values: { actualVolume: '30' },
    });
  });

  it('when the period holds pours, groups, results and lots, then every figure follows from them', async () => {
    const r = await read<ReportConcrete>(`/api/report/concrete?proId=${proId}&${MARCH_APRIL}`);
    expect(r.grades).toEqual(['C30', 'C35']);
    expect(r.summary).toEqual({
      pours: 3,
      volumeM3: '220.000',
      required: 8,
      made: 5,
      rate: 0.625,
      missing: 3,
      tested: 4,
      invalid: 1,
      lotsPassed: 1,
      lotsFailed: 1,
      witness: { total: 4, witnessed: 2, ratio: 0.5, needed: 0, pass: true, minRatio: 0.3 },
    });
    expect(r.byMonth).toEqual([
      { month: '2026-03', pours: 2, volumeM3: '160.000', required: 5, made: 4, rate: 0.8 },
      { month: '2026-04', pours: 1, volumeM3: '60.000', required: 3, made: 1, rate: 0.3333 },
    ]);
    expect(r.byGrade).toEqual([
      {
        grade: 'C30',
        pours: 2,
        volumeM3: '160.000',
        required: 5,
        made: 4,
        rate: 0.8,
        tested: 3,
        invalid: 1,
        min: '33.8',
        mean: '34.5',
        lotsPassed: 1,
        lotsFailed: 0,
      },
      {
        grade: 'C35',
        pours: 1,
        volumeM3: '60.000',
        required: 3,
        made: 1,
        rate: 0.3333,
        tested: 1,
        invalid: 0,
        min: '41.0',
        mean: '41.0',
        lotsPassed: 0,
        lotsFailed: 1,
      },
    ]);
  });

  it('when one grade is chosen, then only its pours, piles, groups and lots count', async () => {
    const r = await read<ReportConcrete>(`/api/report/concrete?proId=${proId}&${MARCH_APRIL}&grade=C35`);
    expect(r.summary).toMatchObject({
      pours: 1,
      volumeM3: '60.000',
      required: 3,
      made: 1,
      tested: 1,
      lotsFailed: 1,
    });
    expect(r.summary.witness).toMatchObject({ total: 1, witnessed: 1 });
    expect(r.byGrade.map((g) => g.grade)).toEqual(['C35']);
    expect(r.grades).toEqual(['C30', 'C35']);
  });

  it('when the period excludes every record, then the figures are zero and the rate is not given', async () => {
    const r = await read<ReportConcrete>(`/api/report/concrete?proId=${proId}&from=2025-06-01&to=2025-07-31`);
    expect(r.summary).toMatchObject({
      pours: 0,
      volumeM3: '0.000',
      required: 0,
      made: 0,
      rate: null,
      tested: 0,
    });
    expect(r.summary.witness.total).toBe(0);
    expect(r.byMonth).toEqual([
      { month: '2025-06', pours: 0, volumeM3: '0.000', required: 0, made: 0, rate: null },
      { month: '2025-07', pours: 0, volumeM3: '0.000', required: 0, made: 0, rate: null },
    ]);
    expect(r.byGrade).toEqual([]);
  });

  it('when exported, then the workbook holds the same figures', async () => {
    const res = await get(`/api/report/concrete/export?proId=${proId}&${MARCH_APRIL}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('concrete-report');
    const { header, rows } = await readSheet(res.rawPayload, 200);
    expect(header[0]).toBe('混凝土报表');
    const cells = rows.map((r) => r.cells);
    expect(cells).toContainEqual(['统计期间', '2026-03-01 ~ 2026-04-30']);
    expect(cells).toContainEqual(['试块留置率', '62.50%']);
    expect(cells).toContainEqual(['2026-04', 1, '60.000', 3, 1, '33.33%']);
    expect(cells).toContainEqual(['C30', 2, '160.000', 5, 4, '80.00%', 3, 1, '33.8', '34.5', 1, 0]);
  });
});

describe('材料报表', () => {
  let proId: number;
  beforeAll(async () => {
    proId = await newProject('报表测试 材料');
    const base = { projectId: proId, createdBy: zhangId };
    await t.db.insert(materialRegistration).values([
      { ...base, kind: 'rebar', supplier: '沙钢', arrivalDate: '2026-03-05', approvalStatus: 'approved' },
      { ...base, kind: 'concrete', supplier: '甲站', arrivalDate: '2026-03-06' },
      { ...base, kind: 'rebar', supplier: '沙钢', arrivalDate: '2025-01-01', approvalStatus: 'approved' },
    ]);
    const batch = async (
      batchNo: string,
      grade: string,
      d: number,
      tonnage: string,
      arrivalDate: string,
      status: string,
    ) => {
      const [row] = await t.db
        .insert(rebarBatch)
        .values({
          ...base,
          batchNo,
          sampleNo: `CL-${batchNo}`,
          grade,
          heatNo: `H-${batchNo}`,
          diameterMm: d,
          tonnage,
          manufacturer: '沙钢',
          arrivalDate,
          status,
        })
        .returning({ id: rebarBatch.id });
      return row!.id;
    };
    const b1 = await batch('B1', 'HRB400', 25, '30.5', '2026-03-05', 'accepted');
    const b2 = await batch('B2', 'HRB400', 25, '20.25', '2026-03-08', 'rejected');
    await batch('B3', 'HRB400', 12, '10', '2026-04-01', 'pending');
    const b4 = await batch('B4', 'HRB500', 28, '50', '2024-12-01', 'accepted');
    const test = (batchId: number, round: number, pass: boolean) => ({
      ...base,
      batchId,
      round,
      testDate: '2026-03-12',
      specimens: [],
      items: [],
      checks: [],
      failedItems: pass ? [] : ['tensile'],
      pass,
    });
    await t.db
      .insert(rebarTest)
      .values([test(b1, 1, true), test(b2, 1, false), test(b2, 2, false), test(b4, 1, true)]);
    const delivery = (
      deliveryNo: string,
      plant: string,
      volume: string,
      arrivalDate: string,
      chloridePass: boolean | null,
    ) => ({
      ...base,
      deliveryNo,
      plant,
      strengthGrade: 'C30',
      volume,
      arrivalDate,
      chlorideLimit: '0.1',
      chloridePass,
    });
    await t.db
      .insert(concreteDelivery)
      .values([
        delivery('D1', '甲站', '12.5', '2026-03-10', true),
        delivery('D2', '甲站', '10', '2026-03-11', false),
        delivery('D3', '乙站', '8', '2026-04-02', null),
        delivery('D4', '甲站', '9', '2025-02-01', true),
      ]);
    const lot = (
      category: string,
      lotNo: string,
      verdict: string,
      jointCount: number,
      testDate: string | null,
    ) => ({
      ...base,
      category,
      lotNo,
      sampleNo: `JT-${proId}-20260420-${lotNo}`,
      jointKind: category === 'welding' ? 'flashButt' : 'straightThread',
      barGrade: 'HRB400',
      diameterMm: 25,
      jointCount,
      lotSize: 300,
      verdict,
      testDate,
      createdAt: new Date('2026-04-20T02:00:00Z'),
    });
    await t.db.insert(jointLot).values([
      lot('welding', 'W1', 'pass', 300, '2026-03-15'),
      lot('welding', 'W2', 'fail', 200, '2026-04-01'),
      lot('sleeve', 'S1', 'pending', 150, null), // untested: counted on the day it was registered
      lot('sleeve', 'S2', 'pass', 100, '2025-03-01'),
    ]);
  });

  it('when the period holds receipts, batches, tests, deliveries and joint lots, then they are counted', async () => {
    const r = await read<ReportMaterial>(`/api/report/material?proId=${proId}&${MARCH_APRIL}`);
    expect(r.grades).toEqual(['HRB400', 'HRB500']);
    expect(r.plants).toEqual(['乙站', '甲站'].sort((a, b) => a.localeCompare(b, 'zh-CN')));
    expect(r.summary).toEqual({
      registrations: 2,
      rebarRegistrations: 1,
      concreteRegistrations: 1,
      approved: 1,
      batches: 3,
      tonnage: '60.750',
      testsPassed: 1,
      testsFailed: 2,
      deliveries: 3,
      deliveredM3: '30.500',
      chlorideFailed: 1,
      jointLots: 3,
      jointLotsPassed: 1,
      jointLotsFailed: 1,
    });
    expect(r.rebar).toEqual([
      {
        grade: 'HRB400',
        diameterMm: 12,
        batches: 1,
        tonnage: '10.000',
        testsPassed: 0,
        testsFailed: 0,
        accepted: 0,
        rejected: 0,
        open: 1,
      },
      {
        grade: 'HRB400',
        diameterMm: 25,
        batches: 2,
        tonnage: '50.750',
        testsPassed: 1,
        testsFailed: 2,
        accepted: 1,
        rejected: 1,
        open: 0,
      },
    ]);
    expect(r.concrete).toEqual([
      { month: '2026-03', plant: '甲站', deliveries: 2, volumeM3: '22.500', chlorideFailed: 1 },
      { month: '2026-04', plant: '乙站', deliveries: 1, volumeM3: '8.000', chlorideFailed: 0 },
    ]);
    expect(r.joints).toEqual([
      { category: 'welding', lots: 2, joints: 500, pass: 1, retest: 0, fail: 1, pending: 0 },
      { category: 'sleeve', lots: 1, joints: 150, pass: 0, retest: 0, fail: 0, pending: 1 },
    ]);
  });

  it('when a plant or a grade is chosen, then only its deliveries or its batches and lots count', async () => {
    const byPlant = await read<ReportMaterial>(
      `/api/report/material?proId=${proId}&${MARCH_APRIL}&plant=乙站`,
    );
    expect(byPlant.summary).toMatchObject({ deliveries: 1, deliveredM3: '8.000', batches: 3 });
    const byGrade = await read<ReportMaterial>(
      `/api/report/material?proId=${proId}&${MARCH_APRIL}&grade=HRB500`,
    );
    expect(byGrade.summary).toMatchObject({ batches: 0, tonnage: '0.000', jointLots: 0, deliveries: 3 });
    const old = await read<ReportMaterial>(
      `/api/report/material?proId=${proId}&from=2024-12-01&to=2024-12-31&grade=HRB500`,
    );
    expect(old.rebar).toEqual([
      {
        grade: 'HRB500',
        diameterMm: 28,
        batches: 1,
        tonnage: '50.000',
        testsPassed: 1,
        testsFailed: 0,
        accepted: 1,
        rejected: 0,
        open: 0,
      },
    ]);
  });

  it('when the period excludes every record, then nothing is counted', async () => {
    const r = await read<ReportMaterial>(`/api/report/material?proId=${proId}&from=2026-06-01&to=2026-06-30`);
    expect(r.summary).toMatchObject({
      registrations: 0,
      batches: 0,
      deliveries: 0,
      jointLots: 0,
      tonnage: '0.000',
    });
    expect(r.rebar).toEqual([]);
    expect(r.concrete).toEqual([]);
  });

  it('when exported, then the workbook holds the same figures', async () => {
    const res = await get(`/api/report/material/export?proId=${proId}&${MARCH_APRIL}`);
    expect(res.statusCode).toBe(200);
    const cells = (await readSheet(res.rawPayload, 200)).rows.map((r) => r.cells);
    expect(cells).toContainEqual(['HRB400', 25, 2, '50.750', 1, 2, 1, 1, 0]);
    expect(cells).toContainEqual(['2026-03', '甲站', 2, '22.500', 1]);
    expect(cells).toContainEqual(['钢筋焊接', 2, 500, 1, 0, 1, 0]);
  });
});

describe('进度报表', () => {
  let proId: number;
  beforeAll(async () => {
    proId = await newProject('报表测试 进度', '2000');
    const [piles] = await t.db
      .insert(amountPlan)
      .values([
        // 100 根 over four weeks: 25 a week.
        {
          projectId: proId,
          itemName: '工程桩',
          unit: '根',
          plannedQuantity: '100',
          plannedStart: '2026-03-02',
          plannedEnd: '2026-03-29',
        },
        {
          projectId: proId,
          itemName: '钢筋笼',
          unit: 't',
          plannedQuantity: '10',
          plannedStart: '2026-04-06',
          plannedEnd: '2026-04-12',
        },
      ])
      .returning({ id: amountPlan.id });
    const week = (weekStart: string, actualQuantity: string) => ({
      projectId: proId,
      planId: piles!.id,
      itemName: '工程桩',
      weekStart,
      actualQuantity,
    });
    await t.db
      .insert(progressRecord)
      .values([week('2026-03-02', '20'), week('2026-03-09', '30'), week('2026-04-06', '15')]);
    const report = (reportMonth: string, o: Partial<typeof outputReport.$inferInsert>) => ({
      projectId: proId,
      reportMonth,
      contractValue: '2000',
      ...o,
    });
    await t.db.insert(outputReport).values([
      report('2026-02', {
        actualValue: '100',
        cumulativeValue: '100',
        filedAt: new Date('2026-03-06T02:00:00Z'),
      }),
      report('2026-03', {
        plannedValue: '200',
        actualValue: '150',
        monthRate: '75.00',
        cumulativeValue: '250',
        cumulativeRate: '12.50',
        filedAt: new Date('2026-04-06T02:00:00Z'),
      }),
      report('2026-04', {
        plannedValue: '200',
        actualValue: '180.5',
        monthRate: '90.25',
        cumulativeValue: '430.5',
        cumulativeRate: '21.53',
      }),
    ]);
    const [g] = await t.db
      .insert(pileGroup)
      .values({
        projectId: proId,
        name: '管桩 PHC500',
        pileType: 'pipe',
        subItemCode: '010207',
        diameterMm: '500',
      })
      .returning({ id: pileGroup.id });
    const one = (pileNo: string, status: string, recordedAt: string | null) => ({
      projectId: proId,
      groupId: g!.id,
      pileNo,
      status,
      recordedAt: recordedAt ? new Date(recordedAt) : null,
    });
    await t.db.insert(pile).values([
      one('P1', 'confirmed', '2026-02-20T04:00:00Z'),
      one('P2', 'recorded', '2026-03-10T04:00:00Z'),
      // 20:00 UTC on 30 April is 1 May on site: outside the period.
      one('P3', 'recorded', '2026-04-30T20:00:00Z'),
      one('P4', 'notStarted', null),
    ]);
  });

  it('when the period holds plans, weeks, output reports and piles, then the monthly figures follow', async () => {
    const r = await read<ReportProgress>(`/api/report/progress?proId=${proId}&${MARCH_APRIL}`);
    expect(r.items).toEqual([
      { itemName: '工程桩', unit: '根' },
      { itemName: '钢筋笼', unit: 't' },
    ]);
    expect(r.amounts).toEqual([
      { month: '2026-03', itemName: '工程桩', unit: '根', planned: '100.000', actual: '50.000' },
      { month: '2026-04', itemName: '工程桩', unit: '根', planned: '0.000', actual: '15.000' },
      { month: '2026-04', itemName: '钢筋笼', unit: 't', planned: '10.000', actual: '0.000' },
    ]);
    expect(r.summary).toEqual({
      contractValue: '2000.0000',
      outputValue: '330.5000',
      cumulativeValue: '430.5000',
      cumulativeRate: '21.53',
      pilesConfigured: 4,
      pilesRecorded: 1,
      pilesRecordedTotal: 2,
    });
    expect(r.output).toEqual([
      {
        month: '2026-03',
        plannedValue: '200.0000',
        actualValue: '150.0000',
        monthRate: '75.00',
        cumulativeValue: '250.0000',
        cumulativeRate: '12.50',
        filed: true,
      },
      {
        month: '2026-04',
        plannedValue: '200.0000',
        actualValue: '180.5000',
        monthRate: '90.25',
        cumulativeValue: '430.5000',
        cumulativeRate: '21.53',
        filed: false,
      },
    ]);
    expect(r.piles).toEqual([
      { month: '2026-03', recorded: 1, cumulative: 2, percent: '50.00' },
      { month: '2026-04', recorded: 0, cumulative: 2, percent: '50.00' },
    ]);
  });

  it('when one work item is chosen, then only its quantities are listed', async () => {
    const r = await read<ReportProgress>(`/api/report/progress?proId=${proId}&${MARCH_APRIL}&item=钢筋笼`);
    expect(r.amounts).toEqual([
      { month: '2026-04', itemName: '钢筋笼', unit: 't', planned: '10.000', actual: '0.000' },
    ]);
  });

  it('when the period excludes every record, then nothing is counted but piles recorded before it', async () => {
    const r = await read<ReportProgress>(`/api/report/progress?proId=${proId}&from=2026-06-01&to=2026-06-30`);
    expect(r.amounts).toEqual([]);
    expect(r.output).toEqual([]);
    expect(r.summary).toMatchObject({
      outputValue: '0.0000',
      cumulativeValue: null,
      pilesRecorded: 0,
      pilesRecordedTotal: 3,
    });
    expect(r.piles).toEqual([{ month: '2026-06', recorded: 0, cumulative: 3, percent: '75.00' }]);
  });

  it('when exported, then the workbook holds the same figures', async () => {
    const res = await get(`/api/report/progress/export?proId=${proId}&${MARCH_APRIL}`);
    expect(res.statusCode).toBe(200);
    const cells = (await readSheet(res.rawPayload, 200)).rows.map((r) => r.cells);
    expect(cells).toContainEqual(['2026-03', '工程桩', '根', '100.000', '50.000']);
    expect(cells).toContainEqual(['2026-04', '200.0000', '180.5000', '90.25', '430.5000', '21.53', '草稿']);
    expect(cells).toContainEqual(['2026-03', 1, 2, '50.00']);
  });
});

describe('an empty project and bad input', () => {
  it('when the project has no records, then every report answers zeros and empty lists', async () => {
    const proId = await newProject('报表测试 空项目');
    const c = await read<ReportConcrete>(`/api/report/concrete?proId=${proId}&${MARCH_APRIL}`);
    expect(c.grades).toEqual([]);
    expect(c.summary).toMatchObject({ pours: 0, required: 0, made: 0, rate: null, tested: 0, lotsPassed: 0 });
    expect(c.byGrade).toEqual([]);
    const m = await read<ReportMaterial>(`/api/report/material?proId=${proId}&${MARCH_APRIL}`);
    expect(m.summary).toMatchObject({ registrations: 0, batches: 0, deliveries: 0, jointLots: 0 });
    expect(m.joints.every((j) => j.lots === 0)).toBe(true);
    const p = await read<ReportProgress>(`/api/report/progress?proId=${proId}&${MARCH_APRIL}`);
    expect(p.summary).toEqual({
      contractValue: null,
      outputValue: '0.0000',
      cumulativeValue: null,
      cumulativeRate: null,
      pilesConfigured: 0,
      pilesRecorded: 0,
      pilesRecordedTotal: 0,
    });
    expect(p.piles.map((x) => x.percent)).toEqual([null, null]);
  });

  it('when the period ends before it starts or a date is not a date, then 422 names the field', async () => {
    const proId = await newProject('报表测试 错误输入');
    const reversed = await get(`/api/report/concrete?proId=${proId}&from=2026-05-01&to=2026-04-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body).toContain('结束日期不能早于开始日期');
    const bad = await get(`/api/report/material?proId=${proId}&from=2026-02-30&to=2026-04-01`);
    expect(bad.statusCode).toBe(422);
    const missing = await get(`/api/report/progress?proId=${proId}`);
    expect(missing.statusCode).toBe(422);
  });
});

describe('access', () => {
  it('when the caller is not a member of the project, then every call answers 404', async () => {
    const proId = await newProject('报表测试 权限');
    for (const kind of ['concrete', 'material', 'progress']) {
      for (const path of [kind, `${kind}/export`]) {
        const res = await get(`/api/report/${path}?proId=${proId}&${MARCH_APRIL}`, zhou);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
      }
    }
  });

  it('when no token is sent, then the calls answer not logged in', async () => {
    const res = await t.app.inject({ url: `/api/report/concrete?proId=1&${MARCH_APRIL}` });
    expect(res.json().code).toBe(400);
  });

  it('when the role has no action on the report menu, then the member gets 403', async () => {
    const proId = await newProject('报表测试 无权限');
    const [m] = await t.db.select().from(menu).where(eq(menu.name, 'ReportMaterial'));
    const [before] = await t.db
      .select()
      .from(roleMenu)
      .where(and(eq(roleMenu.menuId, m!.id), eq(roleMenu.roleId, 3)));
    expect(before?.actions).toEqual(['list', 'detail', 'export']);
    await t.db.delete(roleMenu).where(and(eq(roleMenu.menuId, m!.id), eq(roleMenu.roleId, 3)));
    try {
      expect((await get(`/api/report/material?proId=${proId}&${MARCH_APRIL}`)).statusCode).toBe(403);
      expect((await get(`/api/report/concrete?proId=${proId}&${MARCH_APRIL}`)).statusCode).toBe(200);
    } finally {
      await t.db.insert(roleMenu).values(before!);
    }
  });
});
