import { COMPANY_TYPE, SPECIMEN_CURING, specimenCalls } from '@zhuji/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import { bulkInsert } from '../../platform/db/bulk';
import { coverLabelCodes } from '../../platform/db/label-code';
import { company } from '../../platform/identity';
import type { ImportColumn } from '../../platform/kit/import';
import { type WorkbookImportSpec, workbookImportRoutes } from '../../platform/kit/workbook-import';
import { pile } from '../pile';
import { specimenMessage } from './specimen.messages';
import { specimen, specimenSubmission } from './specimen.table';
import { assertContractor, guard } from './specimen-common';
import { nextSubmitNo } from './specimen-submission.service';

// Workbook imports of the test-block module (docs/domains/specimen.md): inspection/display|import registers test
// blocks, submit/display|import sends registered blocks to labs. Both are read row by row from disk
// and written 500 rows per transaction by the kit's workbookImportRoutes.

type Reader = Parameters<WorkbookImportSpec<SpecimenRow>['inspect']>[0];

/** The project's groups with the sample numbers of these rows, by number. */
async function groupsByNumber(db: Reader, projectId: number, rows: { sampleNo: string }[]) {
  const groups = await db
    .select({ id: specimen.id, sampleNo: specimen.sampleNo, submissionId: specimen.submissionId })
    .from(specimen)
    .where(
      and(
        eq(specimen.projectId, projectId),
        inArray(
          specimen.sampleNo,
          rows.map((r) => r.sampleNo),
        ),
      ),
    );
  return new Map(groups.map((g) => [g.sampleNo, g]));
}

// ---- test blocks (inspection/*) -----------------------------------------------------------------

const specimenColumns: ImportColumn[] = [
  { key: 'sampleNo', type: 'text', label: { zh: '试块编号', en: 'Sample no.', es: 'N.º de muestra' } },
  { key: 'strengthGrade', type: 'text', label: { zh: '强度等级', en: 'Strength grade', es: 'Resistencia' } },
  { key: 'curing', type: 'text', label: { zh: '养护方式', en: 'Curing', es: 'Curado' } },
  {
    key: 'cubeSize',
    type: 'integer',
    label: { zh: '试件尺寸(mm)', en: 'Cube size (mm)', es: 'Tamaño (mm)' },
  },
  { key: 'ageDays', type: 'integer', label: { zh: '龄期(天)', en: 'Age (days)', es: 'Edad (días)' } },
  { key: 'makeDate', type: 'datetime', label: { zh: '制作日期', en: 'Made on', es: 'Elaborada el' } },
  {
    key: 'location',
    type: 'text',
    label: { zh: '部位/桩号', en: 'Location / pile', es: 'Ubicación / pilote' },
  },
  { key: 'plant', type: 'text', label: { zh: '搅拌站', en: 'Batching plant', es: 'Planta' } },
];

const CURING_NAMES: Record<string, string> = {
  标准养护: SPECIMEN_CURING.STANDARD,
  标养: SPECIMEN_CURING.STANDARD,
  standard: SPECIMEN_CURING.STANDARD,
  同条件养护: SPECIMEN_CURING.SAME_CONDITION,
  同条件: SPECIMEN_CURING.SAME_CONDITION,
  same_condition: SPECIMEN_CURING.SAME_CONDITION,
};

const specimenRow = z.object({
  projectId: z.number(),
  sampleNo: z.string().trim().min(1, '请填写试块编号').max(40),
  strengthGrade: z
    .string()
    .trim()
    .regex(/^C([1-9]\d{1,2})$/, '强度等级须为 C15～C100'),
  curing: z
    .string()
    .trim()
    .default('标准养护')
    .transform((v) => CURING_NAMES[v] ?? v)
    .pipe(z.enum(['standard', 'same_condition'], { message: '养护方式须为 标准养护 或 同条件养护' })),
  cubeSize: z
    .union([z.literal(100), z.literal(150), z.literal(200)], { message: '试件尺寸须为 100、150 或 200' })
    .default(150),
  ageDays: z
    .union([z.literal(28), z.literal(60), z.literal(90)], { message: '龄期须为 28、60 或 90 天' })
    .default(28),
  makeDate: z
    .string()
    .transform((v) => v.trim().slice(0, 10).replaceAll('/', '-'))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '制作日期须为 YYYY-MM-DD')),
  location: z.string().trim().min(1, '请填写部位或桩号').max(100),
  plant: z.string().trim().max(60).default(''),
});
type SpecimenRow = z.infer<typeof specimenRow>;

