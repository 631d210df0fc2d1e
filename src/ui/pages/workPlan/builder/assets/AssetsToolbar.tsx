import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_FILTER_FIELDS } from '../../../../../api/schemas/dataSource.schema';
import { AdvancedFilterPanel } from './AdvancedFilterPanel';
import type { BuilderAssetsRef } from './useBuilderAssetsActor';
import { selectAdvancedInUse, selectAnyFilter, selectFilter, selectImportedSources, selectSearchText, selectSourceId } from './builderAssetsSelectors';

/** The data source filter's choice of every data source (an id is a UUID, so it cannot be this). */
const ALL = 'all';

/**
 * The list's filters: a data source (all or one), the quick search, the advanced filter's panel
 * and a way to clear them all. SPEC 5: the quick search is disabled while an advanced field is in
 * use, and says why.
 */
export function AssetsToolbar({ assetsRef }: { assetsRef: BuilderAssetsRef }) {
  const { t } = useTranslation('workPlanBuilder');
  const hintId = useId();
  const panelId = useId();
  const sources = useSelector(assetsRef, selectImportedSources);
  const sourceId = useSelector(assetsRef, selectSourceId);
  const searchText = useSelector(assetsRef, selectSearchText);
  const filter = useSelector(assetsRef, selectFilter);
  const advancedInUse = useSelector(assetsRef, selectAdvancedInUse);
  const anyFilter = useSelector(assetsRef, selectAnyFilter);
  const [panelOpen, setPanelOpen] = useState(advancedInUse);
  const fieldsInUse =
    ASSET_FILTER_FIELDS.filter((field) => (filter[field]?.length ?? 0) > 0).length +
    (filter.year_from !== undefined || filter.year_to !== undefined ? 1 : 0) +
    (filter.has_treatments !== undefined ? 1 : 0);
  const sourceOptions = [{ value: ALL, label: t('assets.allDataSources') }, ...sources.map((source) => ({ value: source.id, label: source.simulation_name }))];

  return (
    <section className="builder-assets__card builder-toolbar" aria-label={t('assets.title')}>
      <div className="builder-toolbar__row">
        <label className="builder-toolbar__field builder-toolbar__source">
          <span className="builder-toolbar__label">{t('assets.dataSource')}</span>
          <Dropdown
            value={sourceId ?? ALL}
            options={sourceOptions}
            onChange={(event) => assetsRef.send({ type: 'source.change', sourceId: event.value === ALL ? null : (event.value as string) })}
            data-testid="builder-source"
          />
        </label>
        <label className="builder-toolbar__field builder-toolbar__search">
          <span className="builder-toolbar__label">{t('assets.searchLabel')}</span>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              value={searchText}
              placeholder={t('assets.searchPlaceholder')}
              disabled={advancedInUse}
              aria-describedby={advancedInUse ? hintId : undefined}
              onChange={(event) => assetsRef.send({ type: 'search.change', text: event.target.value })}
              data-testid="builder-search"
            />
          </IconField>
        </label>
        <div className="builder-toolbar__actions">
          <Button
            label={t('assets.advanced')}
            icon="pi pi-sliders-h"
            outlined={!panelOpen}
            badge={fieldsInUse > 0 ? String(fieldsInUse) : undefined}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            data-testid="builder-advanced-toggle"
          />
          <Button label={t('assets.clearFilters')} icon="pi pi-filter-slash" text disabled={!anyFilter} onClick={() => assetsRef.send({ type: 'filters.clear' })} data-testid="builder-clear-filters" />
        </div>
      </div>
      {advancedInUse ? (
        <p id={hintId} className="builder-toolbar__hint" data-testid="builder-search-hint">
          <i className="pi pi-info-circle" aria-hidden="true" />
          {t('assets.searchDisabled')}
        </p>
      ) : null}
      {panelOpen ? <AdvancedFilterPanel id={panelId} assetsRef={assetsRef} /> : null}
    </section>
  );
}
