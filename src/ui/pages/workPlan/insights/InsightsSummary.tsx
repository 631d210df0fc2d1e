import { useTranslation } from 'react-i18next';
import type { Insights } from '../../../../api/schemas/project.schema';
import { useFormat } from '../../../format/useFormat';

/** The plan's totals above every view: what it holds and what it costs. */
export function InsightsSummary({ totals }: { totals: Insights['totals'] }) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const items = [
    { key: 'projects', icon: 'pi-briefcase', value: format.number(totals.project_count, 0) },
    { key: 'phases', icon: 'pi-calendar', value: format.number(totals.phase_count, 0) },
    { key: 'treatments', icon: 'pi-wrench', value: format.number(totals.treatment_count, 0) },
    { key: 'totalBudget', icon: 'pi-wallet', value: format.currency(totals.total_budget) },
    { key: 'treatmentCost', icon: 'pi-dollar', value: format.currency(totals.treatment_cost) },
    { key: 'contingency', icon: 'pi-shield', value: format.currency(totals.contingency_amount) },
  ] as const;
  return (
    <dl className="insights-summary" aria-label={t('summary.label')}>
      {items.map((item) => (
        <div key={item.key} className="insights-summary__item" data-testid={`insights-summary-${item.key}`}>
          <dt>
            <i className={`pi ${item.icon}`} aria-hidden="true" />
            {t(`summary.${item.key}`)}
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
