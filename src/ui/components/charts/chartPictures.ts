/**
 * Pictures of the report's drawings that are not ApexCharts (the location map's canvas), under the
 * chart id that Copy image names; ApexCharts keeps its own charts by id (ApexCharts.getChartByID).
 */
const takers = new Map<string, () => Promise<Blob>>();

/** Offers a drawing's PNG under `chartId` until the returned function withdraws it. */
export function offerChartPicture(chartId: string, take: () => Promise<Blob>): () => void {
  takers.set(chartId, take);
  return () => {
    // A newer drawing under the same id (a remount) keeps its offer.
    if (takers.get(chartId) === take) takers.delete(chartId);
  };
}

/** How to take the PNG offered under `chartId`, or null when no such drawing is on the page. */
export function offeredChartPicture(chartId: string): (() => Promise<Blob>) | null {
  return takers.get(chartId) ?? null;
}
