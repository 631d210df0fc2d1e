import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import { selectAddition } from '../../../../../machines/builderSelection.machine';
import { CreateTreatmentDialog } from '../createTreatment/CreateTreatmentDialog';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';

type AddTreatmentsDialogProps = { workPlan: WorkPlanDetail; selectionRef: BuilderSelectionRef; onAdded?: () => void };

const sameAddition = (a: ReturnType<typeof selectAddition>, b: ReturnType<typeof selectAddition>) => a.treatments === b.treatments && a.assets === b.assets && a.selected === b.selected;

/**
 * Create Treatment for the Builder's selection (SPEC 5): the selected assets' proposed treatments
 * not in a phase yet, saying how many of how many assets go in, or that none is left to add.
 */
export function AddTreatmentsDialog({ workPlan, selectionRef, onAdded }: AddTreatmentsDialogProps) {
  const { t } = useTranslation('workPlanBuilder');
  const adding = useSelector(selectionRef, (snapshot) => snapshot.hasTag('adding'));
  const picks = useSelector(selectionRef, (snapshot) => snapshot.context.picks);
  const { treatments, assets, selected } = useSelector(selectionRef, selectAddition, sameAddition);
  if (!adding) return null;
  const summary =
    treatments === 0
      ? t('add.none', { count: selected })
      : [t('add.summary', { count: treatments, assets: t('add.assets', { count: assets }) }), ...(selected > assets ? [t('add.skipped', { count: selected - assets })] : [])].join(' ');
  return (
    <CreateTreatmentDialog
      workPlan={workPlan}
      picks={picks}
      summary={summary}
      visible
      onHide={() => selectionRef.send({ type: 'treatments.cancel' })}
      onCreated={() => {
        selectionRef.send({ type: 'treatments.added' });
        onAdded?.();
      }}
    />
  );
}
