import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedPerDataSource } from '../../../../../api/rules/assetSelection';
import { ASSETS_PER_DATA_SOURCE_MAX } from '../../../../../api/schemas/project.schema';
import { pickedAssets } from '../../../../../machines/builderTreatments.machine';
import { SelectionSummary } from '../SelectionSummary';
import type { BuilderTreatmentsRef } from './useBuilderTreatmentsActor';

/** The treatments picked, the assets they take of each data source's 5 (SPEC 5), and Create Treatment. */
export function PicksBar({ treatmentsRef, canPick, onCreate }: { treatmentsRef: BuilderTreatmentsRef; canPick: boolean; onCreate: () => void }) {
  const { t } = useTranslation('workPlanTreatments');
  const picks = useSelector(treatmentsRef, (snapshot) => snapshot.context.picks);
  const perSource = useMemo(() => Object.entries(selectedPerDataSource(pickedAssets(picks))), [picks]);
  return (
    <SelectionSummary
      label={t('treatments.picks.create')}
      testId="treatment-picks"
      active={picks.length > 0}
      hint={!canPick ? t('treatments.picks.readOnly') : picks.length === 0 ? t('treatments.picks.hint') : null}
      count={t('treatments.picks.count', { count: picks.length })}
      sources={perSource.map(([source, count]) => ({ key: source, count, text: t('treatments.picks.assets', { count, limit: ASSETS_PER_DATA_SOURCE_MAX }) }))}
      actions={
        <span className="treatments-picks__actions">
          <Button label={t('treatments.picks.clear')} icon="pi pi-times" text size="small" onClick={() => treatmentsRef.send({ type: 'picks.clear' })} />
          <Button label={t('treatments.picks.create')} icon="pi pi-plus" size="small" onClick={onCreate} data-testid="create-treatment" />
        </span>
      }
    />
  );
}
