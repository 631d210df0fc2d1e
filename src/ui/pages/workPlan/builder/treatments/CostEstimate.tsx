import { useTranslation } from 'react-i18next';
import { pricedMeasure } from '../../../../../api/rules/treatmentCost';
import { useFormat } from '../../../../format/useFormat';

type CostEstimateProps = { cost: number; variation: number; network_measure: number | null; cost_estimate: number };

/**
 * SPEC 5's cost estimate, (treatment cost + cost variation) × network measure, as the server
 * computed it with the one rule; hovering shows the parts it was made of.
 */
export function CostEstimate({ cost, variation, network_measure: measure, cost_estimate: estimate }: CostEstimateProps) {
  const { t } = useTranslation('workPlanTreatments');
  const format = useFormat();
  const parts = t('cost.parts', {
    cost: format.currency(cost, undefined, 2),
    variation: format.currency(variation, undefined, 2),
    measure: format.number(pricedMeasure(measure), 2),
    estimate: format.currency(estimate, undefined, 2),
  });
  // The rule stood in for a missing measure: say so.
  const detail = pricedMeasure(measure) !== measure ? `${parts}\n${t('cost.noMeasure')}` : parts;
  return (
    <span className="cost-estimate" title={detail} aria-label={`${t('cost.label')}: ${detail}`} data-testid="cost-estimate">
      {format.currency(estimate)}
    </span>
  );
}
