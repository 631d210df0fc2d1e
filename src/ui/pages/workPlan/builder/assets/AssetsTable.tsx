import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { VirtualScroller, type VirtualScrollerChangeEvent, type VirtualScrollerProps } from 'primereact/virtualscroller';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isSelected, sameAsset } from '../../../../../api/rules/assetSelection';
import type { WorkPlanAsset } from '../../../../../api/schemas/dataSource.schema';
import { WORKS_PAGE_SIZE } from '../../../../../machines/worksWindow';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useFormat } from '../../../../format/useFormat';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import type { BuilderAssetsRef } from './useBuilderAssetsActor';
import { ASSET_COLUMNS } from './assetColumns';
import { AssetsTableRow, type AssetRowActions } from './AssetsTableRow';
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

type Row = WorkPlanAsset | undefined;

/** What the scroller hands its content template; `style` (the rows' offset) and `spacerStyle` (the height of all rows) are given at run time but not typed. */
type ContentOptions = Parameters<Extract<VirtualScrollerProps['contentTemplate'], (options: never) => unknown>>[0] & { style?: CSSProperties; spacerStyle?: CSSProperties };

/** A row index as a vertical scroller gives it. */
const indexOf = (value: VirtualScrollerChangeEvent['first']) => (typeof value === 'number' ? value : value.rows);

/**
 * The plan's assets under the filters in one table that scrolls over all of them: every row has
 * its place from the start, and the machine loads the windows the table comes to (rows not loaded
 * yet draw a skeleton). A click on a row or its box selects the asset; its name opens the asset.
 *
 * PrimeReact's VirtualScroller with rows of our own rather than its DataTable: the DataTable draws
 * every cell of the window again at each step of a scroll, through its pass-through machinery, and
 * measures its scroller after each (bench/builderScroll.ts measured frames of 100-1,000 ms); here a
 * step draws only the rows that come into the window.
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
  // The loaded assets in their places, the others holes; each asset keeps its object, so that its row is not drawn again.
  const rows = useMemo(() => {
    const value = Array.from<Row>({ length: total ?? 0 });
    for (const [page, assets] of Object.entries(pages)) assets.forEach((asset, index) => (value[Number(page) * WORKS_PAGE_SIZE + index] = asset));
    return value;
  }, [total, pages]);
  const actions = useMemo<AssetRowActions>(
    () => ({ toggle: (asset) => selectionRef.send({ type: 'asset.toggle', asset }), open: (asset) => assetsRef.send({ type: 'asset.open', asset }) }),
    [selectionRef, assetsRef],
  );

  const table = (options: ContentOptions) => {
    const items = (options.items ?? []) as Row[];
    const spacerHeight = options.spacerStyle?.height;
    return (
      <table className="builder-table__grid" aria-label={t('assets.title')} aria-rowcount={total ?? 0}>
        <colgroup>
          {ASSET_COLUMNS.map(({ key, width }) => (
            <col key={key} style={{ width }} />
          ))}
        </colgroup>
        <thead className="builder-table__thead">
          <tr>
            {ASSET_COLUMNS.map(({ key, numeric }) => (
              <th key={key} scope="col" className={numeric ? 'builder-table__number' : undefined}>
                {key === 'select' ? <span className="builder-table__sr">{t('assets.columns.select')}</span> : t(`assets.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={options.contentRef} style={options.style} className="builder-table__body">
          {items.map((asset, index) => (
            <AssetsTableRow
              key={options.getItemOptions(index).index}
              asset={asset}
              selected={asset !== undefined && isSelected(selection, asset)}
              highlighted={asset !== undefined && highlighted !== null && sameAsset(asset, highlighted)}
              sourceName={asset ? (sourceNames.get(asset.data_source_id) ?? '') : ''}
              actions={actions}
              t={t}
              format={format}
            />
          ))}
        </tbody>
        {/* Makes the table as high as all its rows, so that its sticky header stays in view at every place. */}
        {spacerHeight ? <tbody aria-hidden="true" style={{ height: `calc(${spacerHeight} - ${items.length * ROW_HEIGHT}px)` }} /> : null}
      </table>
    );
  };

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
        <div className="builder-table__frame" data-testid="builder-table">
          <VirtualScroller
            key={revision}
            items={rows}
            itemSize={ROW_HEIGHT}
            showSpacer={false}
            style={{ height: TABLE_HEIGHT, minHeight: MIN_TABLE_HEIGHT }}
            onScrollIndexChange={(event: VirtualScrollerChangeEvent) => assetsRef.send({ type: 'rows.range', range: { first: indexOf(event.first), last: indexOf(event.last) } })}
            contentTemplate={table}
          />
        </div>
      )}
    </section>
  );
}
