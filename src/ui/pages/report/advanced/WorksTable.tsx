import { useSelector } from '@xstate/react';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import type { VirtualScrollerChangeEvent } from 'primereact/virtualscroller';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_SORT_COLUMNS, type AnalysisWork } from '../../../../api/schemas/advancedAnalysis.schema';
import { WORKS_PAGE_SIZE, type WorksSortColumn } from '../../../../machines/worksWindow';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { selectLoadingWorks, selectSort, selectWorksFailure, selectWorksPages, selectWorksRevision, selectWorksTotal } from './advancedSelectors';
import type { AdvancedAnalysisRef } from './useAdvancedAnalysisActor';
import { useValueLabel } from './useValueLabel';
import { WorksPrintTable } from './WorksPrintTable';

/** Row height in pixels: a million works (32 million pixels) stay under the tallest element Chromium scrolls, about 33.5 million. */
const ROW_HEIGHT = 32;
const TABLE_HEIGHT = '480px';

type Row = AnalysisWork | undefined;

const isSortColumn = (field: string | undefined): field is WorksSortColumn => (ANALYSIS_SORT_COLUMNS as readonly string[]).includes(field ?? '');
/** A row index as a vertical scroller gives it. */
const indexOf = (value: VirtualScrollerChangeEvent['first']) => (typeof value === 'number' ? value : value.rows);

/**
 * The treatment programme under the filter (issue 14): every work in one table that scrolls over
 * all of them, asking the machine for the rows it comes to; sortable by the API's columns; a row
 * (or its asset) opens that asset's life cycle.
 */
export function WorksTable({ analysisRef }: { analysisRef: AdvancedAnalysisRef }) {
  const { t } = useTranslation('advancedReports');
  const format = useFormat();
  const valueLabel = useValueLabel();
  const total = useSelector(analysisRef, selectWorksTotal);
  const pages = useSelector(analysisRef, selectWorksPages);
  const revision = useSelector(analysisRef, selectWorksRevision);
  const sort = useSelector(analysisRef, selectSort);
  const loading = useSelector(analysisRef, selectLoadingWorks);
  const failure = useSelector(analysisRef, selectWorksFailure);
  // Every row has a place, loaded or not, so that the scroll bar measures the whole programme.
  const rows = useMemo(() => {
    const value = Array.from<Row>({ length: total ?? 0 });
    for (const [page, works] of Object.entries(pages)) works.forEach((work, index) => (value[Number(page) * WORKS_PAGE_SIZE + index] = work));
    return value;
  }, [total, pages]);

  const cell = (render: (work: AnalysisWork) => ReactNode) => (work: Row) => (work ? render(work) : <Skeleton width="70%" height="0.875rem" />);
  const optional = (value: string | null) => (value === null || value.trim() === '' ? <span className="works-table__blank">{valueLabel('')}</span> : value);
  const openAsset = (work: AnalysisWork) =>
    analysisRef.send({ type: 'asset.open', asset: { index: work.asset_index, asset_id: work.asset_id, name: work.asset_name, location: work.location } });

  return (
    <section className="advanced-card works-table" aria-labelledby="works-table-title" data-testid="works-table">
      <header className="advanced-card__head">
        <h3 id="works-table-title" className="advanced-card__title">
          {t('table.title')}
        </h3>
        <span className="works-table__count" data-testid="works-total" aria-live="polite">
          {total === null ? t('table.counting') : t('table.count', { count: total, formatted: format.number(total, 0) })}
          {loading ? <i className="pi pi-spin pi-spinner works-table__busy" aria-label={t('table.loading')} /> : null}
        </span>
      </header>
      {failure ? <LoadFailure message={t('table.loadFailed')} failure={failure} onRetry={() => analysisRef.send({ type: 'works.retry' })} inTab /> : null}
      <WorksPrintTable analysisRef={analysisRef} />
      {total === null ? (
        <Skeleton height={TABLE_HEIGHT} />
      ) : (
        <DataTable
          key={revision}
          className="no-print"
          // Rows not loaded yet are holes in the array; their cells draw a skeleton until the page arrives.
          value={rows as AnalysisWork[]}
          lazy
          size="small"
          scrollable
          scrollHeight={TABLE_HEIGHT}
          totalRecords={total}
          sortField={sort.column}
          sortOrder={sort.order === 'asc' ? 1 : -1}
          onSort={(event: DataTableStateEvent) => {
            if (isSortColumn(event.sortField)) analysisRef.send({ type: 'works.sort', sort: { column: event.sortField, order: event.sortOrder === -1 ? 'desc' : 'asc' } });
          }}
          // Every row has its place and the scroller shows the rows where the table is scrolled; the
          // machine is told which rows those are and loads their page.
          virtualScrollerOptions={{
            itemSize: ROW_HEIGHT,
            onScrollIndexChange: (event: VirtualScrollerChangeEvent) => analysisRef.send({ type: 'works.range', range: { first: indexOf(event.first), last: indexOf(event.last) } }),
          }}
          rowClassName={() => 'works-table__row'}
          onRowClick={(event) => {
            const work = event.data as Row;
            if (work) openAsset(work);
          }}
          emptyMessage={t('table.empty')}
          tableStyle={{ minWidth: '70rem' }}
          aria-label={t('table.title')}
        >
          <Column field="work_no" header={t('columns.work_no')} sortable body={cell((work) => format.number(work.work_no, 0))} style={{ width: '7.5rem' }} headerClassName="works-table__nowrap" />
          <Column field="year" header={t('columns.year')} sortable body={cell((work) => String(work.year))} style={{ width: '5.5rem' }} />
          <Column
            field="asset_id"
            header={t('columns.asset_id')}
            sortable
            body={cell((work) => (
              <button
                type="button"
                className="works-table__asset"
                onClick={(event) => {
                  // The row's own click would open it a second time.
                  event.stopPropagation();
                  openAsset(work);
                }} aria-label={t('table.openAsset', { asset: work.asset_id })} data-testid="works-asset">
                {work.asset_id}
              </button>
            ))}
          />
          <Column field="asset_class" header={t('columns.asset_class')} sortable body={cell((work) => optional(work.asset_class))} />
          <Column field="hierarchy" header={t('columns.hierarchy')} body={cell((work) => optional(work.hierarchy))} />
          <Column field="criticality" header={t('columns.criticality')} body={cell((work) => optional(work.criticality))} />
          <Column field="location" header={t('columns.location')} sortable body={cell((work) => optional(work.location))} />
          <Column field="treatment_name" header={t('columns.treatment_name')} sortable body={cell((work) => work.treatment_name)} />
          <Column field="cost" header={t('columns.cost')} sortable body={cell((work) => format.currency(work.cost))} className="works-table__number" />
          <Column field="funding_source" header={t('columns.funding_source')} sortable body={cell((work) => optional(work.funding_source))} />
        </DataTable>
      )}
    </section>
  );
}
