import type { Chart, Kpi, Label, ResultsSummary, Series, SummaryNotice, Table, Unit } from '../../src/api/schemas/reportSummary.schema';
import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { SummaryInputs, SummaryOptions } from './summaryInputs';

/** A tab's data without the task and code, which `buildSummary` adds. */
export type SummaryBody = Omit<ResultsSummary, 'task_id' | 'code'>;
export type SummaryBuilder = (inputs: SummaryInputs, options: SummaryOptions) => SummaryBody | Promise<SummaryBody>;

/** A message of the `reportLabels` namespace. */
export const key = (name: string): Label => ({ key: name });
/** A name from the planner's data, shown as it is. */
export const text = (name: string): Label => ({ text: name });
/** A location's name; the assets with no location value share an empty one, which the planner reads as '(unnamed location)'. */
export const locationLabel = (name: string): Label => (name.trim() === '' ? key('location.unnamed') : text(name));

/**
 * Cents for money, six decimals for ratios (a ten-thousandth of a percent), two for 0-100 indexes, three for states: the engine's sums
 * carry float noise (10184498.100000001) that no chart can show and that doubles the bytes sent.
 */
const DECIMALS: Record<Unit, number> = { currency: 2, count: 2, measure: 2, percent: 6, index: 2, state: 3, year: 0, text: 0 };

export function rounded(value: number | null | undefined, unit: Unit, decimals = DECIMALS[unit]): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

export const sum = (values: readonly (number | null)[]): number => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** Element-wise sum of several yearly series. */
export const sumSeries = (rows: readonly (readonly number[])[], length: number): number[] =>
  Array.from({ length }, (_, year) => rows.reduce((total, row) => total + (row[year] ?? 0), 0));

export const lastOf = <T>(values: readonly T[]): T | undefined => values[values.length - 1];

export function series(id: string, label: Label, unit: Unit, data: readonly (number | null)[], extra: Partial<Pick<Series, 'draw' | 'axis'>> = {}): Series {
  return { id, label, unit, axis: extra.axis ?? 'primary', ...(extra.draw ? { draw: extra.draw } : {}), data: data.map((value) => rounded(value, unit)) };
}

export function chart(input: Omit<Chart, 'bands' | 'markers'> & Partial<Pick<Chart, 'bands' | 'markers'>>): Chart {
  return { bands: [], markers: [], ...input };
}

export function kpi(id: string, unit: Unit, value: number | null | undefined, extra: { label?: Label; note?: Label; change?: number | null } = {}): Kpi {
  return {
    id,
    label: extra.label ?? key(`kpi.${id}`),
    value: rounded(value, unit),
    unit,
    ...(extra.note ? { note: extra.note } : {}),
    ...(extra.change !== undefined ? { change: rounded(extra.change, unit) } : {}),
  };
}

/** A difference that is null when either side is. */
export const changeOf = (end: number | null | undefined, start: number | null | undefined): number | null =>
  end === null || end === undefined || start === null || start === undefined ? null : end - start;

export type Column = { id: string; unit: Unit; label?: Label; /** Where the unit's rounding is too coarse (coordinates). */ decimals?: number };
export type Cell = number | string | null;

/** A table whose numbers are rounded like the charts'; a column's label is `column.<id>` unless given. */
export function table(columns: readonly Column[], rows: readonly (readonly Cell[])[]): Table {
  return {
    columns: columns.map(({ id, unit, label }) => ({ id, unit, label: label ?? key(`column.${id}`) })),
    rows: rows.map((row) => row.map((cell, k) => (typeof cell === 'number' ? rounded(cell, columns[k]!.unit, columns[k]!.decimals) : cell))),
  };
}

/** Ids for series named by planner data: the position keeps them unique whatever the names. */
export const itemId = (prefix: string, position: number) => `${prefix}_${position}`;

/** SPEC 8's asset-value notices, from the FCI series they leave empty. */
export function assetValueNotices(fci: readonly (readonly (number | null)[])[]): SummaryNotice[] {
  const cells = fci.flat();
  if (cells.length === 0) return [];
  const missing = cells.filter((value) => value === null).length;
  if (missing === cells.length) return ['assetValueMissingAllYears'];
  return missing > 0 ? ['assetValueMissingSomeYears'] : [];
}

/** Where the run has no named location, the location tabs have nothing to compare. */
export function locationNotices(results: SimulationResults): SummaryNotice[] {
  return results.locations.entries.some((entry) => entry.name !== '') ? [] : ['noLocations'];
}

/** Positions ordered by a score, highest first, ties in their original order. */
export function rankedPositions(scores: readonly number[], descending = true): number[] {
  return scores
    .map((score, position) => ({ score, position }))
    .sort((a, b) => (descending ? b.score - a.score : a.score - b.score) || a.position - b.position)
    .map(({ position }) => position);
}

/** The best-scoring item's position, or undefined when there are none. */
export const topPosition = (scores: readonly number[]): number | undefined => rankedPositions(scores)[0];

/** Each yearly series summed over the run. */
export const totals = (rows: readonly (readonly number[])[]): number[] => rows.map((row) => sum(row));

/** The years of the run as the x axis and the table's first column. */
export const yearColumn: Column = { id: 'year', unit: 'year' };
