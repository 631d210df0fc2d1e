import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * The map as it is drawn, as a PNG. A WebGL canvas keeps its picture only within the frame that
 * drew it (preserveDrawingBuffer stays off: keeping it slows every frame), so the picture is
 * taken in the handler of the next frame's 'render' event, which is asked for at once.
 */
export function mapPicture(map: MapLibreMap): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const removed = () => reject(new Error('The map was removed before it was drawn'));
    map.once('remove', removed);
    map.once('render', () => {
      map.off('remove', removed);
      // toBlob copies the canvas when called, here within the frame; only the encoding is later.
      map.getCanvas().toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The map canvas gave no picture'))), 'image/png');
    });
    map.triggerRepaint();
  });
}
