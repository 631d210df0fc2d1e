import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';

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
  const table = [[...COLUMNS], start, ...rows];
  const widths = COLUMNS.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  return table
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '))
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
