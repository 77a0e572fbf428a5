import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md#layers: a page names a catalogue entry (`call(pileCalls.list, …)`), never a URL or a
 * hand-written answer type. What is left before every module is converted is listed below per module;
 * the list may only shrink (a module that drops below its number must lower it, so it cannot grow back).
 */
const ALLOWED: Readonly<Record<string, { literals: number; typed: number }>> = {};

// The page environment (happy-dom) replaces URL, so the folder is found from the file's own path.
const MODULES = join(import.meta.dirname, '..', 'modules');

// A type argument may nest two levels: get<Page<PileItem> & { nextCursor: string | null }>(…).
const TYPE_ARG = '<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>';
// Not a method of another object (`params.get('code')`, `form.get('file')`).
const CLIENT = String.raw`(?<![.\w])(?:get|post|put|del|download|request|requestWithHeaders)\s*`;
/** A string (or template) handed straight to the old client: `get('pile/list')`, `post<T>(\`x/${id}\`)`. */
const LITERAL_CALL = new RegExp(String.raw`${CLIENT}(?:${TYPE_ARG})?\(\s*['"\`]`, 'g');
/** The options form: `download({ url: 'pile/export' })` (router paths start with '/', so they do not count). */
const LITERAL_URL = /\burl:\s*['"`](?!\/|https?:)/g;
/** A full API path anywhere in a page. */
const API_STRING = /['"`]\/api\//g;
/** A hand-written answer type: `get<PileDetail>(…)`. */
const TYPED_CALL = new RegExp(String.raw`(?<![.\w])(?:get|post|put|del|request)\s*${TYPE_ARG}\s*\(`, 'g');

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Counts one source text: literal API paths and hand-typed calls. */
export function scan(text: string) {
  return {
    literals: count(text, LITERAL_CALL) + count(text, LITERAL_URL) + count(text, API_STRING),
    typed: count(text, TYPED_CALL),
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function countByModule() {
  const found: Record<string, { literals: number; typed: number }> = {};
  for (const file of sourceFiles(MODULES)) {
    const module = relative(MODULES, file).split(sep)[0] ?? '';
    const { literals, typed } = scan(readFileSync(file, 'utf8'));
    if (literals === 0 && typed === 0) continue;
    const entry = found[module] ?? { literals: 0, typed: 0 };
    found[module] = { literals: entry.literals + literals, typed: entry.typed + typed };
  }
  return found;
}

describe('web modules call the API through the catalogue', () => {
  it('the scanner sees literal paths and hand-written types, and not catalogue calls', () => {
    expect(scan(`get<PileDetail>('pile/construction/detail', { id })`)).toEqual({ literals: 1, typed: 1 });
    expect(scan(`post(\`pile/\${id}/save\`, body)`)).toEqual({ literals: 1, typed: 0 });
    expect(scan(`get<Page<PileItem> & { next: string | null }>('pile/list', q)`)).toEqual({
      literals: 1,
      typed: 1,
    });
    expect(scan(`download({ url: 'pile/export', params })`)).toEqual({ literals: 1, typed: 0 });
    expect(scan(`const src = '/api/common/download?id=' + id;`)).toEqual({ literals: 1, typed: 0 });
    expect(scan(`navigate({ url: '/home' }); call(pileCalls.detail, { query: { id } })`)).toEqual({
      literals: 0,
      typed: 0,
    });
    expect(scan(`download(pileCalls.export, query); useState<number>(0)`)).toEqual({ literals: 0, typed: 0 });
    expect(scan(`const code = params.get('code') ?? '';`)).toEqual({ literals: 0, typed: 0 });
  });

  it('no module has more literal paths or hand-typed calls than its allowance, and none has fewer', () => {
    const found = countByModule();
    const total = (pick: 'literals' | 'typed') =>
      Object.values(found).reduce((sum, entry) => sum + entry[pick], 0);
    console.info(
      `web modules: ${total('literals')} literal API paths, ${total('typed')} hand-typed calls left in ${Object.keys(found).length} modules`,
    );
    const modules = new Set([...Object.keys(found), ...Object.keys(ALLOWED)]);
    const off = [...modules]
      .map((module) => ({
        module,
        found: found[module] ?? { literals: 0, typed: 0 },
        allowed: ALLOWED[module] ?? { literals: 0, typed: 0 },
      }))
      .filter(({ found: f, allowed: a }) => f.literals !== a.literals || f.typed !== a.typed)
      .map(({ module, found: f }) => `${module}: { literals: ${f.literals}, typed: ${f.typed} }`);
    expect(off, 'set these allowances in literal-paths.test.ts (only ever lower)').toEqual([]);
  });
});
