import type { KitAction } from '@zhuji/shared';

/**
 * Who may call a route, in one machine-readable form. Every /api and /auth route declares it as
 * `config.who` (the kit derives it from `config.access`, guardedRoutes from its options, public routes
 * from public-routes.ts); a route without it fails the app build (route-table.ts). It states what the
 * route's code checks, so the generated route matrix (test/route-matrix.ts) can prove it and the
 * README's Security section can list it.
 */
/**
 * `platformStaff: true` says the route's check also lets platform staff through without membership —
 * only those whose platform scope covers the project (platform-scope.ts: the platform administrator,
 * and a docking engineer on the projects assigned to them). The route matrix still expects an
 * unassigned docking engineer to be refused.
 */
export type RouteWho =
  /** Anyone, logged in or not; only through PUBLIC_ROUTES, which says why. */
  | { kind: 'public'; reason: string }
  /** Any session; the route reads or writes only the caller's own data (or reference lists). */
  | { kind: 'signedIn'; note?: string }
  /** A member of the project the call names or the row belongs to, holding the menu action (role_menu). */
  | { kind: 'project'; menu: string; action: KitAction; note?: string }
  /** A member of the project the call names or the row belongs to, whatever the role (no menu action). */
  | { kind: 'projectMember'; note?: string; platformStaff?: true }
  /** Who manages the project: its registrant or a manager role (项目经理/负责人) on it; platform staff too. */
  | { kind: 'projectManager'; note?: string; platformStaff?: true }
  /** The platform administrator only (the administrator of the platform company; platform/auth/platform-admin.ts). */
  | { kind: 'platformAdmin'; note?: string }
  /** Users of the platform company (平台人员, e.g. the docking engineer). */
  | { kind: 'platformStaff'; note?: string }
  /** The administrator of a company, for that company's own data (users, departments). */
  | { kind: 'companyAdmin'; note?: string }
  /** The testing lab a submission is addressed to. */
  | { kind: 'lab'; note?: string }
  /** The supplier an enquiry or order is addressed to. */
  | { kind: 'supplier'; note?: string }
  /** A regulator (质监站) user for the projects of its region. */
  | { kind: 'regulator'; note?: string };

export type RouteWhoKind = RouteWho['kind'];

/** What a route file writes: every kind but 'public' (that one lives in public-routes.ts only). */
export type DeclaredWho = Exclude<RouteWho, { kind: 'public' }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see RouteWho); required on every /api and /auth route. */
    who?: DeclaredWho;
  }
}

/** Shorthands for route files: `config: { who: signedIn }`, `config: { who: onProject('施工日志', 'list') }`. */
export const signedIn: DeclaredWho = { kind: 'signedIn' };
export const onProject = (menu: string, action: KitAction, note?: string): DeclaredWho => ({
  kind: 'project',
  menu,
  action,
  ...(note && { note }),
});