export const specimenImport: WorkbookImportSpec<SpecimenRow> = {
  resource: 'specimen',
  calls: specimenCalls.blockImport,
  tag: 'inspection',
  title: { zh: '试块导入', en: 'Test block import', es: 'Importación de probetas' },
  asciiName: 'test-blocks',
  columns: specimenColumns,
  rowSchema: specimenRow,
  naturalKey: 'sampleNo',
  // A plain insert of new groups: 2,000 rows a statement (a submission batch takes locks, keeps 500).
  batchSize: 2000,
  who: onProject('TestBlock', 'import'),
  guard: (db, req, projectId) => guard(db, req.user, projectId, 'import', req.lang),
  async inspect(db, projectId, rows) {
    const exists = await groupsByNumber(db, projectId, rows);
    return rows.map((r) => (exists.has(r.sampleNo) ? 'exists' : 'new'));
  },
  // A sample number already in the project is skipped (the unique index), so a second import adds
  // nothing; a location that is a registered pile number links the group to that pile.
  importBatch: (db, { projectId, actor }, rows) =>
    db.transaction(async (tx) => {
      const piles = await tx
        .select({ id: pile.id, pileNo: pile.pileNo })
        .from(pile)
        .where(
          and(eq(pile.projectId, projectId), inArray(pile.pileNo, [...new Set(rows.map((r) => r.location))])),
        );
      const pileOf = new Map(piles.map((p) => [p.pileNo, p.id]));
      // An imported number of the label pattern (SK-<project>-<day>-nnn) is taken: the counter moves past it
      // first, holding its row, so a pour meanwhile never draws it (docs/domains/witness.md "Labelled specimens").
      await coverLabelCodes(
        tx,
        rows.map((r) => r.sampleNo),
      );
      const inserted = await bulkInsert(
        tx,
        specimen,
        rows.map((row) => ({
          projectId,
          sampleNo: row.sampleNo,
          strengthGrade: row.strengthGrade,
          curing: row.curing,
          cubeSize: row.cubeSize,
          ageDays: row.ageDays,
          makeDate: row.makeDate,
          location: row.location,
          pileId: pileOf.get(row.location) ?? null,
          plant: row.plant,
          nature: row.curing === 'same_condition' ? 'sameCondition' : 'standard28',
          createdBy: actor.userId,
        })),
        { onConflictDoNothing: [specimen.projectId, specimen.sampleNo] },
      );
      await recordAudit(
        tx,
        actor,
        inserted.map((after) => ({
          projectId,
          resource: 'specimen',
          action: 'import',
          recordId: after.id,
          after,
        })),
      );
      // A number repeated within the batch is inserted once: the first row is added, the rest skipped.
      const added = new Set(inserted.map((s) => s.sampleNo));
      return rows.map((r) => (added.delete(r.sampleNo) ? 'added' : 'skipped'));
    }),
};

// ---- submissions (submit/*) ---------------------------------------------------------------------

const submitColumns: ImportColumn[] = [
  { key: 'sampleNo', type: 'text', label: { zh: '试块编号', en: 'Sample no.', es: 'N.º de muestra' } },
  { key: 'labName', type: 'text', label: { zh: '检测机构', en: 'Testing lab', es: 'Laboratorio' } },
  { key: 'remark', type: 'text', label: { zh: '备注', en: 'Remark', es: 'Observación' } },
];

const submitRow = z.object({
  projectId: z.number(),
  sampleNo: z.string().trim().min(1, '请填写试块编号').max(40),
  labName: z.string().trim().min(1, '请填写检测机构').max(100),
  remark: z.string().trim().max(200).default(''),
});
type SubmitRow = z.infer<typeof submitRow>;

/** The project's groups of these numbers, and the active labs of these names. */
async function submitLookups(
  db: Parameters<WorkbookImportSpec<SubmitRow>['inspect']>[0],
  projectId: number,
  rows: SubmitRow[],
) {
  const labs = await db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(
      and(
        inArray(company.name, [...new Set(rows.map((r) => r.labName))]),
        eq(company.compType, COMPANY_TYPE.TESTING_LAB),
        eq(company.status, 'active'),
      ),
    );
  return {
    groupOf: await groupsByNumber(db, projectId, rows),
    labOf: new Map(labs.map((l) => [l.name, l.id])),
  };
}

