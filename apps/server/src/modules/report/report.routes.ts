import {
  businessToday,
  type Call,
  type Language,
  ok,
  type ReportConcrete,
  type ReportMaterial,
  type ReportProgress,
  reportCalls,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertAction, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { replyWithSheet } from '../../platform/kit/excel';
import { REPORT_MENU, type ReportKind, type ReportLabel, reportLabel } from './report.messages';
import { concreteReport, materialReport, progressReport } from './report.service';

const tags = ['report'];

type Cell = string | number;
const pct = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(2)}%`);
const dash = (v: string | null) => v ?? '—';

/** One sheet of sections: a title line, then each section's heading, header row and rows. */
function sections(
  lang: Language,
  title: ReportLabel,
  period: { from: string; to: string },
  filters: [ReportLabel, string | undefined][],
  parts: { heading: ReportLabel; header: ReportLabel[]; rows: Cell[][] }[],
): Cell[][] {
  const L = (k: ReportLabel) => reportLabel(k, lang);
  const out: Cell[][] = [[L(title)], [L('period'), `${period.from} ~ ${period.to}`]];
  for (const [label, value] of filters) out.push([L(label), value ?? L('all')]);
  for (const part of parts) {
    out.push([], [L(part.heading)], part.header.map(L), ...part.rows);
  }
  return out;
}

function concreteSheet(r: ReportConcrete, grade: string | undefined, lang: Language): Cell[][] {
  const s = r.summary;
  return sections(
    lang,
    'concreteTitle',
    r,
    [['grade', grade]],
    [
      {
        heading: 'summary',
        header: ['item', 'value'],
        rows: [
          [reportLabel('pours', lang), s.pours],
          [reportLabel('volumeM3', lang), s.volumeM3],
          [reportLabel('required', lang), s.required],
          [reportLabel('made', lang), s.made],
          [reportLabel('rate', lang), pct(s.rate)],
          [reportLabel('missing', lang), s.missing],
          [reportLabel('tested', lang), s.tested],
          [reportLabel('invalid', lang), s.invalid],
          [reportLabel('lotsPassed', lang), s.lotsPassed],
          [reportLabel('lotsFailed', lang), s.lotsFailed],
          [reportLabel('witnessTotal', lang), s.witness.total],
          [reportLabel('witnessed', lang), s.witness.witnessed],
          [reportLabel('witnessRatio', lang), pct(s.witness.ratio)],
        ],
      },
      {
        heading: 'byMonth',
        header: ['month', 'pours', 'volumeM3', 'required', 'made', 'rate'],
        rows: r.byMonth.map((m) => [m.month, m.pours, m.volumeM3, m.required, m.made, pct(m.rate)]),
      },
      {
        heading: 'byGrade',
        header: [
          'grade',
          'pours',
          'volumeM3',
          'required',
          'made',
          'rate',
          'tested',
          'invalid',
          'min',
          'mean',
          'lotsPassed',
          'lotsFailed',
        ],
        rows: r.byGrade.map((g) => [
          g.grade,
          g.pours,
          g.volumeM3,
          g.required,
          g.made,
          pct(g.rate),
          g.tested,
          g.invalid,
          dash(g.min),
          dash(g.mean),
          g.lotsPassed,
          g.lotsFailed,
        ]),
      },
    ],
  );
}

function materialSheet(
  r: ReportMaterial,
  q: { grade?: string | undefined; plant?: string | undefined },
  lang: Language,
): Cell[][] {
  const s = r.summary;
  const L = (k: ReportLabel) => reportLabel(k, lang);
  return sections(
    lang,
    'materialTitle',
    r,
    [
      ['rebarGrade', q.grade],
      ['plant', q.plant],
    ],
    [
      {
        heading: 'summary',
        header: ['item', 'value'],
        rows: [
          [L('registrations'), s.registrations],
          [L('rebarRegistrations'), s.rebarRegistrations],
          [L('concreteRegistrations'), s.concreteRegistrations],
          [L('approved'), s.approved],
          [L('batches'), s.batches],
          [L('tonnage'), s.tonnage],
          [L('testsPassed'), s.testsPassed],
          [L('testsFailed'), s.testsFailed],
          [L('deliveries'), s.deliveries],
          [L('deliveredM3'), s.deliveredM3],
          [L('chlorideFailed'), s.chlorideFailed],
          [L('lots'), s.jointLots],
          [L('pass'), s.jointLotsPassed],
          [L('fail'), s.jointLotsFailed],
        ],
      },
      {
        heading: 'rebarSection',
        header: [
          'rebarGrade',
          'diameter',
          'batches',
          'tonnage',
          'testsPassed',
          'testsFailed',
          'accepted',
          'rejected',
          'open',
        ],
        rows: r.rebar.map((b) => [
          b.grade,
          b.diameterMm,
          b.batches,
          b.tonnage,
          b.testsPassed,
          b.testsFailed,
          b.accepted,
          b.rejected,
          b.open,
        ]),
      },
      {
        heading: 'concreteSection',
        header: ['month', 'plant', 'deliveries', 'deliveredM3', 'chlorideFailed'],
        rows: r.concrete.map((c) => [c.month, c.plant, c.deliveries, c.volumeM3, c.chlorideFailed]),
      },
      {
        heading: 'jointSection',
        header: ['category', 'lots', 'joints', 'pass', 'retest', 'fail', 'pending'],
        rows: r.joints.map((j) => [L(j.category), j.lots, j.joints, j.pass, j.retest, j.fail, j.pending]),
      },
    ],
  );
}

function progressSheet(r: ReportProgress, item: string | undefined, lang: Language): Cell[][] {
  const s = r.summary;
  const L = (k: ReportLabel) => reportLabel(k, lang);
  return sections(
    lang,
    'progressTitle',
    r,
    [['itemName', item]],
    [
      {
        heading: 'summary',
        header: ['item', 'value'],
        rows: [
          [L('contractValue'), dash(s.contractValue)],
          [L('outputValue'), s.outputValue],
          [L('cumulativeValue'), dash(s.cumulativeValue)],
          [L('cumulativeRate'), dash(s.cumulativeRate)],
          [L('pilesConfigured'), s.pilesConfigured],
          [L('pilesRecorded'), s.pilesRecorded],
          [L('pilesRecordedTotal'), s.pilesRecordedTotal],
        ],
      },
      {
        heading: 'amountSection',
        header: ['month', 'itemName', 'unit', 'planned', 'actual'],
        rows: r.amounts.map((a) => [a.month, a.itemName, a.unit, a.planned, a.actual]),
      },
      {
        heading: 'outputSection',
        header: [
          'month',
          'plannedValue',
          'actualValue',
          'monthRate',
          'cumulativeValue',
          'cumulativeRate',
          'filed',
        ],
        rows: r.output.map((o) => [
          o.month,
          dash(o.plannedValue),
          dash(o.actualValue),
          dash(o.monthRate),
          dash(o.cumulativeValue),
          dash(o.cumulativeRate),
          L(o.filed ? 'filed' : 'draft'),
        ]),
      },
      {
        heading: 'pileSection',
        header: ['month', 'recorded', 'cumulative', 'percent'],
        rows: r.piles.map((p) => [p.month, p.recorded, p.cumulative, dash(p.percent)]),
      },
    ],
  );
}

const sheetTitle = {
  concrete: 'concreteTitle',
  material: 'materialTitle',
  progress: 'progressTitle',
} as const;

function sendSheet(req: FastifyRequest, reply: FastifyReply, kind: ReportKind, rows: Cell[][]) {
  const title = reportLabel(sheetTitle[kind], req.lang);
  const stamp = businessToday().replaceAll('-', '');
  const [first, ...rest] = rows;
  const header = first ?? [];
  return replyWithSheet(reply, req.log, {
    title,
    filename: `${title}-${stamp}.xlsx`,
    asciiName: `${kind}-report-${stamp}.xlsx`,
    // The first line (the title) is the header row; the widest section decides the columns.
    columns: Array.from({ length: Math.max(...rows.map((r) => r.length), 1) }, (_, i) => ({
      header: String(header[i] ?? ''),
      width: i === 0 ? 24 : 16,
    })),
    batches: (async function* () {
      yield rest;
    })(),
  });
}

/**
 * 统计报表 (docs/product.md §2.3 reports for concrete, material and progress; docs/domains/report.md statistics and reports): three
 * read-only reports of the current project over a period, each as figures and as an Excel download.
 * Every call needs a session, membership of proId and the action on the report's own menu.
 */
export async function reportRoutes(app: FastifyInstance) {
  const db = app.db;
  /** The session (global hook), membership of proId and the action on the report's own menu; 403 otherwise. */
  const guard = (req: FastifyRequest, kind: ReportKind, action: 'list' | 'export') =>
    assertAction(db, req.user, (req.query as { proId: number }).proId, REPORT_MENU[kind], action, req.lang);

  /** A report's figures and its Excel download: the same query, the list action for one, export for the other. */
  const report = <Query extends { proId: number }, Report>(spec: {
    kind: ReportKind;
    summary: string;
    exportSummary: string;
    read: Call<'GET', z.ZodType<Query>, undefined, z.ZodType<Report>>;
    download: Call<'GET', z.ZodType<Query>, undefined, 'file'>;
    compute: (query: Query) => Promise<Report>;
    sheet: (report: Report, query: Query, lang: Language) => Cell[][];
  }) => {
    const { kind } = spec;
    callRoute(app, spec.read, {
      who: onProject(REPORT_MENU[kind], 'list'),
      tags,
      summary: spec.summary,
      handler: async (req) => {
        await guard(req, kind, 'list');
        return ok(await spec.compute(req.query));
      },
    });
    callRoute(app, spec.download, {
      who: onProject(REPORT_MENU[kind], 'export'),
      tags,
      summary: spec.exportSummary,
      handler: async (req, reply) => {
        await guard(req, kind, 'export');
        return sendSheet(req, reply, kind, spec.sheet(await spec.compute(req.query), req.query, req.lang));
      },
    });
  };

  report({
    kind: 'concrete',
    summary: '混凝土报表 (volume per month and grade, test block rate, results, lots, witness ratio)',
    exportSummary: '导出混凝土报表 (xlsx)',
    read: reportCalls.concrete,
    download: reportCalls.concreteExport,
    compute: (query) => concreteReport(db, query.proId, query),
    sheet: (report, query, lang) => concreteSheet(report, query.grade, lang),
  });
  report({
    kind: 'material',
    summary: '材料报表 (rebar batches and retests, concrete deliveries, joint lots, receipts)',
    exportSummary: '导出材料报表 (xlsx)',
    read: reportCalls.material,
    download: reportCalls.materialExport,
    compute: (query) => materialReport(db, query.proId, query),
    sheet: materialSheet,
  });
  report({
    kind: 'progress',
    summary: '进度报表 (planned and actual quantities, monthly output value, pile progress)',
    exportSummary: '导出进度报表 (xlsx)',
    read: reportCalls.progress,
    download: reportCalls.progressExport,
    compute: (query) => progressReport(db, query.proId, query),
    sheet: (report, query, lang) => progressSheet(report, query.item, lang),
  });
}
