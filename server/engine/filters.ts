import { FILTER_TEXT_FIELDS, type AssetFilter } from '../../src/api/simulationPackage/assetFilter.schema';
import type { AssetTable } from './assetTable';

/**
 * Evaluates a filter for every asset at once. Text fields are compared through their category
 * codes, so the per-asset work is one table lookup per filtered field.
 */
export function filterMask(assets: AssetTable, filter: AssetFilter | undefined): Uint8Array {
  const mask = new Uint8Array(assets.count).fill(1);
  if (!filter) return mask;
  for (const [key, column] of FILTER_TEXT_FIELDS) {
    const wanted = filter[key];
    if (!wanted) continue;
    const { codes, values } = assets.categories[column];
    const accepted = new Uint8Array(values.length);
    const wantedSet = new Set(wanted);
    values.forEach((value, code) => {
      if (wantedSet.has(value)) accepted[code] = 1;
    });
    for (let asset = 0; asset < assets.count; asset++) {
      if (accepted[codes[asset] ?? 0] === 0) mask[asset] = 0;
    }
  }
  if (filter.consequenceOfFailure) {
    const accepted = new Uint8Array(6);
    for (const level of filter.consequenceOfFailure) accepted[level] = 1;
    const levels = assets.consequenceOfFailure;
    for (let asset = 0; asset < assets.count; asset++) {
      if (!levels || accepted[levels[asset] ?? 0] === 0) mask[asset] = 0;
    }
  }
  return mask;
}
