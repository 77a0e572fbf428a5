import { PLATFORM_TYPE, type ProjectListItem, type UserInfo } from '@zhuji/shared';
import { create } from 'zustand';
import { get, put } from '../api/request';
import { deriveRoutes, loadSession, type SessionDeps, type SessionSnapshot } from './first-navigation';

export type SessionStatus = 'idle' | 'loading' | 'ready';

export interface SessionState extends Partial<SessionSnapshot> {
  status: SessionStatus;
  /** Bumped whenever the routes are rebuilt (role or project change): the tabs start over. */
  routesVersion: number;
}

const INITIAL: SessionState = { status: 'idle', routesVersion: 0 };

export const useSessionStore = create<SessionState>(() => INITIAL);

let inflight: Promise<SessionSnapshot> | undefined;

const snapshotOf = (state: SessionState): SessionSnapshot | undefined =>
  state.status === 'ready' && state.user && state.routes && state.permittedNames && state.userRoles
    ? (state as SessionSnapshot)
    : undefined;

/** The loaded session, running the first navigation (docs/product.md §4) once when nothing is loaded yet. */
export function ensureSession(deps?: SessionDeps): Promise<SessionSnapshot> {
  const ready = snapshotOf(useSessionStore.getState());
  if (ready) return Promise.resolve(ready);
  if (!inflight) {
    useSessionStore.setState({ status: 'loading' });
    inflight = loadSession(deps)
      .then((snapshot) => {
        useSessionStore.setState((state) => ({
          ...snapshot,
          status: 'ready',
          routesVersion: state.routesVersion + 1,
        }));
        return snapshot;
      })
      .catch((error: unknown) => {
        useSessionStore.setState({ status: 'idle' });
        throw error;
      })
      .finally(() => {
        inflight = undefined;
      });
  }
  return inflight;
}

/** The loaded session; only call below the route guard, which waits for it. */
export function useSession(): SessionSnapshot {
  const state = useSessionStore();
  const snapshot = snapshotOf(state);
  if (!snapshot) throw new Error('useSession outside the route guard');
  return snapshot;
}

/** Forgets the session (logout, tests). */
export function resetSession(): void {
  inflight = undefined;
  useSessionStore.setState(INITIAL, true);
}

/** Re-reads user info (and the project list) and rebuilds the routes: name, role, unit, routes, project. */
export async function refreshSession(deps: Pick<SessionDeps, 'fetchUserInfo' | 'fetchProjectList'>) {
  const [user, projects] = await Promise.all([deps.fetchUserInfo(), deps.fetchProjectList()]);
  const fireControl = useSessionStore.getState().fireControl ?? null;
  useSessionStore.setState((state) => ({
    user,
    projects,
    ...deriveRoutes(user, fireControl),
    status: 'ready',
    routesVersion: state.routesVersion + 1,
  }));
  return user;
}

/** The user's submit-number switch as the server saved it (POST /api/user/setting). */
export function setShowSubmitNumber(showSubmitNumber: boolean): void {
  useSessionStore.setState((state) => (state.user ? { user: { ...state.user, showSubmitNumber } } : {}));
}

/** The navbar's unread badge (user info collaboration.msgCount) after reading messages or a counts poll. */
export function setUnreadCount(msgCount: number): void {
  const { user } = useSessionStore.getState();
  if (!user || user.collaboration.msgCount === msgCount) return;
  useSessionStore.setState({ user: { ...user, collaboration: { ...user.collaboration, msgCount } } });
}

/** The user's avatar and introduction as just saved (POST /api/user/profile answers nothing to re-read). */
export function setProfile(profile: Pick<UserInfo, 'avatar' | 'introduction'>): void {
  const { user } = useSessionStore.getState();
  if (user) useSessionStore.setState({ user: { ...user, ...profile } });
}

/** PUT /api/user/role (docs/product.md §4 change role). */
export const updateRole = (roleId: number) =>
  put<null>('user/role', { currentRole: roleId, platformType: PLATFORM_TYPE });

/** GET /api/user/project/change: answers the role to select on the new project. */
export const requestProjectChange = (projectId: number) =>
  get<{ roleId: number }>('user/project/change', { proId: projectId, platformType: PLATFORM_TYPE });

/** Change role: post it, then refresh name, role, unit and routes. The caller goes to `/?t=…`. */
export async function changeRole(
  roleId: number,
  deps: Pick<SessionDeps, 'fetchUserInfo' | 'fetchProjectList'>,
): Promise<UserInfo> {
  await updateRole(roleId);
  return refreshSession(deps);
}

export interface ProjectChangeResult {
  user: UserInfo;
  roleId: number;
  /** The current project id differs from before: the page reloads after a short delay (docs/product.md §4). */
  projectChanged: boolean;
}

/** Change project: the server answers the role to select; roles, routes and project are refreshed. */
export async function changeProject(
  projectId: number,
  deps: Pick<SessionDeps, 'fetchUserInfo' | 'fetchProjectList'>,
): Promise<ProjectChangeResult> {
  const before = useSessionStore.getState().user?.currentProject?.id;
  const { roleId } = await requestProjectChange(projectId);
  let user = await refreshSession(deps);
  // The answered role is the selected one on the new project.
  const selected = user.roles.find((role) => role.id === roleId);
  if (selected && user.currentRole?.id !== roleId) {
    user = { ...user, currentRole: selected };
    useSessionStore.setState({ user });
  }
  return { user, roleId, projectChanged: user.currentProject?.id !== before };
}

/** The project list entry of the current project, for the info-complete check. */
export function currentProjectItem(
  projects: readonly ProjectListItem[],
  user: UserInfo,
): ProjectListItem | undefined {
  const id = user.currentProject?.id;
  return id === undefined ? undefined : projects.find((p) => p.proId === id || p.id === id);
}
