import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { zhRoute } from '../locales/zh-route';
import type { MenuTitles } from './menu-titles';
import { registerModuleMessages } from './module-messages';

// A web module describes itself once, in its index.ts (docs/architecture.md#layers): the menu views it serves,
// its messages in each language and the few things the app shell mounts for it. The app loops over
// the list in modules.ts. Everything here is loaded lazily: the list is part of the entry, and the
// login page's first load must not carry any module's pages or messages.

/** A translation of a zh message tree: the same keys, any text. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** A page for a server menu `component` key, fetched the first time the menu opens it. */
export type Page = LazyExoticComponent<ComponentType>;

/** A page loader before the module's messages join it; see defineWebModule. */
export interface ViewLoader {
  load: () => Promise<ComponentType>;
}

/** A menu page: `load` imports the page's file, `pick` names the page in it. */
export const view = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ViewLoader => ({
  load: async () => pick(await load()),
});

/** A component another module or the shell renders, split out of the importer's chunk. */
export const lazyComponent = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> => lazy(async () => ({ default: pick(await load()) }));

/** A no-login page (docs/product.md §2.1) at a fixed path, titled by one of the core 'route.*' messages. */
export interface PublicRoute {
  path: string;
  title: `route.${keyof typeof zhRoute}`;
  load: () => Promise<ComponentType>;
}

export interface ModuleLocales<Zh> {
  zh: () => Promise<Zh>;
  en: () => Promise<Messages<Zh>>;
  es: () => Promise<Messages<Zh>>;
}

/** A module whose texts all live in the core messages. */
const NO_LOCALES: ModuleLocales<Record<never, never>> = {
  zh: async () => ({}),
  en: async () => ({}),
  es: async () => ({}),
};

export interface WebModuleDefinition<Views extends string, Zh extends object, Titles extends MenuTitles> {
  /** Menu component keys (from the server's menu seed; never renamed here) → pages. */
  views: Record<Views, ViewLoader>;
  /**
   * The titles of the menu pages those views serve, in every language (kit/menu-titles.ts): a small file
   * of its own, loaded by the layout before it draws the menu.
   */
  menuTitles?: () => Promise<Titles>;
  /** The module's own message namespaces; en and es must have exactly zh's keys. */
  locales?: ModuleLocales<Zh>;
  /** Pages outside the layout that need no login. */
  publicRoutes?: readonly PublicRoute[];
  /** Rendered once inside the logged-in layout (a prompt or dialog of the module's own). */
  layoutWidgets?: readonly ComponentType[];
}

export interface WebModule<Views extends string, Zh extends object, Titles extends MenuTitles> {
  views: Record<Views, Page>;
  menuTitles: () => Promise<Titles>;
  locales: ModuleLocales<Zh>;
  publicRoutes: readonly PublicRoute[];
  layoutWidgets: readonly ComponentType[];
}

/**
 * A module's manifest. Each view also loads the module's zh messages before it renders, so a page
 * finds its texts whichever chunk it arrives in (zh is the bundled language; en and es load whole).
 */
export function defineWebModule<
  const Views extends string,
  Zh extends object = Record<never, never>,
  Titles extends MenuTitles = Record<never, never>,
>(definition: WebModuleDefinition<Views, Zh, Titles>): WebModule<Views, Zh, Titles> {
  const locales = (definition.locales ?? NO_LOCALES) as ModuleLocales<Zh>;
  const withMessages = async () => registerModuleMessages(await locales.zh());
  const views = Object.fromEntries(
    Object.entries<ViewLoader>(definition.views).map(([key, { load }]) => [
      key,
      lazy(async () => {
        const [Component] = await Promise.all([load(), withMessages()]);
        return { default: Component };
      }),
    ]),
  ) as Record<Views, Page>;
  return {
    views,
    menuTitles: definition.menuTitles ?? (async () => ({}) as Titles),
    locales,
    publicRoutes: definition.publicRoutes ?? [],
    layoutWidgets: definition.layoutWidgets ?? [],
  };
}
