import {
  businessToday,
  COMPLAINT_CATEGORIES,
  COMPLAINT_SORT_FIELDS,
  type ComplaintItem,
  complaintCalls,
  complaintCreateSchema,
  complaintFiltersSchema,
  complaintItemSchema,
  complaintUpdateSchema,
  ok,
  PARTY_TYPES,
  type Performance,
} from '@zhuji/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError, loadProject, onProject } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { callRoute } from '../../platform/http/call-route';
import { projectParty } from '../../platform/identity';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { rectification } from '../../platform/rectification';
import {
  COMPLAINT_MENU,
  COMPLAINT_MESSAGES,
  COMPLAINT_TITLE,
  COMPLAINT_LABELS as L,
} from './complaint.messages';
import { complaint } from './complaint.table';

/** Closing a complaint needs its handling result (422 naming handlingResult). */
function checkClosing(ctx: WriteContext) {
  const { lang } = ctx;
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  if (ctx.action !== 'remove' && merged.status === 'CLOSED' && !String(merged.handlingResult ?? '').trim())
    throw fieldError('handlingResult', COMPLAINT_MESSAGES.resultRequired[lang], lang);
}

const toItem = (row: typeof complaint.$inferSelect): ComplaintItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const complaintResource = defineResource({
  name: 'complaint',
  prefix: 'project/complaint',
  title: COMPLAINT_TITLE,
  table: complaint,
  menu: COMPLAINT_MENU,
  projectScoped: true,
  contract: {
    item: complaintItemSchema,
    create: complaintCreateSchema,
    update: complaintUpdateSchema,
    filters: complaintFiltersSchema,
    sortFields: COMPLAINT_SORT_FIELDS,
  },
  fields: {
    complaintNo: { column: complaint.complaintNo, type: 'text', label: L.complaintNo, search: true },
    complainant: { column: complaint.complainant, type: 'text', label: L.complainant, search: true },
    phone: { column: complaint.phone, type: 'text', label: L.phone },
    respondentType: { column: complaint.respondentType, type: 'text', label: L.respondentType },
    respondentName: { column: complaint.respondentName, type: 'text', label: L.respondentName, search: true },
    category: { column: complaint.category, type: 'text', label: L.category },
    content: { column: complaint.content, type: 'text', label: L.content, search: true },
    receivedDate: { column: complaint.receivedDate, type: 'text', label: L.receivedDate },
    status: { column: complaint.status, type: 'text', label: L.status },
    handlingResult: { column: complaint.handlingResult, type: 'text', label: L.handlingResult },
    createdAt: { column: complaint.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: { status: { field: 'status', op: 'eq' }, respondentType: { field: 'respondentType', op: 'eq' } },
  defaultSort: { field: 'receivedDate', order: 'desc' },
  exportColumns: [
    'complaintNo',
    'receivedDate',
    'complainant',
    'phone',
    'respondentType',
    'respondentName',
    'category',
    'content',
    'status',
    'handlingResult',
  ],
  naturalKey: ['complaintNo'],
  example: (n) => ({
    complaintNo: `TS-2026-${String(n).padStart(4, '0')}`,
    complainant: '周女士',
    respondentType: 'CONTRACTOR' as const,
    respondentName: '浙江华东建工集团有限公司',
    category: COMPLAINT_CATEGORIES[n % COMPLAINT_CATEGORIES.length] ?? 'OTHER',
    content: `夜间 22 点后仍有桩机施工噪声（第${n}次反映）`,
    receivedDate: '2026-06-12',
  }),
  toItem,
  hooks: { beforeWrite: checkClosing },
});

/**
 * Each party of the project with its complaints (all, open = pending or handling, closed) and its
 * rectification notices (all, open = not closed, overdue = open past the deadline). A notice is the
 * party's when it names the party's company; one naming no company is the contractor's (the party
 * that answers rectifications, docs/domains/project.md).
 */
export async function performanceOf(db: DbOrTx, projectId: number, now = new Date()): Promise<Performance> {
  const today = businessToday(now);
  const [parties, counts, notices] = await Promise.all([
    db
      .select({
        partyType: projectParty.partyType,
        companyName: projectParty.companyName,
        companyId: projectParty.companyId,
      })
      .from(projectParty)
      .where(eq(projectParty.projectId, projectId))
      .orderBy(asc(projectParty.id)),
    db
      .select({
        partyType: complaint.respondentType,
        companyName: complaint.respondentName,
        status: complaint.status,
        n: count(),
      })
      .from(complaint)
      .where(eq(complaint.projectId, projectId))
      .groupBy(complaint.respondentType, complaint.respondentName, complaint.status),
    db
      .select({
        companyId: rectification.responsibleCompanyId,
        n: count(),
        open: sql<number>`count(*) filter (where ${rectification.status} <> 'closed')`.mapWith(Number),
        overdue:
          sql<number>`count(*) filter (where ${rectification.status} <> 'closed' and ${rectification.deadline} < ${today})`.mapWith(
            Number,
          ),
      })
      .from(rectification)
      .where(eq(rectification.projectId, projectId))
      .groupBy(rectification.responsibleCompanyId),
  ]);
  type Row = Performance[number];
  const empty = (partyType: Row['partyType'], companyName: string): Row => ({
    partyType,
    companyName,
    complaints: 0,
    open: 0,
    closed: 0,
    rectifications: 0,
    rectificationsOpen: 0,
    rectificationsOverdue: 0,
  });
  const rows = new Map<string, Row>();
  const byCompany = new Map<number, Row>();
  const key = (t: string, n: string) => `${t}|${n}`;
  for (const p of parties) {
    const k = key(p.partyType, p.companyName);
    const row = rows.get(k) ?? empty(p.partyType, p.companyName);
    rows.set(k, row);
    if (p.companyId !== null && !byCompany.has(p.companyId)) byCompany.set(p.companyId, row);
  }
  for (const c of counts) {
    const k = key(c.partyType, c.companyName);
    const row = rows.get(k) ?? empty(c.partyType, c.companyName);
    row.complaints += c.n;
    if (c.status === 'CLOSED') row.closed += c.n;
    else row.open += c.n;
    rows.set(k, row);
  }
  const contractor = [...rows.values()].find((r) => r.partyType === 'CONTRACTOR');
  for (const n of notices) {
    const row = n.companyId === null ? contractor : byCompany.get(n.companyId);
    if (!row) continue;
    row.rectifications += n.n;
    row.rectificationsOpen += n.open;
    row.rectificationsOverdue += n.overdue;
  }
  return [...rows.values()].sort(
    (a, b) =>
      PARTY_TYPES.indexOf(a.partyType) - PARTY_TYPES.indexOf(b.partyType) || b.complaints - a.complaints,
  );
}

/** Complaints (kit resource) plus the respondent list and the parties' performance. */
export async function complaintRoutes(app: FastifyInstance) {
  await app.register(complaintResource);
  callRoute(app, complaintCalls.respondents, {
    who: onProject('ProjectComplaint', 'list'),
    tags: ['complaint'],
    summary: '被投诉方列表 (respondent list: the registered parties of the project)',
    description: 'Needs list on ProjectComplaint.',
    handler: async (req) => {
      await loadProject(app.db, req.query.proId, req.lang);
      await assertAction(app.db, req.user, req.query.proId, COMPLAINT_MENU, 'list', req.lang);
      const rows = await app.db
        .selectDistinct({ partyType: projectParty.partyType, companyName: projectParty.companyName })
        .from(projectParty)
        .where(and(eq(projectParty.projectId, req.query.proId)));
      return ok(rows.sort((a, b) => PARTY_TYPES.indexOf(a.partyType) - PARTY_TYPES.indexOf(b.partyType)));
    },
  });
  callRoute(app, complaintCalls.performance, {
    who: onProject('ProjectComplaint', 'list'),
    tags: ['complaint'],
    summary: '履约评价 (performance of the parties from their complaints and rectification notices)',
    description: 'Needs list on ProjectComplaint.',
    handler: async (req) => {
      await loadProject(app.db, req.query.proId, req.lang);
      await assertAction(app.db, req.user, req.query.proId, COMPLAINT_MENU, 'list', req.lang);
      return ok(await performanceOf(app.db, req.query.proId));
    },
  });
}
