import ApexCharts from 'apexcharts';
import { fromPromise } from 'xstate';

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

/** Copies a drawn ApexCharts chart, by its id, to the clipboard as a PNG at twice its size for sharp pasting. */
export function copyChartImageActor() {
  return fromPromise<void, { chartId: string }>(async ({ input }) => {
    if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') throw new CopyImageUnsupportedError();
    const chart = ApexCharts.getChartByID(input.chartId);
    if (!chart) throw new Error(`No chart ${input.chartId} is on the page`);
    const picture = await chart.dataURI({ scale: 2 });
    const blob = 'blob' in picture ? picture.blob : pngBlob(picture.imgURI);
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
  });
}
