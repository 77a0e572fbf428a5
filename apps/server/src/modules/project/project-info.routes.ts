import { ok, projectCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
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
 * The read side of the project core (docs/domains/project.md/docs/product.md §7.8). Every call
 * needs a session; the rules live in the services, these routes only bind contracts to them.
 */
export async function projectInfoRoutes(app: FastifyInstance) {
  callRoute(app, projectCalls.list, {
    who: { kind: 'signedIn', note: 'the caller’s own projects' },
    tags,
    summary: '项目列表 (the caller’s sub-projects with main project, status, money and contract mode; paged)',
    description:
      'Sub-projects the caller holds a role on, newest first. keyword searches the sub-project and main project names.',
    handler: async (req) => ok(await subProjectList(app.db, req.user, req.query)),
  });

  callRoute(app, projectCalls.columns, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '项目列表列 (the columns a project list can show, labelled in the caller’s language)',
    handler: async (req) => ok(projectColumns(req.lang)),
  });

  callRoute(app, projectCalls.stageList, {
    who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
    tags,
    summary: '施工阶段列表 (the construction stages of a sub-project with planned/actual dates)',
    description: `${ACCESS} The stages are the division’s (PROJECT_STAGES); currentStage is the furthest stage under way, else the next not started. 422 (proId) for a main project.`,
    handler: async (req) => ok(await stageList(app.db, req.user, req.query.proId, req.lang)),
  });

  callRoute(app, projectCalls.tagList, {
    who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
    tags,
    summary: '项目标签 (the project’s tags)',
    description: ACCESS,
    handler: async (req) => ok(await tagList(app.db, req.user, req.query.proId, req.lang)),
  });

  callRoute(app, projectCalls.divisionConfig, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '分部配置 (what a division enables: pre-selected GB 50300 sub-items and modules)',
    description:
      'A new sub-project of the division starts with these sub-items selected (manage/addSub); the tree adjusts them.',
    handler: async (req) => ok(divisionConfig(req.query.division, req.lang)),
  });

  callRoute(app, projectCalls.mainContractor, {
    who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
    tags,
    summary: '总包单位 (the main contractor of the project’s main project)',
    description: ACCESS,
    handler: async (req) => ok(await mainContractor(app.db, req.user, req.query.proId, req.lang)),
  });

  callRoute(app, projectCalls.dockingEngineer, {
    who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
    tags,
    summary: '对接工程师 (the platform engineer assigned to the project; null when none)',
    description: `${ACCESS} A sub-project without its own engineer answers its main project’s.`,
    handler: async (req) => ok(await dockingEngineer(app.db, req.user, req.query.proId, req.lang)),
  });

  callRoute(app, projectCalls.proInfoDetail, {
    who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
    tags,
    summary: '子项目信息详情 (the sub-project, its main project, contractor, five parties and counts)',
    description: `${ACCESS} 422 (proId) for a main project.`,
    handler: async (req) => ok(await proInfoDetail(app.db, req.user, req.query.proId, req.lang)),
  });

  callRoute(app, projectCalls.vipRule, {
    who: { kind: 'projectMember', note: 'platform staff too (assertProjectAccess)', platformStaff: true },
    tags,
    summary: 'VIP 权益规则 (every VIP interest on offer and which the project has)',
    description: ACCESS,
    handler: async (req) => ok(await vipRule(app.db, req.user, req.body.proId, req.lang)),
  });
}
