import type { AssetLifeCycle, SimulationResults } from '../../src/api/simulationPackage/results.schema';

const COLUMNS = ['Year', 'Spend', 'Budget', 'OSI', 'Backlog', 'FCI'] as const;

/** The per-year table the command line prints: spend, budget, OSI, backlog and FCI. */
export function yearTable(results: SimulationResults): string {
  const rows: string[][] = results.run.calendarYears.map((year, index) => [
    String(year),
    money(results.network.spend[index] ?? 0),
    money(results.network.budget[index] ?? 0),
    (results.network.osi[index] ?? 0).toFixed(1),
    money(results.network.backlog[index] ?? 0),
    percent(results.network.fci[index] ?? null),
  ]);
  const start = ['Start', '', '', results.baseline.osi.toFixed(1), money(results.baseline.backlog), percent(results.baseline.fci)];
  return alignedTable([[...COLUMNS], start, ...rows]);
}

/** One asset's life cycle: its state on each criterion, its service potential and its works, year by year. */
export function assetLifeCycleTable(results: SimulationResults, lifeCycle: AssetLifeCycle): string {
  const sourceName = new Map(results.fundingSources.map((source) => [source.id, source.name]));
  const header = ['Year', ...results.criteria.map((criterion) => criterion.name), 'Service potential', 'Works'];
  const rows = lifeCycle.calendarYears.map((year, slot) => [
    slot === 0 ? 'Start' : String(year),
    ...lifeCycle.states.map((states) => String(states[slot] ?? '')),
    `${(lifeCycle.servicePotential[slot] ?? 0).toFixed(1)} %`,
    lifeCycle.treatments
      .filter((treatment) => slot > 0 && treatment.year === year)
      .map((treatment) => `${treatment.treatmentName} ${money(treatment.cost)} from ${sourceName.get(treatment.fundingSource) ?? treatment.fundingSource}`)
      .join('; '),
  ]);
  const title = `Asset ${lifeCycle.assetId}${lifeCycle.name ? `, ${lifeCycle.name}` : ''} (${lifeCycle.location})`;
  return `${title}\n${alignedTable([header, ...rows], new Set([header.length - 1]))}`;
}

/** Columns padded to their widest cell: the first and those in `leftAligned` to the left, the others to the right. */
function alignedTable(table: readonly string[][], leftAligned: ReadonlySet<number> = new Set()): string {
  const columns = table[0]?.length ?? 0;
  const widths = Array.from({ length: columns }, (_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => (column === 0 || leftAligned.has(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function summaryLine(results: SimulationResults): string {
  const spend = results.network.spend.reduce((sum, value) => sum + value, 0);
  const { run } = results;
  return `${results.package.name} / ${results.package.strategyName}: ${run.assetCount.toLocaleString('en-AU')} assets, ${run.calendarYears.length} years, spend ${money(spend)}, ${run.durationSeconds.toFixed(2)} s (seed ${run.seed})`;
}

function money(value: number): string {
  return `$${Math.round(value).toLocaleString('en-AU')}`;
}

function percent(value: number | null): string {
  return value === null ? '-' : `${(value * 100).toFixed(1)} %`;
}
