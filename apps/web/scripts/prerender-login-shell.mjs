#!/usr/bin/env node
// The login page's first paint as static HTML (issue 21: usable in ≤ 2.5 s over 400 kbit/s, before the
// ~300 KB of React and antd have arrived). Builds src/pages/login/login-shell.prerender.tsx for Node,
// draws the real LoginPage with it in happy-dom for every language, host branding (theme and platform
// name) and layout (antd's md breakpoint, 768 px), and writes what it drew as JSON:
//
//   { markers: { blue, gov }, variants: { "<language>.<theme>.<platformNameKey>": { css, html } } }
//
// No script may run inline (the CSP, platform/security.ts), so one markup serves both layouts: the wide
// one, its elements whose inline style differs on a phone marked, and a media query giving them the
// phone's style.
//
// The server (apps/server/src/platform/login-shell.ts) puts the variant of the request's host and
// language cookie into /login's HTML; the page (src/app/login-shell.ts) hands it over to React.
//
//   node apps/web/scripts/prerender-login-shell.mjs <out.json>
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['zh', 'en', 'es'];
/** Either side of antd's md breakpoint (768 px), where the public frame turns compact. */
/** Where antd's Grid.useBreakpoint() drops md, so the public frame turns compact. */
const NARROW = '(max-width: 767.98px)';
const LAYOUTS = { wide: { width: 1366, height: 800 }, narrow: { width: 375, height: 812 } };

const out = process.argv[2];
if (!out) {
  console.error('usage: prerender-login-shell.mjs <out.json>');
  process.exit(2);
}

const bundleDir = await mkdtemp(join(tmpdir(), 'zhuji-login-shell-'));
try {
  await build({
    configFile: false,
    root: WEB_ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), noServiceWorker()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/pages/login/login-shell.prerender.tsx',
      outDir: bundleDir,
      emptyOutDir: true,
      minify: false,
      // One file: each host's branding needs a fresh instance of every module (imported again with a query).
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
    },
  });
  const bundle = pathToFileURL(join(bundleDir, 'prerender.mjs')).href;

  const markers = await inHappyDom('http://localhost/login', async () => {
    return (await import(`${bundle}?markers`)).hostMarkers;
  });
  // A host for each combination of the markers (shell/branding.ts decides by substring of the host name).
  const hosts = [
    'localhost',
    `${markers.blue}.example`,
    `${markers.gov}.example`,
    `${markers.blue}.${markers.gov}.example`,
  ];
  const variants = {};
  for (const [i, host] of hosts.entries()) {
    await inHappyDom(`http://${host}/login`, async () => {
      // A fresh instance of every module: the page reads the host's branding once, when it loads.
      const mod = await import(`${bundle}?${i}`);
      const { theme, platformNameKey } = mod.branding();
      for (const language of LANGUAGES) {
        const variant = { css: '', wide: '', narrow: '' };
        const styles = new Set();
        for (const [layout, viewport] of Object.entries(LAYOUTS)) {
          window.happyDOM.setViewport(viewport);
          const drawn = await mod.prerenderLogin(language);
          variant[layout] = drawn.html;
          for (const css of drawn.css) styles.add(css);
        }
        const { html, css: narrowCss } = responsive(variant.wide, variant.narrow);
        const css = unusedVarsDropped(usedCss([...styles].join('\n'), [html]));
        variants[`${language}.${theme}.${platformNameKey}`] = { css: css + narrowCss, html };
      }
    });
  }
  await writeFile(out, JSON.stringify({ markers, variants }));
  console.log(`[login-shell] ${Object.keys(variants).length} variants → ${out}`);
} finally {
  await rm(bundleDir, { recursive: true, force: true });
}
process.exit(0);

/**
 * One markup for both layouts: `wide`, each element whose inline style differs in `narrow` given a class
 * and, under the phone's media query, the narrow style (!important, above the inline one). The two must
 * differ in nothing else; anything more fails the build rather than showing a phone the wrong page.
 */
