import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { summaryLine, yearTable } from './cliReport';
import { progressLine } from './progressBar';
import { runPackageFolder } from './index';

const USAGE = 'usage: npm run simulate -- samples/<package> [--seed N] [--out results.json]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seed: { type: 'string' }, out: { type: 'string' } },
});
const folder = positionals[0];
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!folder || positionals.length > 1 || (seed !== undefined && (!Number.isInteger(seed) || seed < 0))) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

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
