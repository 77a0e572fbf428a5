import { LANGUAGES } from '@zhuji/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../app/i18n';
import { LAYOUT_VIEW } from '../app/view-registry';
import { collectMenuTitles, registerMenuTitles } from '../kit/menu-titles';
import { WEB_MODULES } from '../modules';
import { SHELL_ROUTE_NAME } from '../session/menu-routes';
import { zh } from './zh';

/** The part of a server menu item (apps/server/src/platform/access/menu-catalogue.ts) the titles need. */
interface ServerMenu {
  name: string;
  component: string;
  meta: { title: string };
  children?: ServerMenu[];
}

// The server's own catalogue, as its seed writes it: the platform's groups and every server module's
// pages. A glob import, so the web's type check does not compile the server's files.
const serverSeed = import.meta.glob<{ menuCatalogue: () => readonly ServerMenu[] }>(
  '../../../server/src/seed/menus.ts',
);
const [loadSeed] = Object.values(serverSeed);
if (!loadSeed) throw new Error('the server menu catalogue (apps/server/src/seed/menus.ts) was not found');
const flatten = (items: readonly ServerMenu[]): ServerMenu[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const catalogue = flatten((await loadSeed()).menuCatalogue());

beforeAll(async () => {
  // The layout's order: the modules' titles join the languages i18next holds, and a language chosen
  // later brings them in its pack (locales/module-packs.ts).
  await registerMenuTitles(WEB_MODULES);
  await i18n.loadLanguages([...LANGUAGES]);
});

describe('menu titles', () => {
  it('when the server has a menu, then its title reads in zh, en and es through the registry', () => {
    expect(catalogue.length).toBeGreaterThan(50);
    const missing = LANGUAGES.flatMap((language) =>
      catalogue
        .filter((item) => {
          const text: unknown = i18n.getResource(language, 'translation', item.meta.title);
          return typeof text !== 'string' || text.trim() === '' || text === item.meta.title;
        })
        .map((item) => `${language}: ${item.meta.title}`),
    );
    expect(missing).toEqual([]);
  });

  it('when a menu item is a page, then the module serving its view declares its title', async () => {
    const misplaced: string[] = [];
    for (const item of catalogue.filter((entry) => entry.component !== LAYOUT_VIEW)) {
      expect(item.meta.title).toBe(`menu.${item.name}`);
      const owner = WEB_MODULES.find((module) => Object.hasOwn(module.views, item.component));
      const titles = owner ? await owner.menuTitles() : {};
      if (!Object.hasOwn(titles, item.name)) misplaced.push(`${item.name} (${item.component})`);
    }
    expect(misplaced).toEqual([]);
  });

  it('when a title stays in the core messages, then it names a menu group of the shell', () => {
    const groups = new Set(
      catalogue.filter((item) => item.component === LAYOUT_VIEW).map((item) => item.name),
    );
    expect(Object.keys(zh.menu).filter((name) => !groups.has(name))).toEqual([]);
  });

  it('when a module declares a title, then it is a page of the menu or of the shell, declared once', async () => {
    const pages = new Set([...catalogue.map((item) => item.name), SHELL_ROUTE_NAME.PROJECT_DETAIL]);
    const titles = await collectMenuTitles(WEB_MODULES);
    expect(Object.keys(titles).filter((name) => !pages.has(name))).toEqual([]);
    expect(Object.keys(titles).filter((name) => Object.hasOwn(zh.menu, name))).toEqual([]);
  });

  it('when titles are registered before a language loads, then that language still loads whole', async () => {
    const { loadEs } = await import('./es');
    const es = await loadEs();
    expect(i18n.getResource('es', 'translation', 'menu.TestBlock')).toBe('Probetas');
    expect(es.menu.TestBlock).toBe('Probetas');
    expect(i18n.getResource('es', 'translation', 'login.title')).toBe(es.login.title);
    expect(i18n.getResource('es', 'translation', 'menu.PileFoundation')).toBe(es.menu.PileFoundation);
  });
});
