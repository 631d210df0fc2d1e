import { useSelector } from '@xstate/react';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { ASSET_FILTER_FIELDS, ASSET_FILTER_OPTION_LIMIT, type AssetAdvancedFilter, type AssetFilterField } from '../../../../../api/schemas/dataSource.schema';
import type { BuilderAssetsRef } from './useBuilderAssetsActor';
import { selectFilter, selectOptions } from './builderAssetsSelectors';

type Treatments = 'any' | 'with' | 'without';

const treatmentsOf = (value: boolean | undefined): Treatments => (value === undefined ? 'any' : value ? 'with' : 'without');
const TREATMENTS: Record<Treatments, boolean | undefined> = { any: undefined, with: true, without: false };

/**
 * The advanced filter (SPEC 5): each column's values from the plan's assets, the span of the
 * proposed treatments' years, and whether an asset has proposed treatments. Every change applies
 * at once; the years offered keep the span running forwards.
 */
export function AdvancedFilterPanel({ id, assetsRef }: { id: string; assetsRef: BuilderAssetsRef }) {
  const { t } = useTranslation('workPlanBuilder');
  const filter = useSelector(assetsRef, selectFilter);
  const options = useSelector(assetsRef, selectOptions);
  const change = (patch: Partial<AssetAdvancedFilter>) => assetsRef.send({ type: 'filter.change', filter: { ...filter, ...patch } });
  const years: number[] = [];
  if (options?.first_year != null && options.last_year != null) for (let year = options.first_year; year <= options.last_year; year++) years.push(year);
  const yearOptions = (allowed: (year: number) => boolean) => years.filter(allowed).map((year) => ({ value: year, label: String(year) }));

  const column = (field: AssetFilterField) => {
    const choices = options?.[field] ?? { values: [], truncated: false };
    return (
      <label key={field} className="builder-filter__field">
        <span className="builder-toolbar__label">{t(`assets.fields.${field}`)}</span>
        <MultiSelect
          value={filter[field] ?? []}
          options={choices.values.map((value) => ({ value, label: value }))}
          onChange={(event) => change({ [field]: event.value as string[] })}
          placeholder={t('assets.anyValue')}
          filter={choices.values.length > 8}
          maxSelectedLabels={2}
          selectedItemsLabel={t('assets.selectedValues', { count: filter[field]?.length ?? 0 })}
          emptyMessage={t('assets.noValues')}
          showClear
          display="comma"
          panelFooterTemplate={choices.truncated ? <p className="builder-filter__truncated">{t('assets.truncated', { count: ASSET_FILTER_OPTION_LIMIT })}</p> : undefined}
          data-testid={`builder-filter-${field}`}
        />
      </label>
    );
  };

  return (
    <div id={id} className="builder-filter" role="group" aria-label={t('assets.advanced')} data-testid="builder-advanced">
      {ASSET_FILTER_FIELDS.map(column)}
      <div className="builder-filter__field builder-filter__years" role="group" aria-label={t('assets.years')}>
        <span className="builder-toolbar__label">{t('assets.years')}</span>
        <div className="builder-filter__span">
          <Dropdown
            value={filter.year_from ?? null}
            options={yearOptions((year) => filter.year_to === undefined || year <= filter.year_to)}
            onChange={(event) => change({ year_from: (event.value as number | null) ?? undefined })}
            aria-label={t('assets.yearFrom')}
            placeholder={t('assets.yearFromAny')}
            showClear
            data-testid="builder-filter-year-from"
          />
          <span className="builder-filter__dash" aria-hidden="true">–</span>
          <Dropdown
            value={filter.year_to ?? null}
            options={yearOptions((year) => filter.year_from === undefined || year >= filter.year_from)}
            onChange={(event) => change({ year_to: (event.value as number | null) ?? undefined })}
            aria-label={t('assets.yearTo')}
            placeholder={t('assets.yearToAny')}
            showClear
            data-testid="builder-filter-year-to"
          />
        </div>
      </div>
      <label className="builder-filter__field">
        <span className="builder-toolbar__label">{t('assets.treatments')}</span>
        <Dropdown
          value={treatmentsOf(filter.has_treatments)}
          options={(['any', 'with', 'without'] as const).map((value) => ({ value, label: t(`assets.treatments${value === 'any' ? 'Any' : value === 'with' ? 'With' : 'Without'}`) }))}
          onChange={(event) => change({ has_treatments: TREATMENTS[event.value as Treatments] })}
          data-testid="builder-filter-treatments"
        />
      </label>
    </div>
  );
}
