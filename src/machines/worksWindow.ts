import type { ANALYSIS_SORT_COLUMNS, AnalysisWork } from '../api/schemas/advancedAnalysis.schema';

/** The rows one request asks for: a few screens of the table, well under either API's cap (500 works, 1,000 assets). */
export const WORKS_PAGE_SIZE = 100;

/** The pages kept at most: enough to scroll back a little without asking again, bounded however far the table goes. */
export const MAX_KEPT_PAGES = 8;

export type WorksSortColumn = (typeof ANALYSIS_SORT_COLUMNS)[number];
export type WorksSort = { column: WorksSortColumn; order: 'asc' | 'desc' };

/** The rows the table shows, `last` excluded, as its virtual scroller reports them. */
export type WorksRange = { first: number; last: number };

/** Loaded pages by their number (page n holds rows n × WORKS_PAGE_SIZE onwards); the Builder's asset table pages the same way. */
export type WorksPages<Row = AnalysisWork> = Record<number, Row[]>;

export const TOP_RANGE: WorksRange = { first: 0, last: WORKS_PAGE_SIZE };

/** The page numbers the range covers, within the total once it is known. */
export function wantedPages(range: WorksRange, total: number | null): number[] {
  const last = Math.max(range.last, range.first + 1) - 1;
  const lastRow = total === null ? last : Math.min(last, total - 1);
  const pages: number[] = [];
  for (let page = Math.floor(range.first / WORKS_PAGE_SIZE); page <= Math.floor(lastRow / WORKS_PAGE_SIZE); page++) pages.push(page);
  return pages;
}

/** The first page the table wants and does not have, or null. */
export function missingPage<Row>(range: WorksRange, total: number | null, pages: WorksPages<Row>): number | null {
  return wantedPages(range, total).find((page) => pages[page] === undefined) ?? null;
}

/**
 * The pages with a new one added; past MAX_KEPT_PAGES those farthest from what the table shows
 * go first (a wanted page is never dropped), so that scrolling a million rows holds a few hundred.
 */
export function keepPages<Row>(pages: WorksPages<Row>, page: number, rows: Row[], range: WorksRange): WorksPages<Row> {
  const next: WorksPages<Row> = { ...pages, [page]: rows };
  const numbers = Object.keys(next).map(Number);
  if (numbers.length <= MAX_KEPT_PAGES) return next;
  const wanted = new Set(wantedPages(range, null));
  const centre = (range.first + range.last) / 2 / WORKS_PAGE_SIZE;
  const distance = (number: number) => (wanted.has(number) ? -1 : Math.abs(number + 0.5 - centre));
  const kept = numbers.sort((a, b) => distance(a) - distance(b)).slice(0, Math.max(MAX_KEPT_PAGES, wanted.size));
  return Object.fromEntries(kept.map((number) => [number, next[number]!]));
}
