import {
  businessDate,
  monthOf,
  OUTPUT_REPORT_SORT_FIELDS,
  type OutputReportItem,
  outputReportCreateSchema,
  outputReportFiltersSchema,
  outputReportItemSchema,
  outputReportUpdateSchema,
} from '@zhuji/shared';
import { fieldError, loadProject } from '../../platform/access';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { OUTPUT_LABELS as L, OUTPUT_MENU, OUTPUT_TITLE, outputMessage } from './output.messages';
import { recomputeCumulative, reportFigures } from './output.service';
import { outputReport } from './output.table';

/**
 * Filing a month: a sub-project only, a month that has ended; the contract value is the project's
 * money at filing; cumulative value and rates are computed here, never sent by the client.
 */
async function fileReport(ctx: WriteContext) {
  const { lang } = ctx;
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  if (ctx.action === 'add' || ctx.action === 'import') {
    const row = await loadProject(ctx.tx, ctx.projectId, lang);
    if (row.parentId === null) throw fieldError('projectId', outputMessage('notSubProject', lang), lang);
    const month = String(ctx.values.reportMonth);
    if (month >= monthOf(businessDate(new Date())))
      throw fieldError('reportMonth', outputMessage('futureMonth', lang, { month }), lang);
    ctx.values.filedAt = new Date();
    ctx.values.reporterId = ctx.user.userId;
  }
  const figures = await reportFigures(
    ctx.tx,
    ctx.projectId,
    String(merged.reportMonth),
    merged.plannedValue as string | null,
    merged.actualValue as string | null,
    Number(merged.id ?? 0),
  );
  // The contract value is taken once, when the month is filed.
  if (ctx.action !== 'update') ctx.values.contractValue = figures.contractValue;
  ctx.values.cumulativeValue = figures.cumulativeValue;
  ctx.values.monthRate = figures.monthRate;
  if (ctx.action !== 'update') ctx.values.cumulativeRate = figures.cumulativeRate;
}

const toItem = (row: typeof outputReport.$inferSelect): OutputReportItem => ({
  id: row.id,
  projectId: row.projectId,
  reportMonth: row.reportMonth,
  contractValue: row.contractValue,
  plannedValue: row.plannedValue,
  actualValue: row.actualValue,
  monthRate: row.monthRate,
  cumulativeValue: row.cumulativeValue,
  cumulativeRate: row.cumulativeRate,
  pileCount: row.pileCount,
  pileLength: row.pileLength,
  concreteVolume: row.concreteVolume,
  rebarWeight: row.rebarWeight,
  imageProgress: row.imageProgress,
  nextMonthPlan: row.nextMonthPlan,
  nextMonthWork: row.nextMonthWork,
  labourCount: row.labourCount,
  plantCount: row.plantCount,
  problems: row.problems,
  filedAt: row.filedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A month n months before the current one, for the authorization matrix's examples. */
const monthsAgo = (n: number) => {
  const [y, m] = monthOf(businessDate(new Date())).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The monthly output-value report: list, add, edit (update), detail, remove, export, import. */
export const outputReportRoutes = defineResource({
  name: 'outputReport',
  prefix: 'project/output',
  title: OUTPUT_TITLE,
  table: outputReport,
  menu: OUTPUT_MENU,
  projectScoped: true,
  contract: {
    item: outputReportItemSchema,
    create: outputReportCreateSchema,
    update: outputReportUpdateSchema,
    filters: outputReportFiltersSchema,
    sortFields: OUTPUT_REPORT_SORT_FIELDS,
  },
  fields: {
    reportMonth: { column: outputReport.reportMonth, type: 'text', label: L.reportMonth, search: true },
    contractValue: { column: outputReport.contractValue, type: 'decimal', label: L.contractValue },
    plannedValue: { column: outputReport.plannedValue, type: 'decimal', label: L.plannedValue },
    actualValue: { column: outputReport.actualValue, type: 'decimal', label: L.actualValue },
    monthRate: { column: outputReport.monthRate, type: 'decimal', label: L.monthRate },
    cumulativeValue: { column: outputReport.cumulativeValue, type: 'decimal', label: L.cumulativeValue },
    cumulativeRate: { column: outputReport.cumulativeRate, type: 'decimal', label: L.cumulativeRate },
    pileCount: { column: outputReport.pileCount, type: 'integer', label: L.pileCount },
    pileLength: { column: outputReport.pileLength, type: 'decimal', label: L.pileLength },
    concreteVolume: { column: outputReport.concreteVolume, type: 'decimal', label: L.concreteVolume },
    rebarWeight: { column: outputReport.rebarWeight, type: 'decimal', label: L.rebarWeight },
    imageProgress: { column: outputReport.imageProgress, type: 'text', label: L.imageProgress, search: true },
    nextMonthPlan: { column: outputReport.nextMonthPlan, type: 'decimal', label: L.nextMonthPlan },
    nextMonthWork: { column: outputReport.nextMonthWork, type: 'text', label: L.nextMonthWork },
    labourCount: { column: outputReport.labourCount, type: 'integer', label: L.labourCount },
    plantCount: { column: outputReport.plantCount, type: 'integer', label: L.plantCount },
    problems: { column: outputReport.problems, type: 'text', label: L.problems, search: true },
    filedAt: { column: outputReport.filedAt, type: 'datetime', label: L.filedAt },
  },
  filters: {
    year: { field: 'reportMonth', op: 'like' },
  },
  defaultSort: { field: 'reportMonth', order: 'desc' },
  exportColumns: [
    'reportMonth',
    'contractValue',
    'plannedValue',
    'actualValue',
    'monthRate',
    'cumulativeValue',
    'cumulativeRate',
    'pileCount',
    'pileLength',
    'concreteVolume',
    'rebarWeight',
    'imageProgress',
    'nextMonthPlan',
    'nextMonthWork',
    'labourCount',
    'plantCount',
    'problems',
    'filedAt',
  ],
  naturalKey: ['reportMonth'],
  example: (n) => ({
    reportMonth: monthsAgo(13 + n),
    plannedValue: '320.0000',
    actualValue: `${300 + (n % 50)}.5000`,
    pileCount: 40 + n,
    imageProgress: `完成工程桩${40 + n}根`,
  }),
  toItem,
  hooks: {
    beforeWrite: fileReport,
    afterWrite: (ctx) => recomputeCumulative(ctx.tx, ctx.projectId),
  },
});
