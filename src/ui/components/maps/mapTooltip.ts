import { Popup, type Map as MapLibreMap } from 'maplibre-gl';

/** A report map's hover tooltip: a title over a line of detail, beside a place. */
export type MapTooltip = {
  show: (title: string, detail: string, at: [number, number]) => void;
  remove: () => void;
};

/** The tooltip of `map`, `offset` pixels from the place it tells of; it goes when the map goes. */
export function mapTooltip(map: MapLibreMap, offset: number): MapTooltip {
  const popup = new Popup({ closeButton: false, closeOnClick: false, offset, className: 'report-map__tooltip' });
  return {
    show: (title, detail, at) => {
      const content = document.createElement('div');
      content.className = 'report-map__tooltip-body';
      content.appendChild(document.createElement('strong')).textContent = title;
      content.appendChild(document.createElement('span')).textContent = detail;
      popup.setLngLat(at).setDOMContent(content).addTo(map);
    },
    remove: () => {
      popup.remove();
    },
  };
}
