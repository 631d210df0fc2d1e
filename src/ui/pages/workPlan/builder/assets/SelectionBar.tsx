import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedPerDataSource } from '../../../../../api/rules/assetSelection';
import { ASSETS_PER_DATA_SOURCE_MAX } from '../../../../../api/schemas/project.schema';
import { SelectionSummary } from '../SelectionSummary';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import type { BuilderAssetsRef } from './useBuilderAssetsActor';
import { selectDataSources, selectSelection } from './builderAssetsSelectors';

/** How many assets are selected, per data source out of SPEC 5's 5, and Clear selection. */
export function SelectionBar({ assetsRef, selectionRef }: { assetsRef: BuilderAssetsRef; selectionRef: BuilderSelectionRef }) {
  const { t } = useTranslation('workPlanBuilder');
  const selection = useSelector(selectionRef, selectSelection);
  const dataSources = useSelector(assetsRef, selectDataSources);
  const counts = useMemo(() => selectedPerDataSource(selection), [selection]);
  const sources = dataSources.flatMap((source) => {
    const count = counts[source.id];
    return count === undefined ? [] : [{ key: source.id, count, text: t('selection.perSource', { name: source.simulation_name, count, limit: ASSETS_PER_DATA_SOURCE_MAX }) }];
  });
  return (
    <SelectionSummary
      label={t('selection.label')}
      testId="builder-selection"
      active={selection.length > 0}
      hint={selection.length === 0 ? t('selection.hint') : null}
      count={t('selection.count', { count: selection.length })}
      sources={sources}
      sourceTestId="builder-selection-source"
      actions={<Button label={t('selection.clear')} icon="pi pi-times" text size="small" className="builder-selection__clear" onClick={() => selectionRef.send({ type: 'selection.clear' })} data-testid="builder-selection-clear" />}
    />
  );
}
