import { DIVISION, type ProjectListItem, projectCalls, type UserInfo } from '@zhuji/shared';
import { call } from '../api/call';
import { fetchProjectList, fetchUserInfo } from './account';
import { type AppRoute, buildAppRoutes, permittedRouteNames, userRoleCodes } from './menu-routes';

/** Everything the shell needs about the logged-in user (docs/product.md §3 session state). */
export interface SessionSnapshot {
  user: UserInfo;
  projects: ProjectListItem[];
  /** Ids from the VIP project-interests call. */
  vipProjectInterests: number[];
  /** Fire-control type of a MAIN project (0 or 1), null otherwise. */
  fireControl: number | null;
  routes: AppRoute[];
  permittedNames: Set<string>;
  userRoles: string[];
}

export interface SessionDeps {
  fetchProjectList: () => Promise<ProjectListItem[]>;
  fetchUserInfo: () => Promise<UserInfo>;
  fetchProjectInterests: (projectId: number) => Promise<number[]>;
  fetchFireControlType: (projectId: number) => Promise<number | null>;
}

/** docs/domains/account.md "GET vip project interests: proId". */
const fetchProjectInterests = (projectId: number) =>
  call(projectCalls.vipInterests, { query: { proId: projectId } });

/** docs/domains/account.md "GET fire-control type: proId"; only MAIN projects ask. */
const fetchFireControlType = async (projectId: number): Promise<number | null> =>
  (await call(projectCalls.fireControlType, { query: { proId: projectId } })).fireControl;

export const defaultSessionDeps: SessionDeps = {
  fetchProjectList,
  fetchUserInfo,
  fetchProjectInterests,
  fetchFireControlType,
};

/** Step 5 alone: the routes and permission lists of a user, for a role or project change too. */
export function deriveRoutes(user: UserInfo, fireControl: number | null) {
  const routes = buildAppRoutes(user.routes, fireControl);
  return { routes, permittedNames: permittedRouteNames(routes), userRoles: userRoleCodes(user.roles) };
}

/**
 * The first navigation after login (docs/product.md §4), in order: project list, user info, project interests, for a
 * MAIN project the fire-control type, then the routes. Any failure rejects; the guard logs out.
 */
export async function loadSession(deps: SessionDeps = defaultSessionDeps): Promise<SessionSnapshot> {
  const projects = await deps.fetchProjectList();
  const user = await deps.fetchUserInfo();
  const project = user.currentProject;
  const vipProjectInterests = project ? await deps.fetchProjectInterests(project.id) : [];
  const fireControl =
    project && project.division === DIVISION.MAIN ? await deps.fetchFireControlType(project.id) : null;
  return { user, projects, vipProjectInterests, fireControl, ...deriveRoutes(user, fireControl) };
}
