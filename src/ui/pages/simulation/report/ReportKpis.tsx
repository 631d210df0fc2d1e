import { useTranslation } from 'react-i18next';
import type { Kpi } from '../../../../api/schemas/reportSummary.schema';
import { formatUnit } from '../../../components/charts/reportChart/unitFormat';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { useFormat } from '../../../format/useFormat';
import '../../../styles/kpiCards.css';

/** A report's headline numbers, as the overview's cards look: money short on the card, whole in its title. */
export function ReportKpis({ kpis, label }: { kpis: readonly Kpi[]; label: string }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const labelOf = useReportLabel();
  if (kpis.length === 0) return null;
  return (
    <ul className="kpi-cards report-kpis" aria-label={label}>
      {kpis.map((kpi) => {
        const full = formatUnit(format, kpi.unit, kpi.value);
        const shown = kpi.unit === 'currency' ? formatUnit(format, kpi.unit, kpi.value, 'axis') : full;
        const change = kpi.change ?? null;
        return (
          <li key={kpi.id} className="kpi-card report-kpi" data-testid={`report-kpi-${kpi.id}`}>
            <div className="kpi-card__text">
              <span className="kpi-card__label">{labelOf(kpi.label)}</span>
              <strong className="kpi-card__value" title={full}>
                {shown}
              </strong>
              {change !== null && change !== 0 ? (
                // Whether a rise is good depends on the measure (OSI up is, backlog up is not): the arrow only says which way.
                <span className="report-kpi__change" title={formatUnit(format, kpi.unit, change)}>
                  <i className={`pi ${change > 0 ? 'pi-arrow-up-right' : 'pi-arrow-down-right'}`} aria-hidden="true" />
                  {t('kpi.change', { value: formatUnit(format, kpi.unit, Math.abs(change), kpi.unit === 'currency' ? 'axis' : 'full') })}
                </span>
              ) : null}
              {kpi.note ? <span className="kpi-card__note report-clamp">{labelOf(kpi.note)}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
