import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { yearTable } from '../../server/engine/cliReport';
import { simulationResultsSchema } from '../../src/api/simulationPackage/results.schema';

const ROOT = resolve(import.meta.dirname, '../..');
const SAMPLE = 'samples/buildings';
const USAGE = 'usage: npm run simulate -- samples/<package> [--seed N] [--out results.json] [--asset ID ...]';
const sampleSettings = JSON.parse(readFileSync(join(ROOT, SAMPLE, 'settings.json'), 'utf8')) as {
  name: string;
  seed: number;
  strategy: { name: string; startYear: number; years: number };
};

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run simulate -- ...args` the way npm does, without npm. */
function cli(...args: string[]): CliRun {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/engine/cli.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The table part of the CLI's stdout: from the header line to the last row. */
function tableOf(stdout: string): string[] {
  const lines = stdout.split('\n');
  const header = lines.findIndex((line) => line.startsWith('Year '));
  expect(header).toBeGreaterThan(0);
  const end = lines.findIndex((line, index) => index > header && line.trim() === '');
  return lines.slice(header, end === -1 ? undefined : end);
}

let temp: string;
beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'horizon-cli-'));
});
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

describe(`simulate ${SAMPLE}`, () => {
  let plain: CliRun;
  let seeded: CliRun;
  let seededAgain: CliRun;
  let outFile: string;

  beforeAll(() => {
    outFile = join(temp, 'results.json');
    plain = cli(SAMPLE);
    seeded = cli(SAMPLE, '--seed', '5', '--out', outFile);
    seededAgain = cli(SAMPLE, '--seed', '5');
  }, 60_000);

  test('exits 0 with the summary line first', () => {
    expect(plain.status).toBe(0);
    const { name, seed, strategy } = sampleSettings;
    const first = plain.stdout.split('\n')[0] ?? '';
    const summary = new RegExp(
      `^${escape(name)} / ${escape(strategy.name)}: 800 assets, ${strategy.years} years, spend \\$[\\d,]+, \\d+\\.\\d\\d s \\(seed ${seed}\\)$`,
    );
    expect(first).toMatch(summary);
  });

  test('prints a per-year table of spend, budget, OSI, backlog and FCI', () => {
    const table = tableOf(plain.stdout);
    expect(table[0]?.split(/\s+/)).toEqual(['Year', 'Spend', 'Budget', 'OSI', 'Backlog', 'FCI']);
    // Right-aligned columns: every line has the same width, and the header's columns end where the cells do.
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    expect(table[0]).toMatch(/^Year +Spend +Budget +OSI +Backlog +FCI$/);

    const { startYear, years } = sampleSettings.strategy;
    expect(table).toHaveLength(1 + 1 + years);
    expect(table[1]).toMatch(/^Start +\d+\.\d +\$[\d,]+ +\d+\.\d %$/);
    table.slice(2).forEach((row, index) => {
      expect(row).toMatch(new RegExp(`^${startYear + index} +\\$\\d{1,3}(,\\d{3})* +\\$\\d{1,3}(,\\d{3})* +\\d+\\.\\d +\\$\\d{1,3}(,\\d{3})* +\\d+\\.\\d %$`));
    });
  });

  test('stderr is not a terminal here, so no progress bar is drawn', () => {
    expect(plain.stderr).not.toContain('\r');
    expect(plain.stderr).not.toContain('%');
    expect(plain.stderr).toBe('');
  });

  test('--seed and --out write results that match the schema and carry the seed', () => {
    expect(seeded.status).toBe(0);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toContain('(seed 5)');
    expect(seeded.stdout.trimEnd().endsWith(`results written to ${outFile}`)).toBe(true);
    const parsed = simulationResultsSchema.safeParse(JSON.parse(readFileSync(outFile, 'utf8')));
    expect(parsed.error).toBeUndefined();
    const results = parsed.data!;
    expect(results.run.seed).toBe(5);
    expect(results.run.assetCount).toBe(800);
    expect(results.run.calendarYears).toHaveLength(sampleSettings.strategy.years);
    // The printed table is the table of the written results.
    expect(tableOf(seeded.stdout)).toEqual(yearTable(results).split('\n'));
  });

  test('the same seed gives the same table, another seed another one', () => {
    expect(seededAgain.status).toBe(0);
    expect(tableOf(seededAgain.stdout)).toEqual(tableOf(seeded.stdout));
    expect(tableOf(plain.stdout)).not.toEqual(tableOf(seeded.stdout));
  });
});

describe(`simulate ${SAMPLE} --asset`, () => {
  let withAssets: CliRun;
  beforeAll(() => {
    withAssets = cli(SAMPLE, '--asset', 'BLD-0001', '--asset', 'BLD-0002');
  }, 30_000);

  /** The lines of the life cycle printed under `Asset <id>`, up to the next blank line. */
  const lifeCycleOf = (stdout: string, id: string) => {
    const lines = stdout.split('\n');
    const title = lines.findIndex((line) => line.startsWith(`Asset ${id},`) || line.startsWith(`Asset ${id} (`));
    expect(title).toBeGreaterThan(0);
    const end = lines.findIndex((line, index) => index > title && line.trim() === '');
    return lines.slice(title, end === -1 ? undefined : end);
  };

  test('prints each asset\'s states, service potential and works after the year table', () => {
    expect(withAssets.status).toBe(0);
    expect(withAssets.stderr).toBe('');
    const { startYear, years } = sampleSettings.strategy;
    for (const id of ['BLD-0001', 'BLD-0002']) {
      const [title, header, start, ...rows] = lifeCycleOf(withAssets.stdout, id);
      expect(title).toMatch(new RegExp(`^Asset ${id}, .+ \\(.+\\)$`));
      expect(header).toMatch(/^Year +Structure and fabric +Roof +Building services +Service potential +Works$/);
      expect(start).toMatch(/^Start +[0-6] +[0-6] +[0-6] +\d+\.\d %$/);
      expect(rows).toHaveLength(years);
      rows.forEach((row, index) => expect(row).toMatch(new RegExp(`^${startYear + index} +[0-6] +[0-6] +[0-6] +\\d+\\.\\d %( .+ \\$[\\d,]+ from .+)?$`)));
    }
    // settings.json forces a major refurbishment of BLD-0001 in 2027.
    const forced = lifeCycleOf(withAssets.stdout, 'BLD-0001').find((row) => row.startsWith('2027 '));
    expect(forced).toMatch(/ 100\.0 % +Major refurbishment \$[\d,]+ from /);
  });

  test('an id that is not in assets.csv stops the run before it starts', () => {
    const run = cli(SAMPLE, '--asset', 'BLD-0001', '--asset', 'NOPE');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${SAMPLE} cannot run:\n  --asset NOPE: no asset with this id in assets.csv\n`);
  });
});

