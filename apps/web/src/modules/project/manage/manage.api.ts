import {
  type CallBody,
  type DesignPart,
  type ManageListBody,
  type ProjectProgressStatus,
  projectCalls,
} from '@zhuji/shared';
import { call } from '../../../api/call';

// The project core's calls (docs/domains/project.md, declared in @zhuji/shared projectCalls): main-project
// registration and audit, sub-projects, the main contractor, design information and progress status.

export const manageApi = {
  list: (body: ManageListBody) => call(projectCalls.manageList, { body }),
  detail: (id: number) => call(projectCalls.manageDetail, { query: { id } }),
  register: (body: CallBody<typeof projectCalls.manageAdd>) => call(projectCalls.manageAdd, { body }),
  addSub: (body: CallBody<typeof projectCalls.manageAddSub>) => call(projectCalls.manageAddSub, { body }),
  update: (body: CallBody<typeof projectCalls.update>) => call(projectCalls.update, { body }),
  submit: (id: number) => call(projectCalls.manageSubmit, { body: { id } }),
  audit: (id: number, approve: boolean, reason?: string) =>
    call(projectCalls.manageAudit, { body: { id, approve, reason } }),
  contractor: (id: number) => call(projectCalls.contractorDetail, { query: { id } }),
  updateContractor: (body: CallBody<typeof projectCalls.contractorUpdate>) =>
    call(projectCalls.contractorUpdate, { body }),
  completeDesign: (id: number, part: DesignPart) => call(projectCalls.designComplete, { body: { id, part } }),
  changeStatus: (id: number, status: ProjectProgressStatus) =>
    call(projectCalls.statusChange, { body: { id, status } }),
};

export const manageKeys = {
  all: ['project', 'manage'] as const,
  list: (body: ManageListBody) => ['project', 'manage', 'list', body] as const,
  /** 项目审核's lists (useResourceList appends the params). */
  auditLists: ['project', 'manage', 'audit-list'] as const,
  detail: (id: number) => ['project', 'manage', 'detail', id] as const,
  contractor: (id: number) => ['project', 'manage', 'contractor', id] as const,
};
