import { TOKEN_COOKIE } from '@zhuji/shared';
import { readCookie, removeCookie, writeCookie } from './cookies';

export const readToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;

export const writeToken = (token: string): void => writeCookie(TOKEN_COOKIE, token);

export const removeToken = (): void => removeCookie(TOKEN_COOKIE);
