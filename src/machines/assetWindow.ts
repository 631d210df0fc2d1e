import type { WorkPlanAsset } from '../api/schemas/dataSource.schema';

/** The rows one request asks for: a few screens of the table, well under the API's 1,000. */
export const ASSET_PAGE_SIZE = 100;

/** The pages kept at most: enough to scroll back a little without asking again, bounded however long the list is. */
export const MAX_KEPT_ASSET_PAGES = 8;

/** The rows the table shows, `last` excluded, as its virtual scroller reports them. */
export type AssetRange = { first: number; last: number };

/** Loaded pages by their number (page n holds rows n × ASSET_PAGE_SIZE onwards). */
export type AssetPages = Record<number, WorkPlanAsset[]>;

export const TOP_ASSET_RANGE: AssetRange = { first: 0, last: ASSET_PAGE_SIZE };

/** The page numbers the range covers, within the total once it is known. */
export function wantedAssetPages(range: AssetRange, total: number | null): number[] {
  const last = Math.max(range.last, range.first + 1) - 1;
  const lastRow = total === null ? last : Math.min(last, total - 1);
  const pages: number[] = [];
  for (let page = Math.floor(range.first / ASSET_PAGE_SIZE); page <= Math.floor(lastRow / ASSET_PAGE_SIZE); page++) pages.push(page);
  return pages;
}

/** The first page the table wants and does not have, or null. */
export function missingAssetPage(range: AssetRange, total: number | null, pages: AssetPages): number | null {
  return wantedAssetPages(range, total).find((page) => pages[page] === undefined) ?? null;
}

/**
 * The pages with a new one added; past MAX_KEPT_ASSET_PAGES those farthest from what the table
 * shows go first (a wanted page is never dropped), so that scrolling 100,000 assets holds a few hundred.
 */
export function keepAssetPages(pages: AssetPages, page: number, rows: WorkPlanAsset[], range: AssetRange): AssetPages {
  const next: AssetPages = { ...pages, [page]: rows };
  const numbers = Object.keys(next).map(Number);
  if (numbers.length <= MAX_KEPT_ASSET_PAGES) return next;
  const wanted = new Set(wantedAssetPages(range, null));
  const centre = (range.first + range.last) / 2 / ASSET_PAGE_SIZE;
  const distance = (number: number) => (wanted.has(number) ? -1 : Math.abs(number + 0.5 - centre));
  const kept = numbers.sort((a, b) => distance(a) - distance(b)).slice(0, Math.max(MAX_KEPT_ASSET_PAGES, wanted.size));
  return Object.fromEntries(kept.map((number) => [number, next[number]!]));
}
