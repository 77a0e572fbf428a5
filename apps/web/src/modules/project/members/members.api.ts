import { accountCalls, projectCalls } from '@zhuji/shared';
import { call } from '../../../api/call';

export interface AddMemberValues {
  name: string;
  mobile: string;
  idNumber?: string;
  roleIds: number[];
}

export const membersApi = {
  list: (projectId: number, filter: { keyword?: string; roleId?: number }) =>
    call(projectCalls.roleList, { query: { id: projectId, ...filter } }),
  roles: (projectId: number) => call(projectCalls.roleInfo, { query: { proId: projectId } }),
  /** Whether an account already has this mobile (it then joins for its own company, under its own name). */
  matching: (phone: string) => call(accountCalls.matchUser, { query: { phone } }),
  /** Creates or finds the account and gives it every chosen role, all in one transaction. */
  add: (projectId: number, { roleIds, idNumber, ...person }: AddMemberValues) =>
    call(projectCalls.roleAdd, {
      body: { projectId, roleIds, ...person, ...(idNumber ? { idNumber } : {}) },
    }),
  saveRoles: (projectId: number, userId: number, roleIds: number[]) =>
    call(projectCalls.roleSave, { body: { projectId, userId, roleIds } }),
  resetPassword: (projectId: number, userId: number) =>
    call(projectCalls.roleResetPassword, { body: { projectId, userId } }),
};
