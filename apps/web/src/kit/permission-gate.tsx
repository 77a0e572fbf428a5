import { canPerform } from '@zhuji/shared';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The actions the current page's menu entry allows (`meta.actions`, docs/product.md §6). The shell provides it
 * around every page; a page or kit component never reads the menu itself.
 */
const RouteActionsContext = createContext<readonly string[] | undefined>(undefined);

export function RouteActionsProvider({
  actions,
  children,
}: {
  actions: readonly string[] | undefined;
  children: ReactNode;
}) {
  return <RouteActionsContext.Provider value={actions}>{children}</RouteActionsContext.Provider>;
}

/** Whether the current page allows `action`; an empty action name throws 'need flag' (docs/product.md §6). */
export function useCan(action: string): boolean {
  return canPerform(useContext(RouteActionsContext), action);
}

/**
 * `<Can action="add">…</Can>` renders its children only when the page's action list names the action;
 * without a list nothing renders. It only hides: the server refuses the call regardless.
 */
export function Can({
  action,
  children,
  fallback = null,
}: {
  action: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(action) ? children : fallback;
}
