// dependency-cruiser's own command line (depcruise) refuses to start on Node 20 (its engines say 22+),
// while its API runs here and checks the same rules. This is that command line's narrow subset:
//   node scripts/depcruise.mjs --config <config.cjs> <path>...
// It prints each violation and exits non-zero when there is one, as `depcruise` does.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, format } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const args = process.argv.slice(2);
const configAt = args.indexOf('--config');
if (configAt < 0 || !args[configAt + 1]) {
  console.error('usage: node scripts/depcruise.mjs --config <config.cjs> <path>...');
  process.exit(2);
}
const configFile = resolve(args[configAt + 1]);
const paths = args.filter((_, index) => index !== configAt && index !== configAt + 1);
if (paths.length === 0) {
  console.error('depcruise: no path to cruise');
  process.exit(2);
}

const config = createRequire(import.meta.url)(configFile);
const options = config.options ?? {};
const tsConfig = options.tsConfig?.fileName ? extractTSConfig(options.tsConfig.fileName) : undefined;
const result = await cruise(
  paths,
  { ...options, validate: true, ruleSet: { forbidden: config.forbidden ?? [] } },
  undefined,
  { tsConfig },
);
const report = await format(result.output, { outputType: 'err' });
process.stdout.write(report.output);
process.exitCode = report.exitCode;
