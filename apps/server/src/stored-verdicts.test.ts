import { businessDaysFromToday, judgeChloride, receiptDeviation } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injector, testApp } from '../test/app';
import { loginAs } from '../test/auth';
import { edgeOf, fixClock, releaseClock } from '../test/clock';
import { testDatabase } from '../test/per-file-db';
import { BORED_PILE_VALUES } from '../test/pile-values';
import { materialReceipt } from './modules/material/material.table';
import { concreteDelivery } from './modules/material-inspection/material-inspection.table';
import { pile, pileGroup } from './modules/pile/pile.table';
import { judgementOf } from './modules/pile/pile-list.service';
import { project } from './platform/identity';
import { seedDemoData } from './seed';

// Issue 22: the verdict a user sees is the one the shared function gives. Each row saves a record
// through the API and compares what was stored with the shared function's verdict on the values sent.

let app: FastifyInstance;
let zhang: string;
let li: string;
let projectId: number;
const db = () => testDatabase().db;
const { post } = injector(() => app);

beforeAll(async () => {
  fixClock(edgeOf('before'));
  await seedDemoData(db(), undefined, edgeOf('before'));
  app = await testApp();
  zhang = await loginAs(app, 'zhangjianguo');
  li = await loginAs(app, 'lixiaofeng');
  const [row] = await db().select().from(project).where(eq(project.name, '一标段 桩基工程'));
  projectId = row?.id ?? 0;
  expect(projectId).toBeGreaterThan(0);
});
afterAll(async () => {
  await app.close();
  releaseClock();
});

const boredValues = BORED_PILE_VALUES;

describe('pile construction records: stored failed items and abnormal flag = judgePileRecord (GB 50202-2018 5.6.4)', () => {
  let groupId = 0;
  beforeAll(async () => {
    const g = await post(
      '/api/pile/group/save',
      {
        projectId,
        name: 'VD φ800 判定',
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
    );
    groupId = g.json().data.id;
    const numbers = await post(
      '/api/pile/numberConfig/save',
      { groupId, label: 'VD', numbers: '1-6' },
      zhang,
    );
    expect(numbers.json().data.created).toBe(6);
  });

  it.each([
    ['every value within tolerance', 'VD1', {}, false],
    [
      'the sediment above 100 mm and too little concrete',
      'VD2',
      { sediment: '180', actualVolume: '22.06' },
      true,
    ],
    ['a hole 30 mm narrower than designed', 'VD3', { holeDiameter: '770' }, true],
    ['the slump out of its band', 'VD4', { slump: '120' }, true],
    ['a value missing', 'VD5', { sediment: '' }, false],
  ] as const)(
    'when a record with %s is saved, then the stored verdict is the shared one',
    async (_, pileNo, over, outOfTolerance) => {
      const [row] = await db().select().from(pile).where(eq(pile.pileNo, pileNo));
      const values = Object.fromEntries(
        Object.entries({ ...boredValues, ...over }).filter(([, v]) => v !== ''),
      ) as Record<string, string>;
      const saved = await post('/api/pile/construction/save', { id: row?.id, values, complete: true }, zhang);
      expect(saved.statusCode, saved.body).toBe(200);
      const [group] = await db().select().from(pileGroup).where(eq(pileGroup.id, groupId));
      const [stored] = await db()
        .select()
        .from(pile)
        .where(eq(pile.id, row?.id ?? 0));
      const expected = judgementOf(group!, { values, joints: [] });
      // The table covers both verdicts, so agreeing is not agreeing on nothing.
      expect(expected.failed.length > 0).toBe(outOfTolerance);
      expect(stored?.failed).toEqual(expected.failed);
      // A fresh pile: abnormal exactly when an item is out of tolerance.
      expect(stored?.abnormal).toBe(expected.failed.length > 0);
    },
  );
});

describe('concrete deliveries: stored chloride verdict and limit = judgeChloride', () => {
  it.each([
    ['humid', 0.06, false],
    ['humid', 0.2, false],
    ['humid', 0.21, false],
    ['dry', 0.3, false],
    ['humidChloride', 0.11, false],
    ['humid', 0.07, true],
  ] as const)(
    'when a %s delivery holds %s percent (prestressed: %s), then the stored verdict is the shared one',
    async (environment, chloridePercent, prestressed) => {
      const [empty] = (
        await db().execute(
          sql`select id from pile where project_id = ${projectId} and status = 'notStarted' order by id limit 1`,
        )
      ).rows as { id: string }[];
      const deliveryNo = `HNT-VD-${environment}-${chloridePercent}-${prestressed}`;
      const res = await post(
        '/api/inspection/rebar/concreteCheck',
        {
          projectId,
          pileId: Number(empty?.id),
          deliveryNo,
          plant: '杭州钱塘混凝土有限公司',
          strengthGrade: 'C35',
          volume: '12.000',
          arrivalDate: '2026-11-12',
          environment,
          prestressed,
          chloridePercent,
        },
        zhang,
      );
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await db()
        .select()
        .from(concreteDelivery)
        .where(eq(concreteDelivery.deliveryNo, deliveryNo));
      const expected = judgeChloride({ environment, chloridePercent, prestressed });
      expect(stored?.chloridePass).toBe(expected.pass);
      expect(Number(stored?.chlorideLimit)).toBe(expected.limit);
    },
  );
});

describe('material receipts: stored deviation and state = receiptDeviation', () => {
  it.each([
    ['30', '30.900', ''],
    ['30', '29.100', ''],
    ['100', '97.000', ''],
    ['100', '103.010', '磅差超限，按实收登记'],
    ['100', '96.500', '途中洒落，按实收登记'],
  ])(
    'when %s on the note and %s received, then the stored deviation is the shared one',
    async (noteQuantity, receivedQuantity, deviationNote) => {
      const noteNo = `VD-${noteQuantity}-${receivedQuantity}`;
      const res = await post(
        '/api/material/receive/add',
        {
          projectId,
          planNo: 'CL-ZJ-001',
          deliveryNo: 'GH-ZJ-006',
          vehiclePlate: '浙A29F63',
          receivedDate: businessDaysFromToday(0),
          receiver: '吴建平',
          noteNo,
          noteQuantity,
          receivedQuantity,
          ...(deviationNote ? { deviationNote } : {}),
        },
        li,
      );
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await db().select().from(materialReceipt).where(eq(materialReceipt.noteNo, noteNo));
      const expected = receiptDeviation(receivedQuantity, noteQuantity);
      expect(Number(stored?.deviationPercent)).toBe(expected.deviationPercent);
      expect(stored?.deviationState).toBe(expected.withinTolerance ? 'WITHIN' : 'OVER');
    },
  );
});
