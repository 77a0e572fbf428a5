/**
 * The login page's first paint that /login's HTML carries (issue 21; the server puts it there,
 * apps/server/src/platform/login-shell.ts): the real LoginPage drawn at build time, shown while React and
 * antd are still on their way, #root hidden behind it. When the login page mounts it takes the shell's
 * place in the same pixels, keeping what the visitor typed; any other outcome just removes it.
 */
const SHELL_ID = 'login-shell';

/** Whether the visitor asked to sign in (the button, or Enter in a field) before the page could. */
let submitted = false;

/**
 * From the moment the app's script runs, a click on the shell's sign-in button or Enter in one of its
 * fields is kept for the real page to carry out. (Before that the shell's controls do nothing: its form
 * is a plain block, so nothing is ever sent as a query string.)
 */
export function watchLoginShell(): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  shell.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[type="submit"]')) submitted = true;
  });
  shell.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submitted = true;
  });
}

export interface LoginShellHandover {
  /** The shell's filled inputs by id (the form's field names). */
  values: Record<string, string>;
  /** The id of the input that had the focus. */
  focused?: string;
  submitted: boolean;
}

/** Removes the shell, answering what the visitor did in it; undefined when there was none. */
export function takeOverLoginShell(): LoginShellHandover | undefined {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return undefined;
  const values: Record<string, string> = {};
  for (const input of shell.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (input.value) values[input.id] = input.value;
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && shell.contains(active) ? active.id : undefined;
  shell.remove();
  return { values, focused, submitted };
}

/** Removes the shell when the app shows anything but the login page (an error, another route). */
export function removeLoginShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}
