import {
  ok,
  PARTY_COMPANY_TYPE,
  PARTY_TYPES,
  type PartyType,
  PROJECT_PARTY_SORT_FIELDS,
  projectCalls,
  projectPartyCreateSchema,
  projectPartyFiltersSchema,
  projectPartyItemSchema,
  projectPartyUpdateSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertAction, assertCompany, fieldError, loadProject, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { projectParty } from '../../platform/identity';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { SEED_COMPANIES } from '../../seed/identity';
import { PROJECT_PARTY_LABELS as L, PROJECT_PARTY_TITLE, projectMessage } from './project.messages';
import { fivePartsOf } from './project-info.service';

export const PARTY_MENU = 'ProjectDivision';

/**
 * A party names its company by credit code: it must be an active company of the party's type
 * (422 naming creditCode); the company's id and name are stored with it. Parties belong to
 * sub-projects only (422 naming projectId).
 */
async function resolveCompany(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action !== 'update') {
    const row = await loadProject(ctx.tx, ctx.projectId, lang);
    if (row.parentId === null) throw fieldError('projectId', projectMessage('notSubProject', lang), lang);
  }
  const merged = { ...ctx.before, ...ctx.values } as { partyType?: PartyType; creditCode?: string };
  if (ctx.values.partyType === undefined && ctx.values.creditCode === undefined) return;
  if (!merged.partyType || !merged.creditCode) return;
  const company = await assertCompany(
    ctx.tx,
    { creditCode: merged.creditCode },
    PARTY_COMPANY_TYPE[merged.partyType],
    'creditCode',
    lang,
  );
  ctx.values.companyId = company.id;
  ctx.values.companyName = company.name;
}

/** Credit codes of the seeded companies by type: the authorization matrix's examples name real companies. */
const seededCreditCode = (type: PartyType) =>
  SEED_COMPANIES.find((c) => c.compType === PARTY_COMPANY_TYPE[type])?.creditCode ?? '';
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平';
const nameOf = (n: number) =>
  `${SURNAMES[n % 20]}${GIVEN[Math.floor(n / 20) % 20]}${GIVEN[Math.floor(n / 400) % 20]}`;

/** The five responsible parties of sub-projects (division projects list/create/update, docs/domains/project.md). */
const partyResource = defineResource({
  name: 'projectParty',
  prefix: 'project/division',
  title: PROJECT_PARTY_TITLE,
  table: projectParty,
  menu: PARTY_MENU,
  projectScoped: true,
  contract: {
    item: projectPartyItemSchema,
    create: projectPartyCreateSchema,
    update: projectPartyUpdateSchema,
    filters: projectPartyFiltersSchema,
    sortFields: PROJECT_PARTY_SORT_FIELDS,
  },
  fields: {
    partyType: { column: projectParty.partyType, type: 'text', label: L.partyType },
    creditCode: { column: projectParty.creditCode, type: 'text', label: L.creditCode, search: true },
    companyName: { column: projectParty.companyName, type: 'text', label: L.companyName, search: true },
    personName: { column: projectParty.personName, type: 'text', label: L.personName, search: true },
    personPhone: { column: projectParty.personPhone, type: 'text', label: L.personPhone },
    createdAt: { column: projectParty.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: { partyType: { field: 'partyType', op: 'eq' } },
  defaultSort: { field: 'partyType', order: 'asc' },
  exportColumns: ['partyType', 'creditCode', 'companyName', 'personName', 'personPhone', 'createdAt'],
  naturalKey: ['partyType', 'personName'],
  example: (n) => {
    const partyType = PARTY_TYPES[n % PARTY_TYPES.length] ?? 'OWNER';
    return {
      partyType,
      creditCode: seededCreditCode(partyType),
      personName: nameOf(n),
      personPhone: `138${String(n).padStart(8, '0')}`,
    };
  },
  hooks: { beforeWrite: resolveCompany },
});

/** The party resource plus fivePart: the five of a sub-project, blanks where one is missing. */
export async function projectPartyRoutes(app: FastifyInstance) {
  await app.register(partyResource);
  callRoute(app, projectCalls.divisionFivePart, {
    who: onProject('ProjectDivision', 'list'),
    tags: ['projectParty'],
    summary: '五方责任主体 (the five responsible parties of a sub-project)',
    description:
      'Owner, surveyor, designer, contractor, supervisor in this order; a party not registered has null fields. Where a party has several people, the first registered answers. Needs list on ProjectDivision.',
    handler: async (req) => {
      await loadProject(app.db, req.query.id, req.lang);
      await assertAction(app.db, req.user, req.query.id, PARTY_MENU, 'list', req.lang);
      return ok(await fivePartsOf(app.db, req.query.id));
    },
  });
}
