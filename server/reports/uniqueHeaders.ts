/** The columns of a sheet that keep their place, by index, and the headers left out. */
export type UniqueHeaders = { kept: number[]; removed: string[] };

const sameHeader = (header: string) => header.trim().toLocaleLowerCase();

/**
 * SPEC 5: 'Duplicate export column names are temporarily removed, with a notice.' Excel's tables,
 * filters and Power Query tell columns apart by header without regard to case or surrounding
 * spaces, so two such headers are one name: the first keeps its place, later ones are left out
 * and returned for the notice.
 */
export function uniqueHeaders(headers: readonly string[]): UniqueHeaders {
  const seen = new Set<string>();
  const kept: number[] = [];
  const removed: string[] = [];
  headers.forEach((header, index) => {
    const name = sameHeader(header);
    if (seen.has(name)) {
      removed.push(header);
      return;
    }
    seen.add(name);
    kept.push(index);
  });
  return { kept, removed };
}
