import { resolve } from 'node:path';
import { configFromEnv } from '../../config';
import { DataDirInUseError } from '../db/data-lock';
import { runBackup } from './backup';
import { RestoreRefused, runRestore } from './restore';

/** `npm run backup` and `npm run restore ARCHIVE` (README "Operations"). */
const say = (msg: string) => console.log(`[zhuji] ${msg}`);

async function main() {
  const [command, archive] = process.argv.slice(2);
  const config = configFromEnv();
  if (command === 'backup') {
    await runBackup(config, say);
    return 0;
  }
  if (command === 'restore') {
    if (!archive) {
      console.error('usage: npm run restore <archive.tar.gz>   (into the empty DATA_DIR or DATABASE_URL)');
      return 2;
    }
    const report = await runRestore(resolve(archive), config, say);
    return report.ok ? 0 : 1;
  }
  console.error('usage: cli.ts backup | restore <archive>');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    if (e instanceof RestoreRefused || e instanceof DataDirInUseError) console.error(`[zhuji] ${e.message}`);
    else console.error(e);
    process.exit(1);
  },
);
