import {
  canMoveActivity,
  isActivityEditable,
  type Language,
  ok,
  PARTY_ACTIVITY_SORT_FIELDS,
  PARTY_ACTIVITY_TRANSITIONS,
  PARTY_ACTIVITY_TYPES,
  PARTY_EXAMINE_SORT_FIELDS,
  PARTY_MEMBER_SORT_FIELDS,
  PARTY_ORG_SORT_FIELDS,
  type PartyActivityItem,
  type PartyActivityMove,
  type PartyActivityStatus,
  type PartyMemberItem,
  partyActivityCreateSchema,
  partyActivityFiltersSchema,
  partyActivityItemSchema,
  partyActivityUpdateSchema,
  partyCalls,
  partyExamineCreateSchema,
  partyExamineFiltersSchema,
  partyExamineGrade,
  partyExamineItemSchema,
  partyExamineTotal,
  partyExamineUpdateSchema,
  partyMemberCreateSchema,
  partyMemberFiltersSchema,
  partyMemberItemSchema,
  partyMemberUpdateSchema,
  partyOrgCreateSchema,
  partyOrgFiltersSchema,
  partyOrgItemSchema,
  partyOrgUpdateSchema,
} from '@zhuji/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAction, conflict, fieldError, onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { maskIdNumber } from '../project';
import {
  PARTY_LABELS as L,
  PARTY_MESSAGES as M,
  PARTY_MENUS,
  PARTY_MOVE_NAMES,
  PARTY_STATUS_NAMES,
  PARTY_TITLES,
  partyMessage,
} from './party.messages';
import { partyActivity, partyExamine, partyMember, partyOrg } from './party.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------------------
// Organisations
// ---------------------------------------------------------------------------

const orgByName = async (db: DbOrTx, projectId: number, name: string) =>
  (
    await db
      .select()
      .from(partyOrg)
      .where(and(eq(partyOrg.projectId, projectId), eq(partyOrg.name, name)))
  )[0];

/** Members, activities and assessments name their organisation: the name must be one of the project's. */
async function resolveOrg(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove' || ctx.values.orgName === undefined) return;
  const name = String(ctx.values.orgName);
  const org = await orgByName(ctx.tx, ctx.projectId, name);
  if (!org) throw fieldError('orgName', partyMessage(M.noOrg, lang, { name }), lang);
  ctx.values.orgId = org.id;
}

/** Recounts the members of the given organisations (in the member write's transaction). */
async function recountMembers(tx: DbOrTx, orgIds: number[]) {
  for (const orgId of new Set(orgIds)) {
    const [row] = await tx.select({ n: count() }).from(partyMember).where(eq(partyMember.orgId, orgId));
    await tx
      .update(partyOrg)
      .set({ memberCount: row?.n ?? 0 })
      .where(eq(partyOrg.id, orgId));
  }
}

/** An organisation is not its own parent; one that still has records is not removed (409). */
async function checkOrg(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') {
    const id = Number(ctx.before?.id);
    for (const table of [partyMember, partyActivity, partyExamine]) {
      const [row] = await ctx.tx.select({ n: count() }).from(table).where(eq(table.orgId, id));
      if ((row?.n ?? 0) > 0)
        throw conflict(partyMessage(M.orgInUse, lang, { name: String(ctx.before?.name) }));
    }
    return;
  }
  const merged = { ...ctx.before, ...ctx.values };
  if (merged.parentName && merged.parentName === merged.name)
    throw fieldError('parentName', M.parentIsSelf[lang], lang);
}

/** A renamed organisation: the records naming it follow. */
async function renameOrg(ctx: WriteContext & { after: Record<string, unknown> | null }) {
  if (ctx.action !== 'update' || !ctx.after || ctx.before?.name === ctx.after.name) return;
  const orgName = String(ctx.after.name);
  const orgId = Number(ctx.after.id);
  for (const table of [partyMember, partyActivity, partyExamine])
    await ctx.tx.update(table).set({ orgName }).where(eq(table.orgId, orgId));
}

