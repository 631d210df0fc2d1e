import { useTranslation } from 'react-i18next';
import type { AdvancedComparisonStatus, ComparedSimulation } from '../../../../api/schemas/advancedAnalysis.schema';
import { useFormat } from '../../../format/useFormat';

const ICONS: Record<AdvancedComparisonStatus, string> = {
  success: 'pi-check-circle',
  'failed-as-too-large': 'pi-exclamation-triangle',
  not_started: 'pi-clock',
  in_progress: 'pi-spinner',
  completed: 'pi-check-circle',
  failed: 'pi-times-circle',
  outdated: 'pi-history',
};

/**
 * Each chosen simulation with its status (SPEC 4): success shows as Selected with its filtered
 * works and cost; failed-as-too-large with the server's message; a report that is not ready with
 * SPEC 4's helper text for its status.
 */
export function ComparisonStatusList({ simulations }: { simulations: ComparedSimulation[] }) {
  const { t } = useTranslation(['advancedReports', 'simulations']);
  const format = useFormat();
  const explain = (simulation: ComparedSimulation) => {
    if (simulation.status === 'success' && simulation.totals) {
      return t('comparison.compared', { count: simulation.totals.works, works: format.number(simulation.totals.works, 0), cost: format.currency(simulation.totals.cost) });
    }
    if (simulation.status === 'failed-as-too-large' || simulation.status === 'success') return simulation.message ?? '';
    const helper = t(`reportStatus.helper.${simulation.status}`, { ns: 'simulations' });
    return simulation.message ? `${helper} ${simulation.message}` : helper;
  };
  return (
    <ul className="comparison-list" data-testid="comparison-statuses">
      {simulations.map((simulation) => (
        <li key={simulation.simulation_id} className="comparison-list__item" data-testid="comparison-status" data-status={simulation.status}>
          <span className="comparison-list__name">{simulation.simulation_name}</span>
          <span className={`comparison-chip comparison-chip--${simulation.status}`} data-testid="comparison-chip">
            <i className={`pi ${ICONS[simulation.status]}`} aria-hidden="true" />
            {t(`comparison.status.${simulation.status}`)}
          </span>
          <span className="comparison-list__detail">{explain(simulation)}</span>
        </li>
      ))}
    </ul>
  );
}
