import { useSelector } from '@xstate/react';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import type { VirtualScrollerChangeEvent } from 'primereact/virtualscroller';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSelected, sameAsset } from '../../../../../api/rules/assetSelection';
import type { WorkPlanAsset } from '../../../../../api/schemas/dataSource.schema';
import { WORKS_PAGE_SIZE } from '../../../../../machines/worksWindow';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useFormat } from '../../../../format/useFormat';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import type { BuilderAssetsRef } from './useBuilderAssetsActor';
import {
  selectDataSources,
  selectHighlighted,
  selectLoadingRows,
  selectPages,
  selectRevision,
  selectRowsFailure,
  selectSelection,
  selectTotal,
} from './builderAssetsSelectors';

/** Row height in pixels: every row the same, so that 100,000 rows (3.6 million pixels) scroll without the layout moving. */
const ROW_HEIGHT = 36;
const TABLE_HEIGHT = 'calc(100vh - 23rem)';
const MIN_TABLE_HEIGHT = '22rem';

/** A loaded asset with whether it is selected: a row's cells draw again only when its data changes. */
type AssetRow = WorkPlanAsset & { selected: boolean };
type Row = AssetRow | undefined;

/** A row index as a vertical scroller gives it. */
const indexOf = (value: VirtualScrollerChangeEvent['first']) => (typeof value === 'number' ? value : value.rows);

/**
 * The plan's assets under the filters in one table that scrolls over all of them: every row has
 * its place from the start, and the machine loads the windows the table comes to (rows not loaded
 * yet draw a skeleton). A click on a row or its box selects the asset; its name opens the asset.
 */
