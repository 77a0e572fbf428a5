import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { ModuleMenu } from '../access/menu-catalogue';
import type { Db, DbOrTx } from '../db/client';
import type { FileStorage } from '../storage/storage';

/** The demo data set's keys (seed/identity.ts) → the ids the seed gave them, and the one `now` of the run. */
export interface DemoSeedContext {
  projects: Map<string, number>;
  users: Map<string, number>;
  companies: Map<string, number>;
  /** Absent when the seed runs without a file store: demo documents then get their catalogs only. */
  storage: FileStorage | undefined;
  now: Date;
}

export interface StartupContext {
  db: Db;
  config: AppConfig;
  say: (line: string) => void;
}

/**
 * What a server module brings to the application, so that app.ts, db/schema.ts, the seed (menus,
 * catalogue, demo) and main.ts
 * loop over apps/server/src/modules.ts instead of naming each module: adding a module is its folder
 * plus one line there.
 */
export interface ModuleManifest {
  /** The module's folder name under modules/. */
  name: string;
  /**
   * The menu pages the module serves, each with the platform group it sits in (MENU_GROUPS in
   * platform/access/menu-catalogue.ts), its place there and its role actions; the seed assembles
   * every module's into the one menu tree (seed/menus.ts) and grants the actions in role_menu.
   */
  menus?: readonly ModuleMenu[];
  /** Fastify plugins declaring the module's routes, registered in this order. */
  routes: readonly ((app: FastifyInstance) => Promise<void>)[];
  /** The module's drizzle tables (its `*.table.ts` exports); drizzle-kit finds the same files by glob. */
  tables?: Readonly<Record<string, unknown>>;
  seed?: {
    /** Reference data every database gets, idempotent (runs on every start, inside one transaction). */
    catalogue?: (tx: DbOrTx) => Promise<void>;
    /** The module's part of the demo data set, run once in the seed's transaction, in list order. */
    demo?: (tx: DbOrTx, ctx: DemoSeedContext) => Promise<void>;
  };
  /** Work started once the server listens; each returns its stop function, called on shutdown. */
  jobs?: readonly ((ctx: StartupContext) => () => void)[];
}

/** Identity for type checking only: `defineModule({...})` keeps a manifest's literal types. */
export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;
