import type {
  ContractorInfo,
  ContractorUpdateBody,
  DesignPart,
  ManageDetail,
  ManageListBody,
  Page,
  ProjectItem,
  ProjectProgressStatus,
  ProjectRegisterBody,
  ProjectUpdateBody,
  SubProjectCreateBody,
} from '@zhuji/shared';
import { get, post, put } from '../../../api/request';

// The project core's calls (spec §7.7): main-project registration and audit, sub-projects, the main
// contractor, design information and progress status.

export const manageApi = {
  list: (body: ManageListBody) => post<Page<ProjectItem>>('project/manage/list', body),
  detail: (id: number) => get<ManageDetail>('project/manage/detail', { id }),
  register: (body: ProjectRegisterBody) => post<ProjectItem>('project/manage/add', body),
  addSub: (body: SubProjectCreateBody) => post<ProjectItem>('project/manage/addSub', body),
  update: (body: ProjectUpdateBody) => put<ProjectItem>('project/update', body),
  submit: (id: number) => post<string>('project/manage/submit', { id }),
  audit: (id: number, approve: boolean, reason?: string) =>
    post<string>('project/manage/audit', { id, approve, reason }),
  contractor: (id: number) => get<ContractorInfo>('project/contractor/detail', { id }),
  updateContractor: (body: ContractorUpdateBody) => post<ContractorInfo>('project/contractor/update', body),
  completeDesign: (id: number, part: DesignPart) => post<unknown>('project/design/complete', { id, part }),
  changeStatus: (id: number, status: ProjectProgressStatus) =>
    post<unknown>('project/status/change', { id, status }),
};

export const manageKeys = {
  all: ['project', 'manage'] as const,
  list: (body: ManageListBody) => ['project', 'manage', 'list', body] as const,
  detail: (id: number) => ['project', 'manage', 'detail', id] as const,
  contractor: (id: number) => ['project', 'manage', 'contractor', id] as const,
};
