import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { menuTitleMessages } from '../kit/menu-titles';
import { WEB_MODULES } from '../modules';
import { loadEn } from './en';
import { loadEs } from './es';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// The reference: the bundled core plus every module's own zh messages and zh menu titles.
const moduleZh = await Promise.all(WEB_MODULES.map((module) => module.locales.zh()));
const menuZh = await menuTitleMessages(WEB_MODULES, 'zh');
const reference = flatten(Object.assign({}, zh, ...moduleZh, { menu: { ...zh.menu, ...menuZh } }));

describe('module messages', () => {
  it('when a key is in no zh messages, then t() fails the type check; a module key passes', () => {
    // @ts-expect-error the key type is made from the core and every listed module's zh messages
    expect(typeof i18next.t('no.such.key')).toBe('string');
    expect(typeof i18next.t('collaboration.message.title')).toBe('string');
  });

  it('when modules are listed, then each namespace belongs to one of them and none hides a core one', () => {
    const owners = new Map<string, string>(Object.keys(zh).map((key) => [key, 'core']));
    const clashes: string[] = [];
    WEB_MODULES.forEach((module, index) => {
      for (const key of Object.keys(moduleZh[index] ?? {})) {
        const owner = owners.get(key);
        if (owner) clashes.push(`${key}: ${owner} and ${Object.keys(module.views)[0] ?? index}`);
        owners.set(key, String(Object.keys(module.views)[0] ?? index));
      }
    });
    expect(clashes).toEqual([]);
  });
});

describe.each([
  ['en', await loadEn()],
  ['es', await loadEs()],
])('locale %s', (_name, messages) => {
  const flat = flatten(messages);

  it('when zh has a key, then this locale has it too', () => {
    const missing = [...reference.keys()].filter((key) => !flat.has(key));
    expect(missing).toEqual([]);
  });

  it('when this locale has a key, then zh has it too', () => {
    const extra = [...flat.keys()].filter((key) => !reference.has(key));
    expect(extra).toEqual([]);
  });

  it('when a zh message interpolates values, then the translation uses the same ones', () => {
    for (const [key, text] of reference) {
      expect(placeholders(flat.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('then no message is empty', () => {
    expect([...flat].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
