import {
  contractorInfoSchema,
  divisionConfigQuerySchema,
  divisionConfigSchema,
  dockingEngineerSchema,
  envelopeSchema,
  ok,
  proInfoDetailSchema,
  projectColumnsSchema,
  projectIdQuerySchema,
  projectStageListSchema,
  projectTagListSchema,
  subProjectListQuerySchema,
  subProjectPageSchema,
  vipRuleBodySchema,
  vipRuleSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  divisionConfig,
  dockingEngineer,
  mainContractor,
  proInfoDetail,
  projectColumns,
  stageList,
  subProjectList,
  tagList,
  vipRule,
} from './project-info.service';

const tags = ['project'];
const ACCESS =
  'For members of the project (any role) and platform staff; 403 otherwise, 404 for an unknown proId.';

/**
 * The read side of the project core (spec §7.7/§7.8). Every call
 * needs a session; the rules live in the services, these routes only bind contracts to them.
 */
export async function projectInfoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/project/list',
    {
      config: { who: { kind: 'signedIn', note: 'the caller’s own projects' } },
      schema: {
        tags,
        summary:
          '项目列表 (the caller’s sub-projects with main project, status, money and contract mode; paged)',
        description:
          'Sub-projects the caller holds a role on, newest first. keyword searches the sub-project and main project names.',
        querystring: subProjectListQuerySchema,
        response: { 200: envelopeSchema(subProjectPageSchema) },
      },
    },
    async (req) => ok(await subProjectList(app.db, req.user, req.query)),
  );

  r.get(
    '/api/project/columns',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '项目列表列 (the columns a project list can show, labelled in the caller’s language)',
        response: { 200: envelopeSchema(projectColumnsSchema) },
      },
    },
    async (req) => ok(projectColumns(req.lang)),
  );

  r.get(
    '/api/project/stage/list',
    {
      config: {
        who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
      },
      schema: {
        tags,
        summary: '施工阶段列表 (the construction stages of a sub-project with planned/actual dates)',
        description: `${ACCESS} The stages are the division’s (PROJECT_STAGES); currentStage is the furthest stage under way, else the next not started. 422 (proId) for a main project.`,
        querystring: projectIdQuerySchema,
        response: { 200: envelopeSchema(projectStageListSchema) },
      },
    },
    async (req) => ok(await stageList(app.db, req.user, req.query.proId, req.lang)),
  );

  r.get(
    '/api/project/tag/list',
    {
      config: {
        who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
      },
      schema: {
        tags,
        summary: '项目标签 (the project’s tags)',
        description: ACCESS,
        querystring: projectIdQuerySchema,
        response: { 200: envelopeSchema(projectTagListSchema) },
      },
    },
    async (req) => ok(await tagList(app.db, req.user, req.query.proId, req.lang)),
  );

  r.get(
    '/api/project/division/config',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '分部配置 (what a division enables: pre-selected GB 50300 sub-items and modules)',
        description:
          'A new sub-project of the division starts with these sub-items selected (manage/addSub); the tree adjusts them.',
        querystring: divisionConfigQuerySchema,
        response: { 200: envelopeSchema(divisionConfigSchema) },
      },
    },
    async (req) => ok(divisionConfig(req.query.division, req.lang)),
  );

  r.get(
    '/api/project/mainContractor',
    {
      config: {
        who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
      },
      schema: {
        tags,
        summary: '总包单位 (the main contractor of the project’s main project)',
        description: ACCESS,
        querystring: projectIdQuerySchema,
        response: { 200: envelopeSchema(contractorInfoSchema) },
      },
    },
    async (req) => ok(await mainContractor(app.db, req.user, req.query.proId, req.lang)),
  );

  r.get(
    '/api/project/unit/getDockingEngineer',
    {
      config: {
        who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
      },
      schema: {
        tags,
        summary: '对接工程师 (the platform engineer assigned to the project; null when none)',
        description: `${ACCESS} A sub-project without its own engineer answers its main project’s.`,
        querystring: projectIdQuerySchema,
        response: { 200: envelopeSchema(dockingEngineerSchema) },
      },
    },
    async (req) => ok(await dockingEngineer(app.db, req.user, req.query.proId, req.lang)),
  );

  r.get(
    '/api/project/getProInfoDetail',
    {
      config: {
        who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
      },
      schema: {
        tags,
        summary: '子项目信息详情 (the sub-project, its main project, contractor, five parties and counts)',
        description: `${ACCESS} 422 (proId) for a main project.`,
        querystring: projectIdQuerySchema,
        response: { 200: envelopeSchema(proInfoDetailSchema) },
      },
    },
    async (req) => ok(await proInfoDetail(app.db, req.user, req.query.proId, req.lang)),
  );

  r.post(
    '/api/common/vip/rule',
    {
      config: {
        who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
      },
      schema: {
        tags,
        summary: 'VIP 权益规则 (every VIP interest on offer and which the project has)',
        description: ACCESS,
        body: vipRuleBodySchema,
        response: { 200: envelopeSchema(vipRuleSchema) },
      },
    },
    async (req) => ok(await vipRule(app.db, req.user, req.body.proId, req.lang)),
  );
}
