import type { ProjectMemberItem, ProjectRoleInfoItem } from '@zhuji/shared';
import { get, post } from '../../../api/request';

export interface AddMemberValues {
  name: string;
  mobile: string;
  idNumber?: string;
  roleIds: number[];
}

export const membersApi = {
  list: (projectId: number, filter: { keyword?: string; roleId?: number }) =>
    get<ProjectMemberItem[]>('project/role/list', { id: projectId, ...filter }),
  roles: (projectId: number) => get<ProjectRoleInfoItem[]>('project/role/info', { proId: projectId }),
  /** Whether an account already has this mobile (it then joins for its own company, under its own name). */
  matching: (phone: string) =>
    get<{ exists: boolean; name: string | null; companyName: string | null }>('user/matching', { phone }),
  /** Creates or finds the account and gives it every chosen role, all in one transaction. */
  add: (projectId: number, { roleIds, idNumber, ...person }: AddMemberValues) =>
    post<null>('project/role/add', {
      projectId,
      roleIds,
      ...person,
      ...(idNumber ? { idNumber } : {}),
    }),
  saveRoles: (projectId: number, userId: number, roleIds: number[]) =>
    post<null>('project/role/save', { projectId, userId, roleIds }),
  resetPassword: (projectId: number, userId: number) =>
    post<null>('project/role/resetPassword', { projectId, userId }),
};
