import { useTranslation } from 'react-i18next';
import { NO_VALUE_COLOUR, type MeasureScale } from './measureScale';

type MapLegendProps = {
  title: string;
  scale: MeasureScale;
  formatValue: (value: number | null) => string;
  /** Some location has no value of the measure: the grey swatch says what grey means. */
  hasMissing: boolean;
};

/** The measure's colour ramp from its lowest to its highest value, and what sizes and dots mean. */
export function MapLegend({ title, scale, formatValue, hasMissing }: MapLegendProps) {
  const { t } = useTranslation('locationMap');
  return (
    <div className="map-legend" data-testid="map-legend">
      <p className="map-legend__title">{title}</p>
      {scale.min !== null && scale.max !== null ? (
        <div className="map-legend__scale">
          <span data-testid="map-legend-min">{formatValue(scale.min)}</span>
          <span className="map-legend__ramp" style={{ background: `linear-gradient(to right, ${scale.ramp.join(', ')})` }} aria-hidden="true" />
          <span data-testid="map-legend-max">{formatValue(scale.max)}</span>
        </div>
      ) : null}
      <ul className="map-legend__keys">
        <li>
          <span className="map-legend__circles" aria-hidden="true">
            <i />
            <i />
          </span>
          {t('legend.size')}
        </li>
        <li>
          <span className="map-legend__asset" aria-hidden="true" />
          {t('legend.assets')}
        </li>
        {hasMissing ? (
          <li>
            <span className="map-legend__swatch" style={{ background: NO_VALUE_COLOUR }} aria-hidden="true" />
            {t('legend.noValue')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
