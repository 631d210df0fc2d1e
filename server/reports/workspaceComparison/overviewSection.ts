import type { Kpi } from '../../../src/api/schemas/reportSummary.schema';
import { labelOf, partialNotice, sum, textOf, valueIn, yearsOf, type ComparedRun, type ComparisonWindow, type SectionBody } from './comparedRun';

type RunTotals = {
  run: ComparedRun;
  firstYear: number | null;
  lastYear: number | null;
  totalBudget: number | null;
  totalSpend: number | null;
  osiStart: number | null;
  osiEnd: number | null;
  backlogEnd: number | null;
  fciEnd: number | null;
};

function totalsOf(run: ComparedRun, window: ComparisonWindow): RunTotals {
  const years = yearsOf(run, window);
  const { network } = run.results;
  const first = years[0];
  const last = years.at(-1);
  const over = (series: number[]) => (years.length === 0 ? null : sum(years.map((year) => valueIn(run, series, year) ?? 0)));
  const at = (series: readonly (number | null)[], year: number | undefined) => (year === undefined ? null : valueIn(run, series, year));
  return {
    run,
    firstYear: first ?? null,
    lastYear: last ?? null,
    totalBudget: over(network.budget),
    totalSpend: over(network.spend),
    osiStart: at(network.osi, first),
    osiEnd: at(network.osi, last),
    backlogEnd: at(network.backlog, last),
    fciEnd: at(network.fci, last),
  };
}

/** The run with the best value by `better`, as a KPI naming it; none when no run has the value. */
function leader(id: string, key: string, unit: Kpi['unit'], totals: RunTotals[], pick: (row: RunTotals) => number | null, better: (a: number, b: number) => boolean): Kpi[] {
  const best = totals.reduce<RunTotals | null>((found, row) => {
    const value = pick(row);
    if (value === null) return found;
    return found === null || better(value, pick(found)!) ? row : found;
  }, null);
  return best ? [{ id, label: labelOf(key), value: pick(best), unit, note: textOf(best.run.name) }] : [];
}

/**
 * Overview: each simulation over the chosen years side by side: what it planned and spent in
 * total, where its OSI started and ended, and the backlog and FCI it leaves; the cards name the
 * simulation that ends best on each measure.
 */
export function overviewSection(runs: readonly ComparedRun[], window: ComparisonWindow): SectionBody {
  const totals = runs.map((run) => totalsOf(run, window));
  const names = runs.map((run) => run.name);
  return {
    kpis: [
      ...leader('best_osi_end', 'bestOsiEnd', 'index', totals, (row) => row.osiEnd, (a, b) => a > b),
      ...leader('lowest_backlog_end', 'lowestBacklogEnd', 'currency', totals, (row) => row.backlogEnd, (a, b) => a < b),
      ...leader('lowest_total_spend', 'lowestTotalSpend', 'currency', totals, (row) => row.totalSpend, (a, b) => a < b),
    ],
    charts: [
      {
        id: 'budget-spend',
        title: labelOf('totalBudgetAndSpend'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: names,
        series: [
          { id: 'total_budget', label: labelOf('totalBudget'), unit: 'currency', axis: 'primary', data: totals.map((row) => row.totalBudget) },
          { id: 'total_spend', label: labelOf('totalSpend'), unit: 'currency', axis: 'primary', data: totals.map((row) => row.totalSpend) },
        ],
        bands: [],
        markers: [],
      },
      {
        id: 'osi-start-end',
        title: labelOf('osiStartAndEnd'),
        kind: 'groupedBars',
        categoryUnit: 'text',
        categories: names,
        series: [
          { id: 'osi_start', label: labelOf('osiStart'), unit: 'index', axis: 'primary', data: totals.map((row) => row.osiStart) },
          { id: 'osi_end', label: labelOf('osiEnd'), unit: 'index', axis: 'primary', data: totals.map((row) => row.osiEnd) },
        ],
        bands: [],
        markers: [],
      },
    ],
    table: {
      columns: [
        { id: 'simulation', label: labelOf('simulation'), unit: 'text' },
        { id: 'first_year', label: labelOf('firstYear'), unit: 'year' },
        { id: 'last_year', label: labelOf('lastYear'), unit: 'year' },
        { id: 'total_budget', label: labelOf('totalBudget'), unit: 'currency' },
        { id: 'total_spend', label: labelOf('totalSpend'), unit: 'currency' },
        { id: 'osi_start', label: labelOf('osiStart'), unit: 'index' },
        { id: 'osi_end', label: labelOf('osiEnd'), unit: 'index' },
        { id: 'backlog_end', label: labelOf('backlogEnd'), unit: 'currency' },
        { id: 'fci_end', label: labelOf('fciEnd'), unit: 'percent' },
      ],
      rows: totals.map((row) => [row.run.name, row.firstYear, row.lastYear, row.totalBudget, row.totalSpend, row.osiStart, row.osiEnd, row.backlogEnd, row.fciEnd]),
    },
    notices: partialNotice(runs, window.years),
  };
}
