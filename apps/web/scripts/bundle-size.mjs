#!/usr/bin/env node
// Prints every JS/CSS chunk of the web build with its gzip size, and the first-load JS of the login
// route (the entry, the login page and everything they import statically). Fails when that exceeds
// the budget. Run after `npm run build`:  node apps/web/scripts/bundle-size.mjs [--budget-kb 300]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const LOGIN_PAGE = 'src/pages/login/login-page.tsx';
const budgetArg = process.argv.indexOf('--budget-kb');
const BUDGET_KB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 300;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(
    'dist/.vite/manifest.json is missing: run `npm run build` first (vite build.manifest is on).',
  );
  process.exit(2);
}

const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(DIST, file));
    sizes.set(file, { raw: bytes.length / 1024, gzip: gzipSync(bytes, { level: 9 }).length / 1024 });
  }
  return sizes.get(file);
};

/** The chunk files a manifest entry loads before it runs: itself and its static imports, recursively. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = 'index.html';
if (!manifest[entry]?.isEntry || !manifest[LOGIN_PAGE]) {
  console.error(`cannot find the entry or ${LOGIN_PAGE} in the manifest`);
  process.exit(2);
}

const pad = (text, width) => String(text).padEnd(width);
const num = (n) => n.toFixed(2).padStart(9);

const files = [
  ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
].sort((a, b) => gzipKb(b).gzip - gzipKb(a).gzip);
console.log(`${pad('chunk', 60)} ${'raw kB'.padStart(9)} ${'gzip kB'.padStart(9)}`);
for (const file of files) {
  const { raw, gzip } = gzipKb(file);
  console.log(`${pad(file, 60)} ${num(raw)} ${num(gzip)}`);
}

const loginKeys = staticClosure([entry, LOGIN_PAGE]);
const loginJs = [...loginKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const loginCss = [...loginKeys].flatMap((key) => manifest[key].css ?? []);
const total = loginJs.reduce((sum, file) => sum + gzipKb(file).gzip, 0);
const totalCss = loginCss.reduce((sum, file) => sum + gzipKb(file).gzip, 0);

console.log(`\nlogin route first-load JS (${loginJs.length} files):`);
for (const file of loginJs) console.log(`  ${pad(file, 58)} ${num(gzipKb(file).gzip)} kB gzip`);
console.log(
  `  total ${total.toFixed(2)} kB gzip JS, ${totalCss.toFixed(2)} kB gzip CSS; budget ${BUDGET_KB} kB`,
);

const shellKeys = staticClosure(['src/shell/shell-layout.tsx']);
const shellOnly = [...shellKeys].filter((key) => !loginKeys.has(key)).map((key) => manifest[key].file);
const shellKb = shellOnly.reduce((sum, file) => sum + gzipKb(file).gzip, 0);
console.log(`layout shell (lazy, after login): ${shellKb.toFixed(2)} kB gzip more`);

// The site app's first load (docs/domains/site.md#load-time), a build of its own (vite.site.config.ts):
// its entry and what that imports statically.
const siteManifest = JSON.parse(readFileSync(join(DIST, '.vite/site-manifest.json'), 'utf8'));
const siteClosure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    siteClosure(siteManifest[key]?.imports ?? [], seen);
  }
  return seen;
};
const siteKeys = siteClosure(['site.html']);
const siteJs = [...siteKeys].map((key) => siteManifest[key].file).filter((file) => file.endsWith('.js'));
const siteCss = [...siteKeys].flatMap((key) => siteManifest[key].css ?? []);
console.log(`\nsite app (/site) first-load JS (${siteJs.length} files):`);
for (const file of siteJs) console.log(`  ${pad(file, 58)} ${num(gzipKb(file).gzip)} kB gzip`);
console.log(
  `  total ${siteJs.reduce((sum, file) => sum + gzipKb(file).gzip, 0).toFixed(2)} kB gzip JS, ` +
    `${siteCss.reduce((sum, file) => sum + gzipKb(file).gzip, 0).toFixed(2)} kB gzip CSS`,
);

if (total > BUDGET_KB) {
  console.error(`\nlogin first-load JS ${total.toFixed(2)} kB gzip exceeds the ${BUDGET_KB} kB budget`);
  process.exit(1);
}
