// Installs dependencies when node_modules is missing or older than the lock file.
// Plain Node, no dependencies: it runs before anything is installed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = `${root}node_modules/.zhuji-install-stamp`;
const manifests = [
  'package.json',
  'package-lock.json',
  'packages/shared/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];

function signature() {
  const hash = createHash('sha256');
  for (const file of manifests) hash.update(readFileSync(`${root}${file}`));
  return hash.digest('hex');
}

export function ensureInstall() {
  const sig = signature();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sig) return false;
  console.log('[zhuji] installing dependencies (npm install, pinned by package-lock.json)…');
  // Not `npm ci`: the registry mirror lacks biome's non-Linux binaries, so their lock entries are
  // absent and `npm ci` refuses the lock; `npm install` honours the lock and skips them.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stampFile, sig);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
