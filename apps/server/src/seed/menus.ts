import { MODULES } from '../modules';
import { assembleMenus, type MenuItem } from '../platform/access';

let tree: MenuItem[] | undefined;

/**
 * The menu catalogue: the platform's groups with every module's pages (ModuleManifest.menus) in them.
 * The one place the tree is read from — the seed's sync, its tests and tools. Assembled once: it
 * throws at the first call when two modules claim one name or one place in a group.
 */
export function menuCatalogue(): readonly MenuItem[] {
  tree ??= assembleMenus(MODULES);
  return tree;
}
