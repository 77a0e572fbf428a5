import type { MenuRoute } from '@zhuji/shared';
import { describe, expect, it } from 'vitest';
import { buildAppRoutes, matchAppRoute } from '../session/menu-routes';
import { SEED_LIKE_MENU } from '../session/test-menu';
import { activeMenuKey, openKeysFor, sideMenuItems } from './menu-model';

const simplify = (items: ReturnType<typeof sideMenuItems>): unknown =>
  items.map((i) => (i.children ? { [i.key]: simplify(i.children) } : i.key));

describe('sidebar menu', () => {
  it('when the seeded menu is shown, then single-page groups show their page and others are submenus', () => {
    const items = sideMenuItems(buildAppRoutes(SEED_LIKE_MENU, null));
    expect(simplify(items)).toEqual([
      '/home/index',
      '/project/list',
      { '/pileFoundation': ['/pileFoundation/construction', '/pileFoundation/acceptance'] },
      '/collaboration/myMessage',
    ]);
    // A collapsed group lends its icon to the page.
    expect(items[0]).toMatchObject({ title: 'menu.HomeIndex', icon: 'home' });
  });

  it('when a group sets showParent, then it stays a submenu even with one page', () => {
    const menu: MenuRoute[] = [
      {
        ...SEED_LIKE_MENU[1]!,
        meta: { ...SEED_LIKE_MENU[1]!.meta, showParent: true },
      },
    ];
    expect(simplify(sideMenuItems(buildAppRoutes(menu, null)))).toContainEqual({
      '/project': ['/project/list'],
    });
  });

  it('when entries are hidden or external, then hidden ones are skipped and links are marked external', () => {
    const menu: MenuRoute[] = [
      {
        path: '/help',
        name: 'Help',
        component: 'Layout',
        hidden: false,
        meta: { title: 'menu.Help' },
        children: [
          { path: 'secret', name: 'Secret', component: 'x', hidden: true, meta: { title: 'menu.Secret' } },
          { path: 'faq', name: 'Faq', component: 'x', hidden: false, meta: { title: 'menu.Faq' } },
          {
            path: 'mailto:help@zhuji.cn',
            name: 'Mail',
            component: '',
            hidden: false,
            meta: { title: 'menu.Mail' },
          },
        ],
      },
    ];
    const help = sideMenuItems(buildAppRoutes(menu, null)).find((i) => i.key === '/help');
    expect(help?.children?.map((c) => [c.key, c.external])).toEqual([
      ['/help/faq', false],
      ['mailto:help@zhuji.cn', true],
    ]);
  });

  it('when a page is three levels deep, then its two groups open', () => {
    const menu: MenuRoute[] = [
      {
        path: '/a',
        name: 'A',
        component: 'Layout',
        hidden: false,
        meta: { title: 'menu.A' },
        children: [
          {
            path: 'b',
            name: 'B',
            component: 'Layout',
            hidden: false,
            meta: { title: 'menu.B' },
            children: [
              { path: 'c', name: 'C', component: 'x/c', hidden: false, meta: { title: 'menu.C' } },
              { path: 'd', name: 'D', component: 'x/d', hidden: false, meta: { title: 'menu.D' } },
            ],
          },
          { path: 'e', name: 'E', component: 'x/e', hidden: false, meta: { title: 'menu.E' } },
        ],
      },
    ];
    const items = sideMenuItems(buildAppRoutes(menu, null));
    expect(openKeysFor(items, '/a/b/d')).toEqual(['/a', '/a/b']);
    expect(openKeysFor(items, '/nowhere')).toEqual([]);
  });

  it('when a hidden page sets activeMenu, then that entry is selected', () => {
    const routes = buildAppRoutes(SEED_LIKE_MENU, null);
    expect(activeMenuKey(matchAppRoute(routes, '/home/project/11')?.chain.at(-1))).toBe('/home/index');
    expect(activeMenuKey(matchAppRoute(routes, '/project/list')?.chain.at(-1))).toBe('/project/list');
  });
});
