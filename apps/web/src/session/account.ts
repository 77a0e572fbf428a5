import { queryOptions } from '@tanstack/react-query';
import {
  AUTH_HEADER,
  LOGIN_TYPE,
  type LoginBody,
  type LoginKey,
  type loginResultSchema,
  PLATFORM_TYPE,
  type ProjectListItem,
  type UserInfo,
} from '@zhuji/shared';
import { get, requestWithHeaders } from '../api/request';
import { encryptPassword } from './encrypt-password';
import { logout } from './logout';
import { writeToken } from './token';

// The account calls of docs/domains/account.md; shapes come from the shared contract (packages/shared/src/contract/account.ts).

export type LoginResult = ReturnType<(typeof loginResultSchema)['parse']>;

/** The server answered 200 but sent no token header: nothing to keep a session with. */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
}

export const fetchLoginKey = () => get<LoginKey>('login/key', undefined, { service: 'auth' });

/**
 * One password for a form that sends several (password change, personal information): each is
 * encrypted against its own one-time key, because the server consumes a nonce per password.
 */
export async function encryptWithFreshKey(plain: string): Promise<string> {
  const key = await fetchLoginKey();
  return encryptPassword(plain, key.nonce, key.publicKey);
}

/**
 * Password login: a fresh one-time key per attempt, the password encrypted against it, and the
 * token from the x-auth-token response header stored in the person-auth-token cookie (docs/product.md §4).
 * Server refusals (401 wrong password, 423 locked, 400 stale key) are shown by the request layer.
 * An account with a second factor first answers codeRequired (a code went to its phone, no token);
 * the login is then sent again with the code.
 */
export async function loginWithPassword(
  username: string,
  password: string,
  code?: string,
): Promise<LoginResult> {
  const key = await fetchLoginKey();
  const body: LoginBody = {
    username: username.trim(),
    password: await encryptPassword(password, key.nonce, key.publicKey),
    type: LOGIN_TYPE.PASSWORD,
    ...(code ? { code: code.trim() } : {}),
  };
  const { data, headers } = await requestWithHeaders<LoginResult>({
    url: 'login',
    service: 'auth',
    method: 'POST',
    data: body,
  });
  if (data.codeRequired) return data;
  const token = headers.get(AUTH_HEADER);
  if (!token) throw new MissingTokenError('the login answer carried no token');
  writeToken(token);
  return data;
}

/** Revokes the session on the server; the caller clears the local one. */
export const logoutOnServer = () => get<null>('logout', undefined, { service: 'auth' });

/** Server logout (best effort: a failure is already shown), then the local one; the caller reloads. */
export async function logoutEverywhere(): Promise<void> {
  try {
    await logoutOnServer();
  } catch {
    // The local session ends regardless.
  }
  await logout();
}

export const fetchUserInfo = () => get<UserInfo>('user/info', { platformType: PLATFORM_TYPE });

export const fetchProjectList = () => get<ProjectListItem[]>('project/list', undefined, { service: 'auth' });

export const sessionKeys = {
  all: ['session'] as const,
  userInfo: () => [...sessionKeys.all, 'userInfo'] as const,
  projectList: () => [...sessionKeys.all, 'projectList'] as const,
};

export const userInfoQuery = () =>
  queryOptions({ queryKey: sessionKeys.userInfo(), queryFn: fetchUserInfo, staleTime: 60_000 });

export const projectListQuery = () =>
  queryOptions({ queryKey: sessionKeys.projectList(), queryFn: fetchProjectList, staleTime: 60_000 });
