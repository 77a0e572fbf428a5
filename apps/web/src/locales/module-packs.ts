import { menuTitleMessages } from '../kit/menu-titles';
import { WEB_MODULES } from '../modules';
import type { LocaleMessages } from './zh';

/**
 * A whole language: its core messages, every module's, and the modules' menu titles joined to the core's
 * menu group titles. Each module's part is typed against that module's zh (kit/web-module.ts) and the core
 * against the core zh, so the sum has LocaleMessages' shape.
 */
export async function withModuleMessages(
  core: { menu: Record<string, string> },
  language: 'en' | 'es',
): Promise<LocaleMessages> {
  const [parts, menu] = await Promise.all([
    Promise.all(WEB_MODULES.map((module) => module.locales[language]())),
    menuTitleMessages(WEB_MODULES, language),
  ]);
  return Object.assign({}, core, ...parts, { menu: { ...core.menu, ...menu } }) as LocaleMessages;
}