/**
 * A row names a registered group of the project and the lab to send it to. The rows of one lab become
 * one submission (送检委托) per import, numbered as a hand-made one; a group already submitted is
 * skipped, so a second import of the same file adds nothing.
 */
export const submissionImport: WorkbookImportSpec<SubmitRow> = {
  resource: 'specimen-submission',
  calls: specimenCalls.submitImport,
  tag: 'inspection',
  title: { zh: '送检导入', en: 'Submission import', es: 'Importación de envíos' },
  asciiName: 'submissions',
  columns: submitColumns,
  rowSchema: submitRow,
  naturalKey: 'sampleNo',
  who: onProject('TestBlock', 'import', 'contractor company (or platform staff)'),
  async guard(db, req, projectId) {
    await guard(db, req.user, projectId, 'import', req.lang);
    await assertContractor(db, req.user, req.lang);
  },
  async inspect(db, projectId, rows, lang) {
    const { groupOf, labOf } = await submitLookups(db, projectId, rows);
    return rows.map((r) => {
      const group = groupOf.get(r.sampleNo);
      if (!group) return { error: specimenMessage('unknownSampleNo', lang, { no: r.sampleNo }) };
      if (!labOf.has(r.labName)) return { error: specimenMessage('unknownLab', lang, { name: r.labName }) };
      return group.submissionId === null ? 'new' : 'exists';
    });
  },
  async importBatch(db, { projectId, actor, lang, jobState }, rows) {
    // This import's submission of each lab (labId → submission id), once its batch has committed.
    const created = new Map<string, number>();
    const outcomes = await db.transaction(async (tx) => {
      // Submission numbers are counted per project: one writer at a time, as for a hand-made one.
      await tx.execute(sql`select pg_advisory_xact_lock(727102, ${projectId}::int)`);
      const { groupOf, labOf } = await submitLookups(tx, projectId, rows);
      const outcomes = rows.map((r): 'added' | 'skipped' | { error: string } => {
        const group = groupOf.get(r.sampleNo);
        if (!group) return { error: specimenMessage('unknownSampleNo', lang, { no: r.sampleNo }) };
        if (!labOf.has(r.labName)) return { error: specimenMessage('unknownLab', lang, { name: r.labName }) };
        return group.submissionId === null ? 'added' : 'skipped';
      });
      const byLab = new Map<number, { ids: number[]; remark: string }>();
      rows.forEach((r, i) => {
        if (outcomes[i] !== 'added') return;
        const labId = labOf.get(r.labName)!;
        const entry = byLab.get(labId) ?? { ids: [], remark: '' };
        const id = groupOf.get(r.sampleNo)!.id;
        if (entry.ids.includes(id)) outcomes[i] = 'skipped';
        else entry.ids.push(id);
        entry.remark ||= r.remark;
        byLab.set(labId, entry);
      });
      for (const [labId, { ids, remark }] of byLab) {
        // An earlier batch's submission to this lab takes these rows too, unless the lab received it since.
        const earlier = jobState.get(String(labId));
        const [open] = earlier
          ? await tx
              .select()
              .from(specimenSubmission)
              .where(and(eq(specimenSubmission.id, earlier), eq(specimenSubmission.status, 'submitted')))
              .for('update')
          : [];
        const submission =
          open ??
          (
            await tx
              .insert(specimenSubmission)
              .values({
                projectId,
                submitNo: await nextSubmitNo(tx, projectId),
                labCompanyId: labId,
                remark,
                submittedBy: actor.userId,
              })
              .returning()
          )[0]!;
        created.set(String(labId), submission.id);
        await tx
          .update(specimen)
          .set({ submissionId: submission.id, status: 'submitted' })
          .where(and(inArray(specimen.id, ids), isNull(specimen.submissionId)));
        await recordAudit(tx, actor, [
          {
            projectId,
            resource: 'specimen-submission',
            action: 'import',
            recordId: submission.id,
            after: { ...submission, ids },
          },
        ]);
      }
      return outcomes;
    });
    for (const [lab, id] of created) jobState.set(lab, id);
    return outcomes;
  },
};

export const testBlockImportRoutes = workbookImportRoutes(specimenImport);
export const submissionImportRoutes = workbookImportRoutes(submissionImport);
