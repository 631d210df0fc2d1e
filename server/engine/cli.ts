import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { summaryLine, yearTable } from './cliReport';
import { progressLine } from './progressBar';
import { runPackageFolder } from './index';
import { MAX_SEED } from '../../src/api/simulationPackage/limits';

const USAGE = 'usage: npm run simulate -- samples/<package> [--seed N] [--out results.json]';

function usageError(): never {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

// parseArgs throws on an unknown option or a missing value (`--seed`, `--seed -3`): a usage error too.
const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { seed: { type: 'string' }, out: { type: 'string' } } });
  } catch {
    return usageError();
  }
})();
const folder = positionals[0];
// Digits only: Number() would also take '', ' 5', '0x10' and '1e3'.
const seed = values.seed === undefined ? undefined : /^\d+$/.test(values.seed) ? Number(values.seed) : NaN;
if (!folder || positionals.length > 1 || (seed !== undefined && !(seed <= MAX_SEED))) usageError();

const showProgress = process.stderr.isTTY === true;
const outcome = await runPackageFolder(folder, {
  seed,
  onProgress: showProgress ? (progress) => process.stderr.write(progressLine(progress)) : undefined,
});
if (showProgress) process.stderr.write('\n');

if (!outcome.ok) {
  process.stderr.write(`${folder} cannot run:\n`);
  for (const error of outcome.errors) process.stderr.write(`  ${error.message}${error.more_info ? ` (${error.more_info})` : ''}\n`);
  process.exit(1);
}

const { results } = outcome.outcome;
process.stdout.write(`${summaryLine(results)}\n\n${yearTable(results)}\n`);
if (values.out) {
  await writeFile(values.out, JSON.stringify(results));
  process.stdout.write(`\nresults written to ${values.out}\n`);
}
