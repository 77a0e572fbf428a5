import { logout } from '../session/logout';
import { notifyError } from './notifier';

/** Side effects of the request layer, injectable so unit tests can assert them. */
export interface RequestEffects {
  notify(message: string): void;
  navigate(to: string): void;
  /** Clears the local session; resolves when done. */
  logout(): Promise<void>;
  reload(): void;
}

let navigator: ((to: string) => void) | undefined;

/** The router registers itself so redirects stay inside the SPA instead of reloading it. */
export function registerNavigator(navigate: ((to: string) => void) | undefined): void {
  navigator = navigate;
}

const isExternal = (to: string) => /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');

let reloading = false;

export const browserEffects: RequestEffects = {
  notify: notifyError,
  navigate(to) {
    if (navigator && !isExternal(to)) navigator(to);
    else window.location.assign(to);
  },
  logout,
  reload() {
    // Several failing requests may all ask; one reload is enough.
    if (reloading) return;
    reloading = true;
    window.location.reload();
  },
};
