import { describe, expect, it } from 'vitest';
import { EMPTY_TABS, landingAfterClose, type TabsState, tabsReducer, type VisitedTab } from './tabs-model';

const tab = (path: string, extra: Partial<VisitedTab> = {}): VisitedTab => ({
  path,
  fullPath: path,
  title: `menu.${path}`,
  affix: false,
  keepAlive: false,
  ...extra,
});

const home = tab('/home/index', { affix: true });
const open = (...paths: string[]): TabsState =>
  paths.reduce(
    (state, path) => tabsReducer(state, { type: 'visit', tab: tab(path) }),
    tabsReducer(EMPTY_TABS, { type: 'init', affix: [home] }),
  );
const paths = (state: TabsState) => state.tabs.map((t) => t.path);

describe('tabs reducer', () => {
  it('when pages are visited, then each path gets one tab after the affix ones', () => {
    const state = open('/a', '/b', '/a');
    expect(paths(state)).toEqual(['/home/index', '/a', '/b']);
  });

  it('when a visited page comes back with a new query, then its tab keeps its place and takes the new full path', () => {
    const state = tabsReducer(open('/a', '/b'), { type: 'visit', tab: tab('/a', { fullPath: '/a?x=1' }) });
    expect(state.tabs.map((t) => t.fullPath)).toEqual(['/home/index', '/a?x=1', '/b']);
  });

  it('when nothing changes, then the same state comes back', () => {
    const state = open('/a');
    expect(tabsReducer(state, { type: 'visit', tab: tab('/a') })).toBe(state);
  });

  it('when an affix tab is closed, then it stays', () => {
    expect(paths(tabsReducer(open('/a'), { type: 'close', path: '/home/index' }))).toEqual([
      '/home/index',
      '/a',
    ]);
  });

  it('when others are closed, then the affix tabs and the chosen one stay', () => {
    const state = tabsReducer(open('/a', '/b', '/c'), { type: 'closeOthers', path: '/b' });
    expect(paths(state)).toEqual(['/home/index', '/b']);
  });

  it('when all are closed, then only the affix tabs stay', () => {
    expect(paths(tabsReducer(open('/a', '/b'), { type: 'closeAll' }))).toEqual(['/home/index']);
  });

  it('when the routes change, then init puts the new affix tabs in front once', () => {
    const state = tabsReducer(open('/a'), { type: 'init', affix: [home, tab('/dash', { affix: true })] });
    expect(paths(state)).toEqual(['/home/index', '/dash', '/a']);
  });
});

describe('landing after close', () => {
  it('when the active tab survives, then the page stays', () => {
    const next = tabsReducer(open('/a', '/b'), { type: 'close', path: '/a' });
    expect(landingAfterClose(next, '/b')).toBeUndefined();
  });

  it('when the active tab is closed, then the last remaining tab opens', () => {
    const next = tabsReducer(open('/a', '/b'), { type: 'close', path: '/b' });
    expect(landingAfterClose(next, '/b')).toBe('/a');
  });

  it('when no tab remains, then the root opens', () => {
    const next = tabsReducer(tabsReducer(EMPTY_TABS, { type: 'visit', tab: tab('/a') }), {
      type: 'close',
      path: '/a',
    });
    expect(landingAfterClose(next, '/a')).toBe('/');
  });
});
