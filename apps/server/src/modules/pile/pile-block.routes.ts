import {
  addDays,
  ok,
  type PileInspectionBlock,
  type PileSamplingBasis,
  type PileSpecimenItem,
  pileCalls,
  pilePourGroups,
  SPECIMEN_CURING,
} from '@zhuji/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onProject } from '../../platform/auth/route-access';
import type { DbOrTx } from '../../platform/db/client';
import { callRoute } from '../../platform/http/call-route';
import { specimen } from '../inspection/inspection.table';
import { fieldError } from '../project/project-access';
import { pileMessage } from './pile.messages';
import { guard, loadGroup, loadPile } from './pile.service';
import { pileMaterialStock, pileMaterialUsage } from './pile.table';

const tags = ['pile'];

/** Below 50 m³ a 单柱单桩 pile's one group is owed to its own rule rather than the pour's hours. */
const basisOf = (basis: PileSamplingBasis | undefined, singlePile: boolean) =>
  basis === 'hours' && singlePile ? 'single-column-pile' : (basis ?? null);

type PileRow = Awaited<ReturnType<typeof loadPile>>;
type GroupRow = Awaited<ReturnType<typeof loadGroup>>;

/** The test blocks linked to a pile, with the day each is due for testing. */
async function inspectionBlockOf(db: DbOrTx, p: PileRow, g: GroupRow): Promise<PileInspectionBlock> {
  const rows = await db
    .select()
    .from(specimen)
    .where(eq(specimen.pileId, p.id))
    .orderBy(asc(specimen.makeDate), asc(specimen.id));
  const specimens: PileSpecimenItem[] = rows.map((s) => ({
    id: s.id,
    sampleNo: s.sampleNo,
    strengthGrade: s.strengthGrade,
    curing: s.curing,
    cubeSize: s.cubeSize,
    makeDate: s.makeDate,
    ageDays: s.ageDays,
    testDueDate: addDays(s.makeDate, s.ageDays),
    location: s.location,
  }));
  const grade = g.strengthGrade?.trim() || null;
  return {
    pileId: p.id,
    pileNo: p.pileNo,
    strengthGrade: grade,
    specimens,
    gradeMismatch: grade
      ? specimens
          .filter((s) => s.strengthGrade.trim().toUpperCase() !== grade.toUpperCase())
          .map((s) => s.sampleNo)
      : [],
  };
}

/**
 * The block views of one pile (spec §7.5): material info, inspection block (its test blocks) and the
 * slurry bored pile block detail (its test blocks against GB 50202-2018 5.1.3). Static pressure and
 * dynamic testing detail is pile/staticDynamicDetail in the detection module. Each needs membership
 * of the pile's project and the detail action on the pile construction menu.
 */
export async function pileBlockRoutes(app: FastifyInstance) {
  const db = app.db;

  const guarded = async (id: number, req: Parameters<typeof guard>[1], lang: Parameters<typeof guard>[4]) => {
    const p = await loadPile(db, id, lang);
    await guard(db, req, p.projectId, 'detail', lang);
    return { p, g: await loadGroup(db, p.groupId, lang) };
  };

  callRoute(app, pileCalls.materialInfo, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '材料信息 (the concrete volumes and the stocked materials a pile used)',
    handler: async (req) => {
      const { p, g } = await guarded(req.query.id, req.user, req.lang);
      const rows = await db
        .select({ u: pileMaterialUsage, s: pileMaterialStock })
        .from(pileMaterialUsage)
        .innerJoin(pileMaterialStock, eq(pileMaterialStock.id, pileMaterialUsage.stockId))
        .where(eq(pileMaterialUsage.pileId, p.id))
        .orderBy(desc(pileMaterialUsage.id));
      const totals = await db
        .select({
          name: pileMaterialStock.name,
          spec: pileMaterialStock.spec,
          unit: pileMaterialStock.unit,
          quantity: sql<string>`sum(${pileMaterialUsage.quantity})::text`,
        })
        .from(pileMaterialUsage)
        .innerJoin(pileMaterialStock, eq(pileMaterialStock.id, pileMaterialUsage.stockId))
        .where(eq(pileMaterialUsage.pileId, p.id))
        .groupBy(pileMaterialStock.name, pileMaterialStock.spec, pileMaterialStock.unit)
        .orderBy(asc(pileMaterialStock.name), asc(pileMaterialStock.spec));
      return ok({
        pileId: p.id,
        pileNo: p.pileNo,
        pileType: g.pileType as 'bored' | 'mixing' | 'pipe',
        strengthGrade: g.strengthGrade?.trim() || null,
        theoreticalVolume: p.values.theoreticalVolume ?? null,
        actualVolume: p.values.actualVolume ?? null,
        fillingCoefficient: p.fillingCoefficient,
        usage: rows.map(({ u, s }) => ({
          id: u.id,
          pileId: u.pileId,
          stockId: u.stockId,
          name: s.name,
          spec: s.spec,
          unit: s.unit,
          quantity: u.quantity,
          createdAt: u.createdAt.toISOString(),
        })),
        totals,
      });
    },
  });

  callRoute(app, pileCalls.inspectionBlock, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '试块 (the test-block groups made from the pile, with their test due dates)',
    handler: async (req) => {
      const { p, g } = await guarded(req.query.id, req.user, req.lang);
      return ok(await inspectionBlockOf(db, p, g));
    },
  });

  callRoute(app, pileCalls.slurryBlock, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '泥浆护壁成孔灌注桩试块详情 (groups required by GB 50202-2018 5.1.3 against those made)',
    handler: async (req) => {
      const { p, g } = await guarded(req.query.id, req.user, req.lang);
      if (g.pileType !== 'bored') throw fieldError('id', pileMessage('notBoredPile', req.lang), req.lang);
      const block = await inspectionBlockOf(db, p, g);
      const volume = p.values.actualVolume ? Number(p.values.actualVolume) : null;
      // One pile is one continuous pour from one plant; its hours are not recorded apart, so a pour
      // under 50 m³ needs one group (GB 50202-2018 5.1.3: one per 12 h of continuous pouring).
      const need =
        volume === null || !Number.isFinite(volume)
          ? null
          : pilePourGroups({
              plants: [{ plant: '', volumeM3: volume }],
              singleColumnSinglePile: g.singlePile,
            });
      const made = block.specimens.filter((s) => s.curing === SPECIMEN_CURING.STANDARD).length;
      return ok({
        ...block,
        actualVolume: p.values.actualVolume ?? null,
        singlePile: g.singlePile,
        required: need?.groups ?? null,
        basis: basisOf(need?.perPlant[0]?.basis, g.singlePile),
        made,
        missing: need ? Math.max(0, need.groups - made) : 0,
        slurry: {
          density: p.values.slurryDensity ?? null,
          sandContent: p.values.slurrySandContent ?? null,
          viscosity: p.values.slurryViscosity ?? null,
        },
      });
    },
  });
}
