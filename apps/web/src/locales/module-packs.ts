import { WEB_MODULES } from '../modules';
import type { LocaleMessages } from './zh';

/**
 * A whole language: its core messages and every module's. Each module's part is typed against that
 * module's zh (kit/web-module.ts) and the core against the core zh, so the sum has LocaleMessages' shape.
 */
export async function withModuleMessages(core: object, language: 'en' | 'es'): Promise<LocaleMessages> {
  const parts = await Promise.all(WEB_MODULES.map((module) => module.locales[language]()));
  return Object.assign({}, core, ...parts) as LocaleMessages;
}
