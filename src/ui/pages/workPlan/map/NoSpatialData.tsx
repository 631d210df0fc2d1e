import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { EmptyState } from '../../../components/EmptyState';
import { routes } from '../../../routes';
import './WorkPlanMapCard.css';

/** A plan whose data sources brought no asset locations has no map: it says so and leads to its Data Sources. */
export function NoSpatialData({ workPlanId, testId }: { workPlanId: string; testId: string }) {
  const { t } = useTranslation('workPlanTreatments');
  const [, navigate] = useLocation();
  return (
    <section className="work-plan-map-card work-plan-map-card--empty" data-testid={testId}>
      <EmptyState
        icon="pi-map"
        title={t('map.empty.title')}
        text={t('map.empty.text')}
        actionLabel={t('map.empty.action')}
        actionIcon="pi pi-arrow-right"
        onAction={() => navigate(routes.workPlan(workPlanId, 'data-sources'))}
      />
    </section>
  );
}
