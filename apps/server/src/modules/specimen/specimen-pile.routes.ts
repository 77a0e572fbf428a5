import type { Language } from '@zhuji/shared';
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
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError, onProject } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { callRoute } from '../../platform/http/call-route';
import { type loadGroup, type loadPile, loadPileForDetail, pileMessage } from '../pile';
import { specimen } from './specimen.table';

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
 * The test-block views of one pile (docs/domains/specimen.md, pile/…): its inspection block (the test blocks linked to it)
 * and the slurry bored pile block detail (those blocks against GB 50202-2018 5.1.3). They sit with the
 * test blocks rather than in the pile module because a pile does not know its specimens; the specimen
 * module links them. Each needs membership of the pile's project and the detail action on the pile
 * construction menu.
 */
export async function specimenPileRoutes(app: FastifyInstance) {
  const db = app.db;

  const guarded = (id: number, user: SessionUser, lang: Language) => loadPileForDetail(db, id, user, lang);

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
