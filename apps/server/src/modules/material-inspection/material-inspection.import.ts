import {
  CHLORIDE_ENVIRONMENTS,
  type ChlorideEnvironment,
  concreteCheckSchema,
  materialCalls,
  nonNegativeDecimal3Schema,
  type RuleName,
  required,
  ruleMessage,
} from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';
import type { ImportColumn } from '../../platform/kit/import';
import { type WorkbookImportSpec, workbookImportRoutes } from '../../platform/kit/workbook-import';
import { pile } from '../pile';
import { guard } from './material-common';
import { chlorideColumns, raiseChlorideRectification } from './material-concrete.service';
import { materialMessage } from './material-inspection.messages';
import { concreteDelivery } from './material-inspection.table';

// The workbook import of concrete arrivals (docs/product.md §7.8 registration concrete import): the deliveries of
// the concrete tab (混凝土进场及氯离子检测), read row by row and written 500 per transaction by the
// kit's workbookImportRoutes, each judged and stored as concreteCheck stores a hand-entered one.

const columns: ImportColumn[] = [
  {
    key: 'deliveryNo',
    type: 'text',
    label: { zh: '送货单号', en: 'Delivery note no.', es: 'N.º de albarán' },
  },
  { key: 'pileNo', type: 'text', label: { zh: '桩号', en: 'Pile no.', es: 'N.º de pilote' } },
  { key: 'plant', type: 'text', label: { zh: '搅拌站', en: 'Batching plant', es: 'Planta' } },
  { key: 'strengthGrade', type: 'text', label: { zh: '强度等级', en: 'Strength grade', es: 'Resistencia' } },
  { key: 'volume', type: 'decimal', label: { zh: '方量(m³)', en: 'Volume (m³)', es: 'Volumen (m³)' } },
  {
    key: 'arrivalDate',
    type: 'datetime',
    label: { zh: '进场日期', en: 'Arrival date', es: 'Fecha de llegada' },
  },
  {
    key: 'environment',
    type: 'text',
    label: { zh: '环境类别', en: 'Exposure environment', es: 'Ambiente de exposición' },
  },
  { key: 'prestressed', type: 'text', label: { zh: '预应力', en: 'Prestressed', es: 'Pretensado' } },
  {
    key: 'chloridePercent',
    type: 'decimal',
    label: { zh: '氯离子含量(%)', en: 'Chloride (%)', es: 'Cloruros (%)' },
  },
  { key: 'remark', type: 'text', label: { zh: '备注', en: 'Remark', es: 'Observación' } },
];

/** The environments by the names the concrete tab shows (and a few short forms), besides their keys. */
const ENVIRONMENT_NAMES: Record<string, ChlorideEnvironment> = {
  干燥环境: 'dry',
  干燥: 'dry',
  潮湿但不含氯离子的环境: 'humid',
  潮湿: 'humid',
  '潮湿且含有氯离子的环境、盐渍土': 'humidChloride',
  潮湿且含有氯离子的环境: 'humidChloride',
  盐渍土: 'humidChloride',
  除冰盐等侵蚀性物质的腐蚀环境: 'deicingSalt',
  除冰盐: 'deicingSalt',
  预应力混凝土: 'prestressed',
  素混凝土: 'plain',
};
const ENVIRONMENT_KEYS = new Map(CHLORIDE_ENVIRONMENTS.map((e) => [e.toLowerCase(), e]));

const YES = new Set(['是', 'y', 'yes', 'true', '1', 'sí', 'si']);
const NO = new Set(['否', '', 'n', 'no', 'false', '0']);

/** A refusal whose message the server renders in the caller's language (the rule's params.rule). */
const refuse = (ctx: z.RefinementCtx, rule: RuleName, params: Record<string, string> = {}) => {
  ctx.addIssue({ code: 'custom', message: ruleMessage(rule, 'zh', params), params: { ...params, rule } });
  return z.NEVER;
};

const field = concreteCheckSchema.shape;

/**
 * One row: concreteCheckSchema's fields as a sheet gives them (text cells, a pile number instead of a
 * pile id, 是/否 for prestressed), each converted and then checked by the contract's own rule.
 */
