import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import { lastOf, rankedPositions, sum } from './summaryParts';

/** One location over the whole run: what was spent there and where its condition ended. */
export type LocationFigures = {
  position: number;
  name: string;
  assetCount: number;
  networkMeasure: number;
  assetValue: number | null;
  spend: number;
  works: number;
  backlogEnd: number | null;
  fciEnd: number | null;
  osiStart: number | null;
  osiEnd: number | null;
  averageStateEnd: number | null;
  centerX: number | null;
  centerY: number | null;
};

/** Each location's figures, the locations that spent most first. */
export function locationFigures(results: SimulationResults): LocationFigures[] {
  const { locations } = results;
  const figures = locations.entries.map((entry, l) => ({
    position: l,
    name: entry.name,
    assetCount: entry.assetCount,
    networkMeasure: entry.networkMeasure,
    assetValue: entry.assetValue,
    spend: sum(locations.spend[l] ?? []),
    works: sum(locations.treatmentCount[l] ?? []),
    backlogEnd: lastOf(locations.backlog[l] ?? []) ?? null,
    fciEnd: lastOf(locations.fci[l] ?? []) ?? null,
    osiStart: locations.osi[l]?.[0] ?? null,
    osiEnd: lastOf(locations.osi[l] ?? []) ?? null,
    averageStateEnd: lastOf(locations.averageState[l] ?? []) ?? null,
    centerX: entry.centerX,
    centerY: entry.centerY,
  }));
  return rankedPositions(figures.map((figure) => figure.spend)).map((position) => figures[position]!);
}

/**
 * A chart with a line or a stack per location stays readable to about ten; the table keeps every
 * location. These are the positions of the `count` locations scoring highest (lowest with `descending` false).
 */
export const MAX_CHART_LOCATIONS = 10;
export function chartLocations(scores: readonly (number | null)[], descending: boolean, count = MAX_CHART_LOCATIONS): number[] {
  const known = scores.map((score, position) => ({ score, position })).filter((entry): entry is { score: number; position: number } => entry.score !== null);
  const order = rankedPositions(known.map((entry) => entry.score), descending);
  return order.slice(0, count).map((k) => known[k]!.position);
}
