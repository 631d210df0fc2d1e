import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadFailure } from '../../../../components/LoadFailure';
import { routes } from '../../../../routes';
import { CreateTreatmentDialog } from '../createTreatment/CreateTreatmentDialog';
import { PicksBar } from './PicksBar';
import { ProposedTreatmentsTable } from './ProposedTreatmentsTable';
import { TreatmentsPivot } from './TreatmentsPivot';
import { useBuilderTreatmentsActor } from './useBuilderTreatmentsActor';
import '../assets/BuilderAssets.css';
import './BuilderTreatments.css';

/**
 * Builder - Treatments (SPEC 2): the plan's proposed treatments per year and kind, with their
 * count and cost estimate, and the list of the cell clicked; picked ones go into a phase through
 * Create Treatment. Without proposed treatments it points to Data Sources.
 */
export function BuilderTreatmentsView({ workPlan }: { workPlan: WorkPlanDetail }) {
  const { t } = useTranslation('workPlanTreatments');
  const [, navigate] = useLocation();
  const treatmentsRef = useBuilderTreatmentsActor(workPlan.id);
  const loading = useSelector(treatmentsRef, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(treatmentsRef, (snapshot) => snapshot.matches('failed'));
  const failure = useSelector(treatmentsRef, (snapshot) => snapshot.context.failure);
  const empty = useSelector(treatmentsRef, (snapshot) => snapshot.matches('ready') && snapshot.context.summary.length === 0);
  const picks = useSelector(treatmentsRef, (snapshot) => snapshot.context.picks);
  const [creating, setCreating] = useState(false);
  const canPick = workPlan.allowed_actions.includes('workPlans.write');

  if (loading) {
    return (
      <div className="builder-assets" aria-busy="true">
        <Skeleton height="14rem" borderRadius="14px" />
        <Skeleton height="3rem" borderRadius="12px" />
        <Skeleton height="20rem" borderRadius="14px" />
      </div>
    );
  }
  if (failed && failure) return <LoadFailure message={t('treatments.loadFailed')} failure={failure} onRetry={() => treatmentsRef.send({ type: 'retry' })} inTab />;
  if (empty) {
    return (
      <section className="builder-assets__card builder-assets__card--empty">
        <EmptyState
          icon="pi-wrench"
          title={t('treatments.empty.title')}
          text={t('treatments.empty.text')}
          actionLabel={t('treatments.empty.action')}
          actionIcon="pi pi-arrow-right"
          onAction={() => navigate(routes.workPlan(workPlan.id, 'data-sources'))}
        />
      </section>
    );
  }
  return (
    <div className="builder-assets" data-testid="builder-treatments">
      <TreatmentsPivot treatmentsRef={treatmentsRef} />
      <PicksBar treatmentsRef={treatmentsRef} canPick={canPick} onCreate={() => setCreating(true)} />
      <ProposedTreatmentsTable treatmentsRef={treatmentsRef} canPick={canPick} />
      {creating ? (
        <CreateTreatmentDialog
          workPlan={workPlan}
          picks={picks.map((pick) => ({ source_id: pick.data_source_id, asset_id: pick.asset_id, proposed_treatment_id: pick.proposed_treatment_id }))}
          visible={creating}
          onHide={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            treatmentsRef.send({ type: 'treatments.created' });
          }}
        />
      ) : null}
    </div>
  );
}