export function AssetsTable({ assetsRef, selectionRef }: { assetsRef: BuilderAssetsRef; selectionRef: BuilderSelectionRef }) {
  const { t } = useTranslation('workPlanBuilder');
  const format = useFormat();
  const total = useSelector(assetsRef, selectTotal);
  const pages = useSelector(assetsRef, selectPages);
  const revision = useSelector(assetsRef, selectRevision);
  const loading = useSelector(assetsRef, selectLoadingRows);
  const failure = useSelector(assetsRef, selectRowsFailure);
  const dataSources = useSelector(assetsRef, selectDataSources);
  const highlighted = useSelector(assetsRef, selectHighlighted);
  const selection = useSelector(selectionRef, selectSelection);
  const sourceNames = useMemo(() => new Map(dataSources.map((source) => [source.id, source.simulation_name])), [dataSources]);
  const rows = useMemo(() => {
    const value = Array.from<Row>({ length: total ?? 0 });
    for (const [page, assets] of Object.entries(pages)) assets.forEach((asset, index) => (value[Number(page) * WORKS_PAGE_SIZE + index] = { ...asset, selected: isSelected(selection, asset) }));
    return value;
  }, [total, pages, selection]);

  const cell = (render: (asset: AssetRow) => ReactNode) => (asset: Row) => (asset ? render(asset) : <Skeleton width="70%" height="0.875rem" />);
  const optional = (value: string | null) => (value === null || value.trim() === '' ? <span className="builder-table__blank">{t('assets.blank')}</span> : value);
  const toggle = (row: AssetRow) => {
    const asset: WorkPlanAsset = { ...row };
    delete (asset as Partial<AssetRow>).selected;
    selectionRef.send({ type: 'asset.toggle', asset });
  };
  const label = (asset: WorkPlanAsset) => asset.name ?? asset.asset_id;

  return (
    <section className="builder-assets__card builder-table" aria-labelledby="builder-table-title">
      <header className="builder-table__head">
        <h3 id="builder-table-title" className="builder-table__title">
          {t('assets.title')}
        </h3>
        <span className="builder-table__count" data-testid="builder-total" aria-live="polite">
          {total === null ? t('assets.counting') : t('assets.count', { count: total, formatted: format.number(total, 0) })}
          <i className={`pi pi-spin pi-spinner builder-table__busy${loading ? '' : ' builder-table__busy--idle'}`} aria-label={loading ? t('assets.loadingRows') : undefined} aria-hidden={!loading} />
        </span>
      </header>
      {failure ? <LoadFailure message={t('assets.rowsFailed')} failure={failure} onRetry={() => assetsRef.send({ type: 'rows.retry' })} inTab /> : null}
      {total === null ? (
        <Skeleton height={MIN_TABLE_HEIGHT} />
      ) : total === 0 ? (
        <EmptyState icon="pi-filter-slash" title={t('assets.empty.title')} text={t('assets.empty.text')} actionLabel={t('assets.clearFilters')} actionIcon="pi pi-filter-slash" onAction={() => assetsRef.send({ type: 'filters.clear' })} />
      ) : (
        <DataTable
          key={revision}
          // Rows not loaded yet are holes in the array; their cells draw a skeleton until the window arrives.
          value={rows as AssetRow[]}
          lazy
          size="small"
          scrollable
          scrollHeight={TABLE_HEIGHT}
          style={{ minHeight: MIN_TABLE_HEIGHT }}
          totalRecords={total}
          virtualScrollerOptions={{
            itemSize: ROW_HEIGHT,
            onScrollIndexChange: (event: VirtualScrollerChangeEvent) => assetsRef.send({ type: 'rows.range', range: { first: indexOf(event.first), last: indexOf(event.last) } }),
          }}
          rowClassName={(asset: Row) => ({
            'builder-table__row': true,
            'builder-table__row--selected': asset?.selected === true,
            'builder-table__row--highlighted': asset !== undefined && highlighted !== null && sameAsset(asset, highlighted),
          })}
          onRowClick={(event) => {
            const asset = event.data as Row;
            if (asset) toggle(asset);
          }}
          tableStyle={{ minWidth: '64rem', tableLayout: 'fixed' }}
          aria-label={t('assets.title')}
          data-testid="builder-table"
        >
          <Column
            header={<span className="builder-table__sr">{t('assets.columns.select')}</span>}
            body={cell((asset) => (
              <Checkbox
                checked={asset.selected}
                aria-label={t('assets.selectAsset', { asset: label(asset) })}
                // The row's own click toggles it.
                onClick={(event) => event.stopPropagation()}
                onChange={() => toggle(asset)}
                data-testid="builder-select"
              />
            ))}
            style={{ width: '44px' }}
          />
          <Column header={t('assets.columns.asset_id')} body={cell((asset) => <span className="builder-table__id">{asset.asset_id}</span>)} style={{ width: '92px' }} />
          <Column
            header={t('assets.columns.name')}
            body={cell((asset) => (
              <button
                type="button"
                className="builder-table__name"
                onClick={(event) => {
                  // Opening an asset does not select it.
                  event.stopPropagation();
                  assetsRef.send({ type: 'asset.open', asset });
                }}
                aria-label={t('assets.openAsset', { asset: label(asset) })}
                data-testid="builder-asset-name"
              >
                {asset.name ?? t('assets.unnamed')}
              </button>
            ))}
            style={{ width: 'auto' }}
          />
          <Column header={t('assets.columns.asset_class')} body={cell((asset) => optional(asset.asset_class))} style={{ width: '84px' }} />
          <Column header={t('assets.columns.location')} body={cell((asset) => optional(asset.location))} style={{ width: '112px' }} />
          <Column header={t('assets.columns.hierarchy')} body={cell((asset) => optional(asset.hierarchy))} style={{ width: '96px' }} />
          <Column header={t('assets.columns.criticality')} body={cell((asset) => optional(asset.criticality))} style={{ width: '84px' }} />
          <Column
            header={t('assets.columns.network_measure')}
            body={cell((asset) => (asset.network_measure === null ? optional(null) : format.number(asset.network_measure, 0)))}
            className="builder-table__number"
            headerClassName="builder-table__number"
            style={{ width: '88px' }}
          />
          <Column header={t('assets.columns.treatment_count')} body={cell((asset) => format.number(asset.treatment_count, 0))} className="builder-table__number" headerClassName="builder-table__number" style={{ width: '88px' }} />
          <Column header={t('assets.columns.first_year')} body={cell((asset) => (asset.first_year === null ? optional(null) : String(asset.first_year)))} className="builder-table__number" headerClassName="builder-table__number" style={{ width: '76px' }} />
          <Column header={t('assets.columns.data_source')} body={cell((asset) => <span className="builder-table__source">{sourceNames.get(asset.data_source_id) ?? ''}</span>)} style={{ width: '128px' }} />
        </DataTable>
      )}
    </section>
  );
}