function responsive(wide, narrow) {
  const doc = document.implementation.createHTMLDocument('');
  const [a, b] = [wide, narrow].map((html) => {
    const root = doc.createElement('div');
    root.innerHTML = html;
    return root;
  });
  const rules = [];
  const walk = (x, y) => {
    if (x.nodeType !== y.nodeType || x.nodeName !== y.nodeName || x.childNodes.length !== y.childNodes.length)
      throw new Error(`login shell: the phone layout differs in structure at <${x.nodeName}>`);
    if (x.nodeType === 3 && x.nodeValue !== y.nodeValue)
      throw new Error(`login shell: the phone layout differs in text: ${x.nodeValue} / ${y.nodeValue}`);
    if (x.nodeType === 1) {
      const names = new Set([...x.getAttributeNames(), ...y.getAttributeNames()]);
      let narrowStyle;
      for (const name of names) {
        if (x.getAttribute(name) === y.getAttribute(name)) continue;
        // The key of antd's CSS variables comes from useId, which counts renders: not a difference.
        const unkeyed = (el) => (el.getAttribute(name) ?? '').replace(/\bcss-var-[\w-]+/g, 'css-var');
        if (name === 'class' && unkeyed(x) === unkeyed(y)) continue;
        if (name !== 'style')
          throw new Error(
            `login shell: the phone layout differs in ${name} of <${x.nodeName}>: ${x.getAttribute(name)} / ${y.getAttribute(name)}`,
          );
        narrowStyle = y.getAttribute('style') ?? '';
      }
      if (narrowStyle !== undefined) {
        const cls = `login-shell-n${rules.length}`;
        const declarations = narrowStyle
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => `${d} !important`)
          .join(';');
        rules.push(`.${cls}{${declarations}}`);
        x.setAttribute('class', `${x.getAttribute('class') ?? ''} ${cls}`.trim());
      }
    }
    for (let i = 0; i < x.childNodes.length; i++) walk(x.childNodes[i], y.childNodes[i]);
  };
  walk(a, b);
  // The form as a plain block (antd styles it by class): before the app's script runs, Enter or the
  // button must not send the form the browser's way, the password in the query string.
  for (const form of a.querySelectorAll('form')) {
    const block = doc.createElement('div');
    for (const name of form.getAttributeNames()) block.setAttribute(name, form.getAttribute(name));
    block.append(...form.childNodes);
    form.replaceWith(block);
  }
  return { html: a.innerHTML, css: rules.length ? `@media ${NARROW}{${rules.join('')}}` : '' };
}

/** antd declares every design token as a custom property; those no kept rule reads go. */
function unusedVarsDropped(css) {
  const declaration = /(--[\w-]+)\s*:\s*([^;{}]*);?/g;
  const values = new Map();
  for (const [, name, value] of css.matchAll(declaration))
    values.set(name, `${values.get(name) ?? ''} ${value}`);
  const outside = css.replace(declaration, '');
  const used = new Set();
  const pending = [...outside.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  while (pending.length) {
    const name = pending.pop();
    if (used.has(name)) continue;
    used.add(name);
    for (const m of (values.get(name) ?? '').matchAll(/var\(\s*(--[\w-]+)/g)) pending.push(m[1]);
  }
  return css.replace(declaration, (whole, name) => (used.has(name) ? whole : ''));
}

/**
 * The rules of `css` that can apply to the drawn pages: antd injects the styles of every component it
 * renders or prepares (the language menu's, the spinner's), ten times what the login page shows. A rule
 * stays when one of its selectors, its states (:hover, ::before…) set aside, matches an element of the
 * pages, or when happy-dom cannot tell; keyframes, font faces and the like stay.
 */
function usedCss(css, pages) {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = pages.join('');
  const matches = (selector) => {
    const base = selector
      .replace(/::?[a-zA-Z-]+(\((?:[^()]|\([^()]*\))*\))?/g, (pseudo) =>
        /^:(where|is|not|has)\(/.test(pseudo) ? pseudo : '',
      )
      .replace(/:(where|is|has)\(\s*\)/g, '')
      .trim();
    if (!base || /[>+~]$/.test(base)) return true;
    try {
      return doc.querySelector(base) !== null;
    } catch {
      return true;
    }
  };
  const kept = [];
  for (const block of topLevelBlocks(css)) {
    if (block.startsWith('@media') || block.startsWith('@supports') || block.startsWith('@layer')) {
      const open = block.indexOf('{');
      const inner = usedCss(block.slice(open + 1, block.lastIndexOf('}')), pages);
      if (inner.trim()) kept.push(`${block.slice(0, open)}{${inner}}`);
    } else if (block.startsWith('@')) {
      kept.push(block);
    } else {
      const selectors = block.slice(0, block.indexOf('{'));
      if (splitTopLevel(selectors).some(matches)) kept.push(block);
    }
  }
  return kept.join('');
}

/** The top-level rules and at-rules of a style sheet, comments dropped. */
function topLevelBlocks(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      blocks.push(text.slice(start, i + 1).trim());
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      blocks.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks.filter(Boolean);
}

/** A selector list split at its top-level commas. */
function splitTopLevel(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** The service worker's registration (reachable through lazy imports, never run here) as an empty module. */
function noServiceWorker() {
  const id = '\0login-shell:no-pwa';
  return {
    name: 'login-shell-no-pwa',
    resolveId: (source) => (source.startsWith('virtual:pwa-register') ? id : undefined),
    load: (source) => (source === id ? 'export const registerSW = () => () => undefined;' : undefined),
  };
}

/** Runs `fn` with happy-dom's window as the globals (as vitest's environment sets them), then tears down. */
async function inHappyDom(url, fn) {
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: { url, ...LAYOUTS.wide, settings: { disableCSSFileLoading: true } },
  });
  try {
    return await fn();
  } finally {
    await env.teardown(globalThis);
  }
}