const partyOrgResource = defineResource({
  name: 'partyOrg',
  prefix: 'party/org',
  title: PARTY_TITLES.org,
  table: partyOrg,
  menu: PARTY_MENUS.org,
  projectScoped: true,
  contract: {
    item: partyOrgItemSchema,
    create: partyOrgCreateSchema,
    update: partyOrgUpdateSchema,
    filters: partyOrgFiltersSchema,
    sortFields: PARTY_ORG_SORT_FIELDS,
  },
  fields: {
    name: { column: partyOrg.name, type: 'text', label: L.name, search: true },
    orgType: { column: partyOrg.orgType, type: 'text', label: L.orgType },
    parentName: { column: partyOrg.parentName, type: 'text', label: L.parentName, search: true },
    secretary: { column: partyOrg.secretary, type: 'text', label: L.secretary, search: true },
    establishedOn: { column: partyOrg.establishedOn, type: 'text', label: L.establishedOn },
    memberCount: { column: partyOrg.memberCount, type: 'integer', label: L.memberCount },
    remark: { column: partyOrg.remark, type: 'text', label: L.remark },
    createdAt: { column: partyOrg.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: { orgType: { field: 'orgType', op: 'eq' } },
  defaultSort: { field: 'establishedOn', order: 'asc' },
  exportColumns: ['name', 'orgType', 'parentName', 'secretary', 'establishedOn', 'memberCount', 'remark'],
  naturalKey: ['name'],
  example: (n) => ({
    name: `江东安置房项目第${n}党支部`,
    orgType: 'BRANCH' as const,
    parentName: '钱塘建工集团有限公司党委',
    secretary: '张建国',
    establishedOn: '2026-03-01',
  }),
  hooks: { beforeWrite: checkOrg, afterWrite: renameOrg },
});

// ---------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------

const memberItem = ({ idNumber, ...row }: typeof partyMember.$inferSelect): PartyMemberItem => ({
  ...row,
  idNumberMasked: maskIdNumber(idNumber),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const EXAMPLE_ORG = '江东安置房项目临时党支部';
/** The organisation the examples of members, activities and assessments name. */
const examplePrerequisites = {
  async prepare(db: DbOrTx, projectId: number) {
    await db
      .insert(partyOrg)
      .values({
        projectId,
        name: EXAMPLE_ORG,
        orgType: 'TEMPORARY_BRANCH',
        parentName: '钱塘建工集团有限公司党委',
        secretary: '张建国',
        establishedOn: '2026-03-01',
      })
      .onConflictDoNothing();
  },
  async complete(db: DbOrTx, projectId: number, values: Record<string, unknown>) {
    const org = await orgByName(db, projectId, String(values.orgName));
    const extra: Record<string, unknown> = { orgId: org?.id };
    if (values.orgScore !== undefined) {
      const totalScore = partyExamineTotal(values as Parameters<typeof partyExamineTotal>[0]);
      Object.assign(extra, { totalScore, grade: partyExamineGrade(totalScore) });
    }
    return { ...values, ...extra };
  },
};

const partyMemberResource = defineResource({
  name: 'partyMember',
  prefix: 'party/member',
  title: PARTY_TITLES.member,
  table: partyMember,
  menu: PARTY_MENUS.member,
  projectScoped: true,
  contract: {
    item: partyMemberItemSchema,
    create: partyMemberCreateSchema,
    update: partyMemberUpdateSchema,
    filters: partyMemberFiltersSchema,
    sortFields: PARTY_MEMBER_SORT_FIELDS,
  },
  fields: {
    name: { column: partyMember.name, type: 'text', label: L.memberName, search: true },
    gender: { column: partyMember.gender, type: 'text', label: L.gender },
    orgId: { column: partyMember.orgId, type: 'integer', label: L.orgId },
    orgName: { column: partyMember.orgName, type: 'text', label: L.orgName },
    memberType: { column: partyMember.memberType, type: 'text', label: L.memberType },
    joinedOn: { column: partyMember.joinedOn, type: 'text', label: L.joinedOn },
    post: { column: partyMember.post, type: 'text', label: L.post, search: true },
    phone: { column: partyMember.phone, type: 'text', label: L.phone, search: true },
    createdAt: { column: partyMember.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    memberType: { field: 'memberType', op: 'eq' },
    orgId: { field: 'orgId', op: 'eq' },
  },
  defaultSort: { field: 'joinedOn', order: 'asc' },
  // The ID number is neither exported nor imported: it is only ever shown masked.
  exportColumns: ['name', 'gender', 'orgName', 'memberType', 'joinedOn', 'post', 'phone'],
  naturalKey: ['phone'],
  example: (n) => ({
    name: `党员${n}号`,
    gender: 'MALE' as const,
    orgName: EXAMPLE_ORG,
    memberType: 'FULL' as const,
    joinedOn: '2012-07-01',
    post: '施工员',
    phone: `139${String(10000000 + n).slice(-8)}`,
  }),
  toItem: memberItem,
  hooks: {
    beforeWrite: resolveOrg,
    afterWrite: (ctx) =>
      recountMembers(
        ctx.tx,
        [ctx.before?.orgId, ctx.after?.orgId].filter((id): id is number => typeof id === 'number'),
      ),
  },
  examplePrerequisites,
});

// ---------------------------------------------------------------------------
// Activities and their audit
// ---------------------------------------------------------------------------

const activityItem = (row: typeof partyActivity.$inferSelect): PartyActivityItem => {
  const { auditorId: _auditor, ...rest } = row;
  return {
    ...rest,
    submittedAt: iso(row.submittedAt),
    auditedAt: iso(row.auditedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/**
 * Only a draft or a returned activity is edited or removed (409); the organisation is resolved by name;
 * the attendees must be on that organisation's roll (their names are kept with the record), and the
 * participants at least as many as them.
 */
async function checkActivity(ctx: WriteContext) {
  const { lang } = ctx;
  const status = ctx.before?.status as PartyActivityStatus | undefined;
  if (status && !isActivityEditable(status)) throw conflict(M.notEditable[lang]);
  await resolveOrg(ctx);
  if (ctx.action === 'remove') return;
  const merged = { ...ctx.before, ...ctx.values };
  // Checked on every write: a change of organisation or of the count must still hold for the attendees.
  const ids = (merged.attendeeIds as number[] | undefined) ?? [];
  const orgId = Number(merged.orgId);
  const unique = [...new Set(ids)];
  const roll = unique.length
    ? await ctx.tx
        .select({ id: partyMember.id, name: partyMember.name })
        .from(partyMember)
        .where(
          and(
            eq(partyMember.projectId, ctx.projectId),
            eq(partyMember.orgId, orgId),
            inArray(partyMember.id, unique),
          ),
        )
    : [];
  const names = new Map(roll.map((m) => [m.id, m.name]));
  const strangers = unique.filter((id) => !names.has(id));
  if (strangers.length > 0)
    throw fieldError(
      'attendeeIds',
      partyMessage(M.attendeeNotInOrg, lang, { org: String(merged.orgName), ids: strangers.join('、') }),
      lang,
    );
  const count = Number(merged.participantCount);
  if (count < unique.length)
    throw fieldError(
      'participantCount',
      partyMessage(M.fewerParticipants, lang, { count, attendees: unique.length }),
      lang,
    );
  ctx.values.attendeeIds = unique;
  ctx.values.attendeeNames = unique.map((id) => names.get(id)).join('、');
}

const partyActivityResource = defineResource({
  name: 'partyActivity',
  prefix: 'party/activity',
  title: PARTY_TITLES.activity,
  table: partyActivity,
  menu: PARTY_MENUS.activity,
  projectScoped: true,
  contract: {
    item: partyActivityItemSchema,
    create: partyActivityCreateSchema,
    update: partyActivityUpdateSchema,
    filters: partyActivityFiltersSchema,
    sortFields: PARTY_ACTIVITY_SORT_FIELDS,
  },
  fields: {
    title: { column: partyActivity.title, type: 'text', label: L.title, search: true },
    activityType: { column: partyActivity.activityType, type: 'text', label: L.activityType },
    activityDate: { column: partyActivity.activityDate, type: 'text', label: L.activityDate },
    place: { column: partyActivity.place, type: 'text', label: L.place, search: true },
    orgId: { column: partyActivity.orgId, type: 'integer', label: L.orgId },
    orgName: { column: partyActivity.orgName, type: 'text', label: L.orgName },
    participantCount: { column: partyActivity.participantCount, type: 'integer', label: L.participantCount },
    content: { column: partyActivity.content, type: 'text', label: L.content, search: true },
    status: { column: partyActivity.status, type: 'text', label: L.status },
    returnReason: { column: partyActivity.returnReason, type: 'text', label: L.returnReason },
    auditorName: { column: partyActivity.auditorName, type: 'text', label: L.auditorName },
    createdAt: { column: partyActivity.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    activityType: { field: 'activityType', op: 'eq' },
    status: { field: 'status', op: 'eq' },
    orgId: { field: 'orgId', op: 'eq' },
  },
  defaultSort: { field: 'activityDate', order: 'desc' },
  exportColumns: [
    'title',
    'activityType',
    'activityDate',
    'place',
    'orgName',
    'participantCount',
    'content',
    'status',
    'auditorName',
  ],
  naturalKey: ['activityDate', 'title'],
  example: (n) => ({
    title: `第${n}期主题党日：学习安全生产法`,
    activityType: PARTY_ACTIVITY_TYPES[n % PARTY_ACTIVITY_TYPES.length] ?? 'THEME_DAY',
    activityDate: '2026-10-15',
    place: '项目部二楼会议室',
    orgName: EXAMPLE_ORG,
    participantCount: 12,
    content: '集体学习新修订的《安全生产法》，结合项目深基坑施工讨论党员责任区划分。',
  }),
  toItem: activityItem,
  hooks: { beforeWrite: checkActivity },
  examplePrerequisites,
});

const moveRefused = (status: PartyActivityStatus, move: PartyActivityMove, language: Language) =>
  conflict(
    partyMessage(M.badMove, language, {
      status: PARTY_STATUS_NAMES[status][language],
      move: PARTY_MOVE_NAMES[move][language],
    }),
  );

/**
 * One move of the audit state machine, in one transaction with its audit entry: the row is locked, the
 * move must be allowed from its current status (409 otherwise, nothing written).
 */
async function moveActivity(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  move: PartyActivityMove,
  reason: string,
) {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(partyActivity).where(eq(partyActivity.id, id)).for('update');
    if (!row) throw new AppError(t('recordNotFound', req.lang), 404, 404);
    // Submitting is the organisation's own work; approving or returning is its superior's, who keeps
    // the party organisations (update on 党组织: the project's managers).
    const [menu, action] =
      move === 'submit' ? [PARTY_MENUS.activity, 'update' as const] : [PARTY_MENUS.org, 'update' as const];
    await assertAction(tx, req.user, row.projectId, menu, action, req.lang);
    if (!canMoveActivity(row.status, move)) throw moveRefused(row.status, move, req.lang);
    const now = new Date();
    const set: Partial<typeof partyActivity.$inferInsert> =
      move === 'submit'
        ? { submittedAt: now, returnReason: '', auditorId: null, auditorName: '', auditedAt: null }
        : {
            auditorId: req.user.userId,
            auditorName: req.user.name,
            auditedAt: now,
            returnReason: move === 'return' ? reason : '',
          };
    const [after] = await tx
      .update(partyActivity)
      .set({ ...set, status: PARTY_ACTIVITY_TRANSITIONS[move].to, updatedAt: now })
      .where(eq(partyActivity.id, id))
      .returning();
    const item = activityItem(after!);
    await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
      {
        projectId: row.projectId,
        resource: 'partyActivity',
        action: move,
        recordId: id,
        before: activityItem(row),
        after: item,
      },
    ]);
    return item;
  });
}

// ---------------------------------------------------------------------------
// Assessments
// ---------------------------------------------------------------------------

/** Total and grade come from the item scores (the contract bounds each by its full marks). */
async function scoreExamine(ctx: WriteContext) {
  if (ctx.action === 'remove') return;
  await resolveOrg(ctx);
  const merged = { ...ctx.before, ...ctx.values } as Parameters<typeof partyExamineTotal>[0];
  const totalScore = partyExamineTotal(merged);
  ctx.values.totalScore = totalScore;
  ctx.values.grade = partyExamineGrade(totalScore);
}

const partyExamineResource = defineResource({
  name: 'partyExamine',
  prefix: 'party/examine',
  title: PARTY_TITLES.examine,
  table: partyExamine,
  menu: PARTY_MENUS.examine,
  projectScoped: true,
  contract: {
    item: partyExamineItemSchema,
    create: partyExamineCreateSchema,
    update: partyExamineUpdateSchema,
    filters: partyExamineFiltersSchema,
    sortFields: PARTY_EXAMINE_SORT_FIELDS,
  },
  fields: {
    orgId: { column: partyExamine.orgId, type: 'integer', label: L.orgId },
    orgName: { column: partyExamine.orgName, type: 'text', label: L.orgName, search: true },
    period: { column: partyExamine.period, type: 'text', label: L.period, search: true },
    orgScore: { column: partyExamine.orgScore, type: 'integer', label: L.orgScore },
    activityScore: { column: partyExamine.activityScore, type: 'integer', label: L.activityScore },
    educationScore: { column: partyExamine.educationScore, type: 'integer', label: L.educationScore },
    roleScore: { column: partyExamine.roleScore, type: 'integer', label: L.roleScore },
    totalScore: { column: partyExamine.totalScore, type: 'integer', label: L.totalScore },
    grade: { column: partyExamine.grade, type: 'text', label: L.grade },
    examiner: { column: partyExamine.examiner, type: 'text', label: L.examiner, search: true },
    comment: { column: partyExamine.comment, type: 'text', label: L.comment },
    createdAt: { column: partyExamine.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    grade: { field: 'grade', op: 'eq' },
    orgId: { field: 'orgId', op: 'eq' },
  },
  defaultSort: { field: 'period', order: 'desc' },
  exportColumns: [
    'orgName',
    'period',
    'orgScore',
    'activityScore',
    'educationScore',
    'roleScore',
    'totalScore',
    'grade',
    'examiner',
    'comment',
  ],
  naturalKey: ['orgName', 'period'],
  example: (n) => ({
    orgName: EXAMPLE_ORG,
    period: `${2000 + (n % 99)}-Q${(n % 4) + 1}`,
    orgScore: 22,
    activityScore: 26,
    educationScore: 21,
    roleScore: 17,
    examiner: '钱塘建工集团党委组织部',
  }),
  hooks: { beforeWrite: scoreExamine },
  examplePrerequisites,
});

/** 党建管理: organisations, members, activities (with their audit) and assessments. */
export async function partyRoutes(app: FastifyInstance) {
  await app.register(partyOrgResource);
  await app.register(partyMemberResource);
  await app.register(partyActivityResource);
  await app.register(partyExamineResource);
  const tags = ['party'];

  callRoute(app, partyCalls.activitySubmit, {
    who: onProject('PartyActivity', 'update'),
    tags,
    summary: '提交党建活动审核 (a draft or returned activity goes to the superior)',
    description: 'Needs update on PartyActivity; 409 from any status but DRAFT or RETURNED.',
    handler: async (req) => ok(await moveActivity(app, req, req.body.id, 'submit', '')),
  });

  callRoute(app, partyCalls.activityAudit, {
    who: onProject('PartyOrganization', 'update'),
    tags,
    summary: '审核党建活动 (the superior approves, or returns with the reason)',
    description: 'Needs update on PartyOrganization (the managers); 409 unless SUBMITTED.',
    handler: async (req) => {
      const reason = req.body.reason ?? '';
      if (!req.body.pass && reason.length < 2)
        throw fieldError('reason', M.reasonRequired[req.lang], req.lang);
      return ok(await moveActivity(app, req, req.body.id, req.body.pass ? 'approve' : 'return', reason));
    },
  });
}
