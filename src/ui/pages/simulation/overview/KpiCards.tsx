import { useTranslation } from 'react-i18next';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { useFormat } from '../../../format/useFormat';
import '../../../styles/kpiCards.css';

/** SPEC 2 "Simulation detail": Total Budget, Total Assets, Uploaded By and Total Network Measure. */
export function KpiCards({ simulation }: { simulation: SimulationDetail }) {
  const { t } = useTranslation('simulations');
  const format = useFormat();
  const uploader = simulation.uploaded_by;
  const cards: Array<{ id: string; icon: string; value: string; note: string; full?: string }> = [
    {
      id: 'totalBudget',
      icon: 'pi-wallet',
      // The whole amount is in the value's title; the card shows it compact so that it fits in every language.
      value: simulation.total_budget === null ? t('overview.unbounded') : format.compactCurrency(simulation.total_budget),
      full: simulation.total_budget === null ? undefined : format.currency(simulation.total_budget),
      note: t('overview.overYears', { count: simulation.total_years, start: simulation.start_year }),
    },
    { id: 'totalAssets', icon: 'pi-box', value: format.number(simulation.total_assets), note: simulation.data_name },
    {
      id: 'uploadedBy',
      icon: 'pi-user',
      value: uploader ? `${uploader.first_name} ${uploader.last_name}` : t('overview.unknownUser'),
      note: uploader?.email ?? '',
    },
    { id: 'totalNetworkMeasure', icon: 'pi-map', value: format.number(simulation.total_network_measure, 1), note: t('overview.networkMeasureNote') },
  ];
  return (
    <ul className="kpi-cards" aria-label={t('overview.kpisLabel')}>
      {cards.map(({ id, icon, value, note, full }) => (
        <li key={id} className="kpi-card" data-testid={`kpi-${id}`}>
          <span className={`kpi-card__icon kpi-card__icon--${id}`} aria-hidden="true">
            <i className={`pi ${icon}`} />
          </span>
          <div className="kpi-card__text">
            <span className="kpi-card__label">{t(`overview.kpis.${id}`)}</span>
            <strong className="kpi-card__value" title={full ?? value}>
              {value}
            </strong>
            {note ? <span className="kpi-card__note">{note}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