const concreteRow = concreteCheckSchema
  .pick({ projectId: true, deliveryNo: true, plant: true, strengthGrade: true, remark: true })
  .extend({
    pileNo: z.string().trim().max(40).default(''),
    volume: required(field.volume),
    arrivalDate: z
      .string()
      .transform((v) => {
        // A date cell arrives as an ISO timestamp; a typed one may use slashes or omit leading zeros.
        const [y, m, d] = v.trim().slice(0, 10).replaceAll('/', '-').split('-');
        return m && d ? `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` : v.trim();
      })
      .pipe(field.arrivalDate),
    environment: z
      .string()
      .trim()
      .default('')
      .transform((v, ctx) =>
        v === ''
          ? 'humid'
          : (ENVIRONMENT_NAMES[v] ??
            ENVIRONMENT_KEYS.get(v.toLowerCase()) ??
            refuse(ctx, 'chlorideEnvironment', { codes: CHLORIDE_ENVIRONMENTS.join(', ') })),
      )
      .pipe(field.environment.unwrap()),
    prestressed: z
      .string()
      .trim()
      .default('')
      .transform((v, ctx) => {
        const text = v.toLowerCase();
        return YES.has(text) ? true : NO.has(text) ? false : refuse(ctx, 'yesNo');
      })
      .pipe(field.prestressed.unwrap()),
    chloridePercent: z
      .string()
      .trim()
      .default('')
      .pipe(nonNegativeDecimal3Schema)
      .transform((v) => (v === '' ? null : Number(v)))
      .pipe(field.chloridePercent.unwrap()),
  });
type ConcreteRow = z.infer<typeof concreteRow>;

/** The project's piles of these rows' pile numbers, by number. */
async function pilesByNumber(db: DbOrTx, projectId: number, rows: ConcreteRow[]) {
  const numbers = [...new Set(rows.flatMap((r) => (r.pileNo ? [r.pileNo] : [])))];
  if (numbers.length === 0) return new Map<string, number>();
  const piles = await db
    .select({ id: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(and(eq(pile.projectId, projectId), inArray(pile.pileNo, numbers)));
  return new Map(piles.map((p) => [p.pileNo, p.id]));
}

/** A row naming a pile the project has not registered is refused (else it would be poured nowhere). */
const unknownPile = (
  row: ConcreteRow,
  pileOf: Map<string, number>,
  lang: Parameters<typeof materialMessage>[1],
) =>
  row.pileNo && !pileOf.has(row.pileNo)
    ? { error: materialMessage('unknownPileNo', lang, { no: row.pileNo }) }
    : undefined;

export const concreteImport: WorkbookImportSpec<ConcreteRow> = {
  resource: 'concrete-delivery',
  calls: materialCalls.concreteImport,
  tag: 'material-inspection',
  title: { zh: '混凝土进场导入', en: 'Concrete arrival import', es: 'Importación de llegadas de hormigón' },
  asciiName: 'concrete-arrivals',
  columns,
  rowSchema: concreteRow,
  naturalKey: 'deliveryNo',
  // An imported row is a new delivery: the import action and, as concreteCheck asks of a new one, add.
  who: onProject('MaterialInspection', 'import', 'and add'),
  async guard(db, req, projectId) {
    await guard(db, req.user, projectId, 'import', req.lang);
    await guard(db, req.user, projectId, 'add', req.lang);
  },
  async inspect(db, projectId, rows, lang) {
    const pileOf = await pilesByNumber(db, projectId, rows);
    const existing = await db
      .select({ deliveryNo: concreteDelivery.deliveryNo })
      .from(concreteDelivery)
      .where(
        and(
          eq(concreteDelivery.projectId, projectId),
          inArray(
            concreteDelivery.deliveryNo,
            rows.map((r) => r.deliveryNo),
          ),
        ),
      );
    const exists = new Set(existing.map((e) => e.deliveryNo));
    return rows.map((r) => unknownPile(r, pileOf, lang) ?? (exists.has(r.deliveryNo) ? 'exists' : 'new'));
  },
  // A delivery number already in the project is skipped (the unique index), so a second import adds
  // nothing; a failed chloride content raises its rectification as a hand-entered delivery does.
  importBatch: (db, { projectId, actor, lang }, rows) =>
    db.transaction(async (tx) => {
      const pileOf = await pilesByNumber(tx, projectId, rows);
      const refused = rows.map((r) => unknownPile(r, pileOf, lang));
      const accepted = rows.filter((_, i) => !refused[i]);
      const inserted = accepted.length
        ? await tx
            .insert(concreteDelivery)
            .values(
              accepted.map(({ pileNo, ...row }) => ({
                ...row,
                projectId,
                registrationId: null,
                pileId: pileNo ? (pileOf.get(pileNo) ?? null) : null,
                ...chlorideColumns(row),
                createdBy: actor.userId,
              })),
            )
            .onConflictDoNothing({ target: [concreteDelivery.projectId, concreteDelivery.deliveryNo] })
            .returning()
        : [];
      const saved = [];
      for (const row of inserted) saved.push(await raiseChlorideRectification(tx, actor, row));
      await recordAudit(
        tx,
        actor,
        saved.map((after) => ({
          projectId,
          resource: 'concrete-delivery',
          action: 'import',
          recordId: after.id,
          after,
        })),
      );
      // A number repeated within the batch is inserted once: the first row is added, the rest skipped.
      const added = new Set(saved.map((d) => d.deliveryNo));
      return rows.map((r, i) => refused[i] ?? (added.delete(r.deliveryNo) ? 'added' : 'skipped'));
    }),
};

export const concreteImportRoutes = workbookImportRoutes(concreteImport);
