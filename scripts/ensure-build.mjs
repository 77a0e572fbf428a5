// Builds the web app and the server when their sources changed since the last build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'node_modules', '.zhuji-build-stamp');
const inputs = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.site.config.ts',
  'apps/web/site.html',
  'apps/web/public',
  'package-lock.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function walk(path, hash) {
  if (!existsSync(path)) return;
  const s = statSync(path);
  if (s.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), hash);
  } else {
    hash.update(`${path}:${s.size}:${s.mtimeMs}\n`);
  }
}

function signature() {
  const hash = createHash('sha256');
  for (const p of inputs) walk(join(root, p), hash);
  return hash.digest('hex');
}

export function ensureBuild({ force = false } = {}) {
  const sig = signature();
  const fresh =
    outputs.every((o) => existsSync(join(root, o))) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sig;
  if (fresh && !force) return false;
  console.log('[zhuji] building web and server…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, sig);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureBuild({ force: process.argv.includes('--force') });
