import { LANGUAGES, type Language } from '@zhuji/shared';
import i18next from 'i18next';

// A menu page's title belongs to the module that serves the page (docs/add-a-module.md, step 11): the
// module declares it in zh, en and es in its own <m>.menu-titles.ts, and the manifest loads that file
// lazily. The shell draws the menu from the server's `meta.title` keys (`menu.<route name>`), so the
// titles are registered as i18next messages under `menu` before the layout (or a public page such as
// the manual) renders; the menu groups' titles are the shell's own and stay in locales/*-shell.ts.
// None of this is part of the login page's first load.

/** One menu page's title in every language. */
export type MenuTitle = Readonly<Record<Language, string>>;

/** A module's menu titles by the server menu's route name (`name`; its `meta.title` is `menu.<name>`). */
export type MenuTitles = Readonly<Record<string, MenuTitle>>;

/** A module's titles, typed by name so `t('menu.<name>')` type-checks (locales/zh.ts). */
export const defineMenuTitles = <const T extends MenuTitles>(titles: T): T => titles;

/** What the registry needs of a web module (kit/web-module.ts). */
export interface TitledModule {
  menuTitles: () => Promise<MenuTitles>;
}

const collected = new WeakMap<readonly TitledModule[], Promise<Record<string, MenuTitle>>>();

async function collect(modules: readonly TitledModule[]): Promise<Record<string, MenuTitle>> {
  const parts = await Promise.all(modules.map((module) => module.menuTitles()));
  const titles: Record<string, MenuTitle> = {};
  for (const part of parts) {
    for (const [name, title] of Object.entries(part)) {
      // Two modules titling one page would make the menu show whichever loaded last.
      if (Object.hasOwn(titles, name)) throw new Error(`menu title ${name} is declared twice`);
      titles[name] = title;
    }
  }
  return titles;
}

/** Every module's menu titles by route name, loaded once per module list. */
export function collectMenuTitles(modules: readonly TitledModule[]): Promise<Record<string, MenuTitle>> {
  let titles = collected.get(modules);
  if (!titles) {
    titles = collect(modules);
    collected.set(modules, titles);
    // A failed load (offline, a new deployment) may be retried by the next navigation.
    titles.catch(() => collected.delete(modules));
  }
  return titles;
}

const inLanguage = (titles: Record<string, MenuTitle>, language: Language): Record<string, string> =>
  Object.fromEntries(Object.entries(titles).map(([name, title]) => [name, title[language]]));

/** The `menu` messages of one language: route name → title. */
export async function menuTitleMessages(
  modules: readonly TitledModule[],
  language: Language,
): Promise<Record<string, string>> {
  return inLanguage(await collectMenuTitles(modules), language);
}

/**
 * Adds every module's menu titles to the languages i18next holds. A language not loaded yet gets them
 * with its pack (locales/module-packs.ts), so registering never makes i18next skip loading a language.
 */
export async function registerMenuTitles(modules: readonly TitledModule[]): Promise<void> {
  const titles = await collectMenuTitles(modules);
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, 'translation')) continue;
    i18next.addResourceBundle(language, 'translation', { menu: inLanguage(titles, language) }, true, true);
  }
}
