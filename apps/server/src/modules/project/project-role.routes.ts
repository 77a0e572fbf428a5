import { ok, projectCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import {
  addMember,
  listAssignableRoles,
  listMembers,
  resetMemberPassword,
  saveMemberRoles,
} from './project-role.service';

const MANAGERS =
  'Only for a manager of the project (role 1 admin or 3 项目经理 on it); 403 otherwise. Every row touched belongs to that project.';

/** Project-level role management (docs/product.md §6): list, save, add by name/mobile/ID number, reset password. */
export async function projectRoleRoutes(app: FastifyInstance) {
  callRoute(app, projectCalls.roleList, {
    who: { kind: 'projectManager', note: 'a manager role on the project (assertManager)' },
    tags: ['project'],
    summary: '项目人员及角色 (members of a project with their roles)',
    description: `${MANAGERS} keyword matches name, phone or account; roleId keeps members holding that role. ID numbers come masked.`,
    handler: async (req) => ok(await listMembers(app.db, req.user, req.query, req.lang)),
  });

  callRoute(app, projectCalls.roleInfo, {
    who: { kind: 'projectManager', note: 'a manager role on the project (assertManager)' },
    tags: ['project'],
    summary: '可分配角色 (roles the caller may assign on a project)',
    description: `${MANAGERS} Every role of the catalogue (id, name, compType: the company type it belongs to) with memberCount, the members of the project holding it; the platform administrator role only for an admin on the project. Ordered by company type, then id: the options of the member list's role filter and of the role pickers.`,
    handler: async (req) => ok(await listAssignableRoles(app.db, req.user, req.query.proId, req.lang)),
  });

  callRoute(app, projectCalls.roleSave, {
    who: { kind: 'projectManager', note: 'a manager role on the project (assertManager)' },
    tags: ['project'],
    summary: '保存人员角色 (replace a member’s roles on the project)',
    description: `${MANAGERS} The user must already be a member (404). Unknown roles 422 (roleIds). An empty list removes the member; a manager cannot remove their own last managing role (400). Only an admin grants or withdraws the admin role.`,
    handler: async (req) => {
      await saveMemberRoles(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, projectCalls.roleAdd, {
    who: { kind: 'projectManager', note: 'a manager role on the project (assertManager)' },
    tags: ['project'],
    summary: '添加项目人员 (add a person by name, mobile and ID number)',
    description: `${MANAGERS} name, mobile and idNumber are checked (422 naming the field). An existing account with this mobile joins on behalf of its company; otherwise an account is created in the caller's company with account = mobile and the preset password, which must be changed at next login. The same person with the same role twice is 409. roleIds gives several roles at once: all are added, or none.`,
    handler: async (req) => {
      await addMember(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, projectCalls.roleResetPassword, {
    who: { kind: 'projectManager', note: 'a manager role on the project (assertManager)' },
    rateLimit: { max: app.config.authRatePerMinute, timeWindow: '1 minute' },
    tags: ['project'],
    summary: '重置人员密码 (reset a member’s password to the preset one)',
    description: `${MANAGERS} The user must be a member (404). The account must change the password at next login; every session of it ends.`,
    handler: async (req) => {
      await resetMemberPassword(app.db, req.user, req.body, req.lang);
      return ok(null);
    },
  });
}
