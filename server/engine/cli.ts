import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { MAX_SEED } from '../../src/api/simulationPackage/limits';
import { assetLifeCycleTable, summaryLine, yearTable } from './cliReport';
import { assetLifeCycle, loadPackage, simulate } from './index';
import { progressLine } from './progressBar';

const USAGE = 'usage: npm run simulate -- samples/<package> [--seed N] [--out results.json] [--asset ID ...]';

function usageError(): never {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

function cannotRun(folder: string, errors: readonly { message: string; more_info?: string }[]): never {
  process.stderr.write(`${folder} cannot run:\n`);
  for (const error of errors) process.stderr.write(`  ${error.message}${error.more_info ? ` (${error.more_info})` : ''}\n`);
  process.exit(1);
}

// parseArgs throws on an unknown option or a missing value (`--seed`, `--seed -3`): a usage error too.
const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { seed: { type: 'string' }, out: { type: 'string' }, asset: { type: 'string', multiple: true } },
    });
  } catch {
    return usageError();
  }
})();
const folder = positionals[0];
// Digits only: Number() would also take '', ' 5', '0x10' and '1e3'.
const seed = values.seed === undefined ? undefined : /^\d+$/.test(values.seed) ? Number(values.seed) : NaN;
if (!folder || positionals.length > 1 || (seed !== undefined && !(seed <= MAX_SEED))) usageError();

const loaded = await loadPackage(folder);
if (!loaded.ok) cannotRun(folder, loaded.errors);
const assetIds = values.asset ?? [];
const assetIndexes = assetIds.map((id) => loaded.package.assets.ids.indexOf(id));
const unknown = assetIds.filter((_, k) => (assetIndexes[k] as number) < 0);
if (unknown.length > 0) cannotRun(folder, unknown.map((id) => ({ message: `--asset ${id}: no asset with this id in assets.csv` })));

const showProgress = process.stderr.isTTY === true;
const { results, lifeCycles } = await simulate(loaded.package, {
  seed,
  onProgress: showProgress ? (progress) => process.stderr.write(progressLine(progress)) : undefined,
});
if (showProgress) process.stderr.write('\n');

process.stdout.write(`${summaryLine(results)}\n\n${yearTable(results)}\n`);
for (const index of assetIndexes) {
  process.stdout.write(`\n${assetLifeCycleTable(results, assetLifeCycle(results, lifeCycles, index))}\n`);
}
if (values.out) {
  await writeFile(values.out, JSON.stringify(results));
  process.stdout.write(`\nresults written to ${values.out}\n`);
}
