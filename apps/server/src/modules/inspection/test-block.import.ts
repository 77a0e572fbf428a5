import { PassThrough } from 'node:stream';
import { KIT_IMPORT, type Language, ok, SPECIMEN_CURING } from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { importJobResult, startImportJob } from '../../platform/jobs/import-jobs';
import { contentDisposition, writeSheet, XLSX_TYPE } from '../../platform/kit/excel';
import { type ImportColumn, parseImport } from '../../platform/kit/import';
import { pile } from '../pile/pile.table';
import { specimen } from './inspection.table';
import { guard } from './test-block.service';

/**
 * Import of test blocks from a workbook (spec §7.4 inspection/display and inspection/import): the raw
 * .xlsx is the body. display parses and answers the rows and the per-row errors, writing nothing; import
 * starts a background job (progress and result through /api/common/import/loading and /result) that
 * adds each valid row; a sample number already in the project is skipped, so a second import of the
 * same file adds nothing.
 */
const columns: ImportColumn[] = [
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

const rowSchema = z.object({
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
type Row = z.infer<typeof rowSchema>;

const querySchema = z.object({ proId: z.coerce.number().int().positive() });

export async function testBlockImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  // The sheet arrives as the raw .xlsx, as for the kit's imports; parsed only in this scope.
  app.addContentTypeParser(
    [XLSX_TYPE, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: KIT_IMPORT.MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  const parse = (body: unknown, lang: Language, projectId: number) =>
    parseImport(body, lang, { columns, create: rowSchema, projectId, naturalKey: ['sampleNo'] });

  r.post(
    '/api/inspection/display',
    {
      schema: {
        tags: ['inspection'],
        summary: '试块导入预览 (raw .xlsx body; rows and per-row errors, nothing written)',
        querystring: querySchema,
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'import', req.lang);
      const parsed = await parse(req.body, req.lang, req.query.proId);
      const rows = parsed.valid as Row[];
      const existing = rows.length
        ? await db
            .select({ sampleNo: specimen.sampleNo })
            .from(specimen)
            .where(
              and(
                eq(specimen.projectId, req.query.proId),
                inArray(
                  specimen.sampleNo,
                  rows.map((x) => x.sampleNo),
                ),
              ),
            )
        : [];
      const known = new Set(existing.map((e) => e.sampleNo));
      return ok({
        total: parsed.total,
        valid: rows.length,
        existing: known.size,
        rows: rows
          .slice(0, 200)
          .map((x, i) => ({ row: parsed.rowNumbers[i], ...x, exists: known.has(x.sampleNo) })),
        errors: parsed.errors,
      });
    },
  );

  // The import template: the header row the import reads, in the caller's language, no data rows.
  r.get(
    '/api/inspection/template',
    {
      schema: { tags: ['inspection'], summary: '试块导入模板 (xlsx)', querystring: querySchema },
    },
    async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'import', req.lang);
      const title = { zh: '试块导入模板', en: 'Test block import template', es: 'Plantilla de probetas' }[
        req.lang
      ];
      return sendWorkbook(
        reply,
        title,
        'test-block-template',
        columns.map((c) => c.label[req.lang]),
        [],
      );
    },
  );

  // The refused rows of one of the caller's specimen import jobs (row number + message) as a workbook;
  // the job keeps the first IMPORT_JOB_ERRORS_CAP of them.
  r.get(
    '/api/inspection/import/errors',
    {
      schema: {
        tags: ['inspection'],
        summary: '试块导入错误行 (xlsx: 行号, 错误原因)',
        querystring: z.object({ id: z.string().uuid() }),
      },
    },
    async (req, reply) => {
      const job = await importJobResult(db, req.query.id, req.user.userId);
      if (job?.resource !== 'specimen') throw new AppError(messages.noJob[req.lang], 404, 404);
      const head = {
        zh: ['行号', '错误原因'],
        en: ['Row', 'Error'],
        es: ['Fila', 'Error'],
      }[req.lang];
      const title = { zh: '试块导入错误行', en: 'Test block import errors', es: 'Errores de importación' }[
        req.lang
      ];
      return sendWorkbook(
        reply,
        title,
        'test-block-import-errors',
        head,
        job.errors.map((e) => [e.row, e.message]),
      );
    },
  );

  r.post(
    '/api/inspection/import',
    {
      schema: {
        tags: ['inspection'],
        summary: '试块导入 (raw .xlsx body; a background job: /api/common/import/loading and /result)',
        querystring: querySchema,
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'import', req.lang);
      const { id } = await importSpecimens(db, {
        projectId: req.query.proId,
        actor: { userId: req.user.userId, ip: req.ip },
        body: req.body,
        lang: req.lang,
        log: req.log,
      });
      return ok({ id });
    },
  );
}

/**
 * The import path behind POST /api/inspection/import, after the caller's guard: parses the workbook
 * (the whole upload is a Buffer and every parsed row is held until the job ends) and starts the job.
 * `maxRows` lifts KIT_IMPORT.MAX_ROWS for benchmarks only.
 */
export async function importSpecimens(
  db: Db,
  opts: {
    projectId: number;
    actor: { userId: number; ip: string };
    body: unknown;
    lang: Language;
    log?: { error(obj: unknown, msg?: string): void };
    maxRows?: number;
  },
): Promise<{ id: string; finished: Promise<void> }> {
  const { projectId, actor } = opts;
  const parsed = await parseImport(opts.body, opts.lang, {
    columns,
    create: rowSchema,
    projectId,
    naturalKey: ['sampleNo'],
    maxRows: opts.maxRows,
  });
  const rows = (parsed.valid as Row[]).map((row, i) => ({ row, sheetRow: parsed.rowNumbers[i] ?? i + 2 }));
  return startImportJob(db, {
    userId: actor.userId,
    projectId,
    resource: 'specimen',
    rows,
    rowNumber: (x) => x.sheetRow,
    initialErrors: parsed.errors,
    lang: opts.lang,
    log: opts.log,
    handleRow: async ({ row }) => {
      await db.transaction(async (tx) => {
        const [p] = await tx
          .select({ id: pile.id })
          .from(pile)
          .where(and(eq(pile.projectId, projectId), eq(pile.pileNo, row.location)));
        const [inserted] = await tx
          .insert(specimen)
          .values({
            projectId,
            sampleNo: row.sampleNo,
            strengthGrade: row.strengthGrade,
            curing: row.curing,
            cubeSize: row.cubeSize,
            ageDays: row.ageDays,
            makeDate: row.makeDate,
            location: row.location,
            pileId: p?.id ?? null,
            plant: row.plant,
            nature: row.curing === 'same_condition' ? 'sameCondition' : 'standard28',
            createdBy: actor.userId,
          })
          .onConflictDoNothing({ target: [specimen.projectId, specimen.sampleNo] })
          .returning();
        if (inserted)
          await recordAudit(tx, actor, [
            { projectId, resource: 'specimen', action: 'import', recordId: inserted.id, after: inserted },
          ]);
      });
    },
  });
}

const messages = {
  noJob: {
    zh: '没有找到这次导入，请重新导入',
    en: 'This import was not found; import the file again',
    es: 'No se encontró esta importación; vuelva a importar el archivo',
  },
} as const satisfies Record<string, Record<Language, string>>;

async function sendWorkbook(
  reply: FastifyReply,
  title: string,
  ascii: string,
  header: string[],
  rows: (string | number)[][],
) {
  const out = new PassThrough();
  const done = writeSheet(
    out,
    title,
    header.map((h) => ({ header: h, width: h.length > 6 ? 40 : 16 })),
    (async function* () {
      if (rows.length) yield rows;
    })(),
  );
  done.catch((err: unknown) => out.destroy(err as Error));
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${title}.xlsx`, `${ascii}.xlsx`))
    .send(out);
}
