import { useSelector } from '@xstate/react';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import type { VirtualScrollerChangeEvent } from 'primereact/virtualscroller';
import { useTranslation } from 'react-i18next';
import type { ProposedTreatmentRow } from '../../../../../api/schemas/workPlanBuilder.schema';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useFormat } from '../../../../format/useFormat';
import { useOpenSidePanel } from '../../sidePanel/sidePanelLink';
import { CostEstimate } from './CostEstimate';
import type { BuilderTreatmentsRef } from './useBuilderTreatmentsActor';

const ROW_HEIGHT = 40;
/** Rows from the end at which the next window is asked for, so that scrolling rarely waits. */
const PREFETCH_ROWS = 30;

const samePick = (a: ProposedTreatmentRow, b: ProposedTreatmentRow) => a.data_source_id === b.data_source_id && a.proposed_treatment_id === b.proposed_treatment_id;
const lastIndexOf = (value: VirtualScrollerChangeEvent['last']) => (typeof value === 'number' ? value : value.rows);

/**
 * The proposed treatments of the cell chosen, scrolled virtually and read a window at a time. A
 * box picks one not yet planned; a planned one names its project and phase. A click on a row
 * opens its details in the side panel.
 */
export function ProposedTreatmentsTable({ treatmentsRef, canPick }: { treatmentsRef: BuilderTreatmentsRef; canPick: boolean }) {
  const { t } = useTranslation('workPlanTreatments');
  const format = useFormat();
  const openPanel = useOpenSidePanel();
  const rows = useSelector(treatmentsRef, (snapshot) => snapshot.context.rows);
  const total = useSelector(treatmentsRef, (snapshot) => snapshot.context.total);
  const cell = useSelector(treatmentsRef, (snapshot) => snapshot.context.cell);
  const picks = useSelector(treatmentsRef, (snapshot) => snapshot.context.picks);
  const loading = useSelector(treatmentsRef, (snapshot) => snapshot.hasTag('loadingRows'));
  const failed = useSelector(treatmentsRef, (snapshot) => snapshot.hasTag('rowsError'));
  const failure = useSelector(treatmentsRef, (snapshot) => snapshot.context.failure);
  const picked = (row: ProposedTreatmentRow) => picks.some((pick) => samePick(pick, row));
  const assetLabel = (row: ProposedTreatmentRow) => row.asset_name ?? row.asset_id;

  const title =
    cell.year !== null && cell.treatment !== null
      ? t('treatments.list.titleCell', { treatment: cell.treatment, year: cell.year })
      : cell.year !== null
        ? t('treatments.list.titleYear', { year: cell.year })
        : cell.treatment !== null
          ? t('treatments.list.titleTreatment', { treatment: cell.treatment })
          : t('treatments.list.title');

  const open = (row: ProposedTreatmentRow) =>
    row.planned
      ? openPanel({ view: 'treatment_details', projectId: row.planned.project.id, phaseId: row.planned.phase.id, treatmentId: row.planned.treatment_id })
      : openPanel({ view: 'unlinked_treatment_details', treatmentId: row.id, assetId: row.asset_uuid });

  return (
    <section className="builder-assets__card builder-table treatments-list" aria-labelledby="treatments-list-title">
      <header className="builder-table__head">
        <h3 id="treatments-list-title" className="builder-table__title" data-testid="treatments-list-title">
          {title}
        </h3>
        <span className="builder-table__count" aria-live="polite" data-testid="treatments-list-count">
          {t('treatments.list.count', { count: total, formatted: format.number(total, 0) })}
          <i className={`pi pi-spin pi-spinner builder-table__busy${loading ? '' : ' builder-table__busy--idle'}`} aria-label={loading ? t('treatments.list.loading') : undefined} aria-hidden={!loading} />
        </span>
      </header>
      {failed && failure ? <LoadFailure message={t('treatments.rowsFailed')} failure={failure} onRetry={() => treatmentsRef.send({ type: 'retry' })} inTab /> : null}
      {loading && rows.length === 0 ? (
        <Skeleton height="20rem" />
      ) : (
        <DataTable
          value={rows}
          dataKey="id"
          size="small"
          scrollable
          scrollHeight="calc(100vh - 22rem)"
          style={{ minHeight: '18rem' }}
          virtualScrollerOptions={{
            itemSize: ROW_HEIGHT,
            onScrollIndexChange: (event: VirtualScrollerChangeEvent) => {
              if (lastIndexOf(event.last) >= rows.length - PREFETCH_ROWS) treatmentsRef.send({ type: 'rows.more' });
            },
          }}
          rowClassName={(row: ProposedTreatmentRow) => ({ 'builder-table__row': true, 'builder-table__row--selected': picked(row), 'treatments-list__row--planned': row.planned !== null })}
          onRowClick={(event) => open(event.data as ProposedTreatmentRow)}
          tableStyle={{ minWidth: '70rem' }}
          aria-label={title}
          data-testid="treatments-table"
        >
          <Column
            header={<span className="builder-table__sr">{t('treatments.list.select')}</span>}
            body={(row: ProposedTreatmentRow) => (
              <Checkbox
                checked={picked(row)}
                disabled={!canPick || row.planned !== null}
                aria-label={t('treatments.list.selectTreatment', { treatment: row.treatment, asset: assetLabel(row) })}
                onClick={(event) => event.stopPropagation()}
                onChange={() => treatmentsRef.send({ type: 'pick.toggle', row })}
                data-testid="treatment-select"
              />
            )}
            style={{ width: '3rem' }}
          />
          <Column
            header={t('treatments.list.columns.asset')}
            body={(row: ProposedTreatmentRow) => (
              <span className="treatments-list__asset" data-testid="treatment-asset">
                <span className="treatments-list__asset-name">{assetLabel(row)}</span>
                <span className="builder-table__id">{row.asset_id}</span>
              </span>
            )}
            style={{ width: '18rem' }}
          />
          <Column header={t('treatments.list.columns.asset_class')} body={(row: ProposedTreatmentRow) => row.asset_class ?? ''} />
          <Column header={t('treatments.list.columns.year')} field="year" className="builder-table__number" headerClassName="builder-table__number" style={{ width: '5rem' }} />
          <Column header={t('treatments.list.columns.treatment')} field="treatment" />
          <Column header={t('treatments.list.columns.funding_source')} field="funding_source" />
          <Column
            header={t('treatments.list.columns.cost_estimate')}
            body={(row: ProposedTreatmentRow) => <CostEstimate {...row} />}
            className="builder-table__number"
            headerClassName="builder-table__number"
          />
          <Column
            header={t('treatments.list.columns.planned')}
            body={(row: ProposedTreatmentRow) =>
              row.planned ? (
                <span className="treatments-list__planned" data-testid="treatment-planned">
                  <i className="pi pi-check-circle" aria-hidden="true" />
                  {row.planned.project.name} · {row.planned.phase.name}
                </span>
              ) : (
                <span className="builder-table__blank">{t('treatments.list.notPlanned')}</span>
              )
            }
            style={{ width: '16rem' }}
          />
        </DataTable>
      )}
    </section>
  );
}
