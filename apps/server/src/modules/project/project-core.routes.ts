import { ok, projectCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import {
  addSubProject,
  auditMain,
  changeProgressStatus,
  completeDesign,
  compNameList,
  contractorDetail,
  contractorUpdate,
  manageDetail,
  manageList,
  projectDetail,
  projectDetailOptions,
  projectOptions,
  registerMain,
  registrationTrail,
  submitMain,
  updateProject,
} from './project.service';
import { subItemSelector, subitemTree, updateSubitems } from './project-subitem.service';

const tags = ['project'];
const MANAGERS =
  'For those who manage the main project: its registrant, a manager (role 1 or 3) of one of its sub-projects, or platform staff whose scope covers it (the administrator, its docking engineer); 403 for others who know of it (members of its sub-projects), 404 for anyone else.';
const SUB_MANAGERS =
  'For a manager (role 1 or 3) of the sub-project, the registrant of its main project, or platform staff whose scope covers it (the administrator, its docking engineer); 403 for others who may read it, 404 for anyone else.';

/**
 * The project core (docs/product.md §3, §4, docs/domains/project.md): main-project registration and its audit flow, sub-projects,
 * project detail/update, the main contractor, progress status, design information and the GB 50300
 * sub-item tree. Rules live in the services; these routes only bind contracts to them.
 */
export async function projectCoreRoutes(app: FastifyInstance) {
  const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

  callRoute(app, projectCalls.newOptions, {
    who: { kind: 'signedIn', note: 'reference lists of the registration form' },
    tags,
    summary: '项目登记选项 (divisions, contract modes, audit and progress statuses, party types)',
    handler: async (req) => ok(projectOptions(req.lang)),
  });

  callRoute(app, projectCalls.compNameList, {
    who: { kind: 'signedIn', note: 'names of active companies (registration form)' },
    tags,
    summary:
      '单位名称列表 (active companies by type and name, for the owner, contractor and party selectors)',
    handler: async (req) => ok(await compNameList(app.db, req.query)),
  });

  callRoute(app, projectCalls.manageList, {
    who: { kind: 'signedIn', note: 'main projects the caller manages; platform staff see every one' },
    tags,
    summary: '主项目管理列表 (main projects the caller manages, paged)',
    description: 'Platform staff see every main project (filter auditStatus 1 for the review queue).',
    handler: async (req) => ok(await manageList(app.db, req.user, req.body)),
  });

  callRoute(app, projectCalls.manageDetail, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '主项目详情 (a main project with its sub-projects)',
    description: `${MANAGERS} 422 (id) when the id is a sub-project.`,
    handler: async (req) => ok(await manageDetail(app.db, req.user, req.query.id, req.lang)),
  });

  callRoute(app, projectCalls.manageAdd, {
    who: {
      kind: 'signedIn',
      note: 'a contractor’s 项目经理 or company admin registers for its company; platform staff for any',
    },
    tags,
    summary: '登记主项目 (register a main project; a draft)',
    description:
      'By a contractor-company user holding the 项目经理 role (or administering the company) for their company, or by platform staff for `contractorCompanyId` (optionally `noAudit` → auditStatus -1). 422 names a bad field: areaList not a real chain, ownerCompanyId not an active owner company, money not an amount.',
    handler: async (req) => ok(await registerMain(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.manageAddSub, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '添加子项目 (add a sub-project to a main project)',
    description: `${MANAGERS} Not while the main project is under review (409). The sub-project's audit status follows the main project's (3 or -1 when complete, else 0); its creator becomes its 项目经理 (role 3).`,
    handler: async (req) => ok(await addSubProject(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.manageSubmit, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '提交主项目审核 (submit a main project for review)',
    description: `${MANAGERS} From draft (0) or rejected (2) only, with at least one sub-project; 409 otherwise.`,
    handler: async (req) => ok(null, await submitMain(app.db, req.user, actor(req), req.body.id, req.lang)),
  });

  callRoute(app, projectCalls.manageAudit, {
    who: { kind: 'platformStaff' },
    tags,
    summary: '审核主项目 (approve → 3 or reject → 2; platform staff only)',
    description:
      'Platform staff (company type 9) only, 403 otherwise. Only a submitted project (1) is reviewed (409 otherwise). Rejecting needs a reason (422). Approval sets every sub-project to 3, which completes their information.',
    handler: async (req) => ok(null, await auditMain(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.manageAuditTrail, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '项目登记审核记录 (the registration audit trail of a main project)',
    description:
      'Every submission, approval and rejection of the main project with who, when and the reason, from its project-audit flow instances. Platform staff and those who manage the main project; 403 otherwise.',
    handler: async (req) => ok(await registrationTrail(app.db, req.user, req.query.id, req.lang)),
  });

  callRoute(app, projectCalls.detail, {
    who: {
      kind: 'projectMember',
      note: 'members of the sub-project, managers of its main project, platform staff',
      platformStaff: true,
    },
    tags,
    summary: '项目详情 (a main project or a sub-project)',
    description: 'For members of the sub-project, those who manage its main project, and platform staff.',
    handler: async (req) => ok(await projectDetail(app.db, req.user, req.query.id, req.lang)),
  });

  callRoute(app, projectCalls.detailOptions, {
    who: {
      kind: 'projectMember',
      note: 'members of the sub-project, managers of its main project, platform staff',
      platformStaff: true,
    },
    tags,
    summary:
      '项目详情表单选项 (detail options: choices of the detail form and the fields the caller may change)',
    description:
      'Readers of the project (403 otherwise). editable and editableFields follow PUT /api/project/update: a manager, not while the main project is under review.',
    handler: async (req) => ok(await projectDetailOptions(app.db, req.user, req.query.id, req.lang)),
  });

  callRoute(app, projectCalls.update, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '修改项目 (update a main project or a sub-project)',
    description: `Main project: ${MANAGERS} Sub-project: ${SUB_MANAGERS} Not while the main project is under review (409). areaList, address and ownerCompanyId belong to main projects (422 on a sub-project).`,
    handler: async (req) => ok(await updateProject(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.contractorDetail, {
    who: {
      kind: 'projectMember',
      note: 'members of the sub-project, managers of its main project, platform staff',
      platformStaff: true,
    },
    tags,
    summary: '总包单位信息 (the main contractor of a project)',
    handler: async (req) => ok(await contractorDetail(app.db, req.user, req.query.id, req.lang)),
  });

  callRoute(app, projectCalls.contractorUpdate, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '修改总包单位信息 (main contractor, its project manager and technical lead)',
    description: `${MANAGERS} companyId must be an active contractor company (422).`,
    handler: async (req) => ok(await contractorUpdate(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.statusChange, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '项目状态变更 (a sub-project completed, stopped or back in progress)',
    description: `${SUB_MANAGERS} A completed or stopped sub-project needs no more monthly output reports.`,
    handler: async (req) => ok(await changeProgressStatus(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.designComplete, {
    who: { kind: 'projectManager', platformStaff: true },
    tags,
    summary: '子项目设计信息完善 (foundation or main-part design information complete)',
    description: `${SUB_MANAGERS} 'main' needs at least one building (409). Sets baseStatus or mainStatus to 1.`,
    handler: async (req) => ok(await completeDesign(app.db, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, projectCalls.subitemTree, {
    who: onProject('ProjectSubitem', 'list'),
    tags,
    summary: '分部分项树 (the GB 50300 tree with the sub-project’s selection checked)',
    description: 'Needs list on ProjectSubitem. parentId (a code) answers only that node’s descendants.',
    handler: async (req) => ok(await subitemTree(app.db, req.user, req.query, req.lang)),
  });

  callRoute(app, projectCalls.subItemSelector, {
    who: { kind: 'projectMember' },
    tags: ['common'],
    summary:
      '分项选择 (sub-item selector: the divisions, sub-divisions and sub-items the sub-project selected)',
    description:
      'Members of the sub-project (403 otherwise): the selector of every form that names a sub-item. parentId (a code) answers only that node’s descendants. [] until the selection is saved.',
    handler: async (req) => ok(await subItemSelector(app.db, req.user, req.query, req.lang)),
  });

  callRoute(app, projectCalls.subitemUpdate, {
    who: onProject('ProjectSubitem', 'update'),
    tags,
    summary: '保存分部分项 (replace the sub-project’s selection)',
    description:
      'Needs update on ProjectSubitem. idTrees are catalogue codes (422 naming the unknown ones); a sub-item brings its ancestors. Answers the stored selection.',
    handler: async (req) => ok(await updateSubitems(app.db, req.user, actor(req), req.body, req.lang)),
  });
}