describe('packages with errors exit 1 and list them', () => {
  test('a missing folder', () => {
    const missing = join(temp, 'no-such-package');
    const run = cli(missing);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${missing} cannot run:`);
    expect(run.stderr).toContain(`  settings.json is missing from the package (${missing})`);
    expect(run.stderr).toContain(`  assets.csv is missing from the package (${missing})`);
  });

  test('settings.json that is not JSON', () => {
    const folder = join(temp, 'not-json');
    writePackage(folder, '{ "formatVersion": 1,');
    const run = cli(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^${escape(folder)} cannot run:\n  settings\\.json: not valid JSON \\(.+\\)\n$`));
  });

  test('settings.json missing required fields', () => {
    const folder = join(temp, 'bad-settings');
    const settings = { ...sampleSettings, strategy: undefined, name: 42 };
    writePackage(folder, JSON.stringify(settings));
    const run = cli(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`${folder} cannot run:`);
    expect(lines.slice(1).every((line) => line.startsWith('  settings.json '))).toBe(true);
    expect(lines.some((line) => line.startsWith('  settings.json name:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('  settings.json strategy:'))).toBe(true);
  });
});

describe('usage errors exit 2 with the usage line', () => {
  test.each([
    ['no argument', []],
    ['a seed that is not a number', [SAMPLE, '--seed', 'x']],
    ['a negative seed', [SAMPLE, '--seed', '-3']],
    ['a fractional seed', [SAMPLE, '--seed', '1.5']],
    ['a seed beyond 32 bits', [SAMPLE, '--seed', '4294967296']],
    ['an empty seed', [SAMPLE, '--seed=']],
    ['a seed without a value', [SAMPLE, '--seed']],
    ['an unknown option', [SAMPLE, '--sed', '5']],
    ['two folders', [SAMPLE, 'samples/roads']],
  ])('%s', (_, args) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${USAGE}\n`);
  });
});

function writePackage(folder: string, settingsJson: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'settings.json'), settingsJson);
  copyFileSync(join(ROOT, SAMPLE, 'assets.csv'), join(folder, 'assets.csv'));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
