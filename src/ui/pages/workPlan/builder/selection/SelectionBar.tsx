import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedPerDataSource } from '../../../../../api/rules/assetSelection';
import { ASSETS_PER_DATA_SOURCE_MAX } from '../../../../../api/schemas/project.schema';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import { selectSelectedAssets } from '../../../../../machines/builderSelection.machine';
import { SelectionSummary } from '../SelectionSummary';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import { AddTreatmentsDialog } from './AddTreatmentsDialog';

type SelectionBarProps = {
  workPlan: WorkPlanDetail;
  selectionRef: BuilderSelectionRef;
  /** The plan's data sources by id, in the plan's order, to name each one's share of the selection. */
  sourceNames: ReadonlyMap<string, string>;
  /** The selected assets' treatments went into a phase: the view shows them planned. */
  onAdded?: () => void;
};

/**
 * The Builder's selection above its Assets and Map views: how many assets are selected, per data
 * source out of SPEC 5's 5, Clear selection, and Add treatments, which puts the selected assets'
 * proposed treatments into a phase for whoever may change the plan.
 */
export function SelectionBar({ workPlan, selectionRef, sourceNames, onAdded }: SelectionBarProps) {
  const { t } = useTranslation('workPlanBuilder');
  const selection = useSelector(selectionRef, selectSelectedAssets);
  const finding = useSelector(selectionRef, (snapshot) => snapshot.hasTag('busy'));
  const canAdd = workPlan.allowed_actions.includes('workPlans.write');
  const sources = useMemo(() => {
    const counts = selectedPerDataSource(selection);
    const named = [...sourceNames.keys()].filter((id) => counts[id] !== undefined);
    const unnamed = Object.keys(counts).filter((id) => !sourceNames.has(id));
    return [...named, ...unnamed].map((id) => {
      const count = counts[id]!;
      return { key: id, count, text: t('selection.perSource', { name: sourceNames.get(id) ?? t('selection.otherSource'), count, limit: ASSETS_PER_DATA_SOURCE_MAX }) };
    });
  }, [selection, sourceNames, t]);
  return (
    <>
      <SelectionSummary
        label={t('selection.label')}
        testId="builder-selection"
        active={selection.length > 0}
        hint={selection.length === 0 ? t('selection.hint') : null}
        count={t('selection.count', { count: selection.length })}
        sources={sources}
        sourceTestId="builder-selection-source"
        actions={
          <span className="builder-selection__actions">
            <Button label={t('selection.clear')} icon="pi pi-times" text size="small" disabled={finding} onClick={() => selectionRef.send({ type: 'selection.clear' })} data-testid="builder-selection-clear" />
            {canAdd ? (
              <Button label={t('selection.add')} icon="pi pi-plus" size="small" loading={finding} onClick={() => selectionRef.send({ type: 'treatments.add' })} data-testid="builder-add-treatments" />
            ) : null}
          </span>
        }
      />
      <AddTreatmentsDialog workPlan={workPlan} selectionRef={selectionRef} onAdded={onAdded} />
    </>
  );
}
