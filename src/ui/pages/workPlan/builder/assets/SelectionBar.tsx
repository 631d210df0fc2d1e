import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SELECTED_PER_DATA_SOURCE, selectedPerDataSource } from '../../../../../api/rules/assetSelection';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import type { BuilderAssetsRef } from './useBuilderAssetsActor';
import { selectDataSources, selectSelection } from './builderAssetsSelectors';

/** How many assets are selected, per data source out of SPEC 5's 5, and Clear selection. */
export function SelectionBar({ assetsRef, selectionRef }: { assetsRef: BuilderAssetsRef; selectionRef: BuilderSelectionRef }) {
  const { t } = useTranslation('workPlanBuilder');
  const selection = useSelector(selectionRef, selectSelection);
  const dataSources = useSelector(assetsRef, selectDataSources);
  const counts = useMemo(() => selectedPerDataSource(selection), [selection]);
  const chosenSources = dataSources.filter((source) => counts[source.id] !== undefined);
  return (
    <section className={`builder-selection${selection.length > 0 ? ' builder-selection--active' : ''}`} aria-label={t('selection.label')} data-testid="builder-selection">
      <i className="pi pi-check-square builder-selection__icon" aria-hidden="true" />
      {selection.length === 0 ? (
        <span className="builder-selection__hint">{t('selection.hint')}</span>
      ) : (
        <>
          <strong className="builder-selection__count" data-testid="builder-selection-count">
            {t('selection.count', { count: selection.length })}
          </strong>
          <ul className="builder-selection__sources">
            {chosenSources.map((source) => {
              const count = counts[source.id]!;
              return (
                <li key={source.id} className={`builder-selection__source${count >= MAX_SELECTED_PER_DATA_SOURCE ? ' builder-selection__source--full' : ''}`} data-testid="builder-selection-source">
                  {t('selection.perSource', { name: source.simulation_name, count, limit: MAX_SELECTED_PER_DATA_SOURCE })}
                </li>
              );
            })}
          </ul>
          <Button label={t('selection.clear')} icon="pi pi-times" text size="small" className="builder-selection__clear" onClick={() => selectionRef.send({ type: 'selection.clear' })} data-testid="builder-selection-clear" />
        </>
      )}
    </section>
  );
}
