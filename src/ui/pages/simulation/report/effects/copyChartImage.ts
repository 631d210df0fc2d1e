import ApexCharts from 'apexcharts';
import { fromPromise } from 'xstate';
import { offeredChartPicture } from '../../../../components/charts/chartPictures';

/** The browser has no way to put a picture on the clipboard (SPEC 8: 'Copy image is not supported in the browser.'). */
export class CopyImageUnsupportedError extends Error {
  constructor() {
    super('This browser cannot put images on the clipboard');
    this.name = 'CopyImageUnsupportedError';
  }
}

function pngBlob(dataUri: string): Blob {
  const [, base64 = ''] = dataUri.split(',');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** A drawn ApexCharts chart as a PNG at twice its size, for sharp pasting. */
async function apexChartPicture(chartId: string): Promise<Blob> {
  const chart = ApexCharts.getChartByID(chartId);
  if (!chart) throw new Error(`No chart ${chartId} is on the page`);
  const picture = await chart.dataURI({ scale: 2 });
  return 'blob' in picture ? picture.blob : pngBlob(picture.imgURI);
}

/** Copies a drawn chart, by its id, to the clipboard as a PNG: an ApexCharts chart, or a drawing that offers its picture (the location map). */
export function copyChartImageActor() {
  return fromPromise<void, { chartId: string }>(async ({ input }) => {
    if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') throw new CopyImageUnsupportedError();
    const offered = offeredChartPicture(input.chartId);
    const blob = await (offered ? offered() : apexChartPicture(input.chartId));
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
  });
}
