import { TIMING } from '@zhuji/shared';
import { removeToken } from './token';

let timer: ReturnType<typeof setTimeout> | undefined;
let waiters: Array<() => void> = [];

/**
 * Local logout: clears the token cookie. Debounced (docs/product.md §4) because a burst of parallel requests
 * can all report an expired session; every caller in the burst resolves once, after the clearing.
 * The caller decides whether to reload.
 */
export function logout(): Promise<void> {
  return new Promise((resolve) => {
    waiters.push(resolve);
    clearTimeout(timer);
    timer = setTimeout(() => {
      removeToken();
      const done = waiters;
      waiters = [];
      for (const resolveOne of done) resolveOne();
    }, TIMING.LOGOUT_DEBOUNCE_MS);
  });
}
