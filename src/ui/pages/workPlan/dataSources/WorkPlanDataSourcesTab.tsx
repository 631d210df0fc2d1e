import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { DataSource } from '../../../../api/schemas/dataSource.schema';
import { usePageTitle } from '../../../app/usePageTitle';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { routes } from '../../../routes';
import type { WorkPlanTabProps } from '../workPlanTabProps';
import { DeleteDataSourceDialog } from './DeleteDataSourceDialog';
import { ImportStatusChip } from './ImportStatusChip';
import { selectDataSources, selectImportsFailure, selectImportsView, selectReordering } from './dataSourcesSelectors';
import type { DataSourceImportsRef } from './useDataSourceImportsActor';
import '../../../styles/pageSections.css';
import './dataSources.css';

const SKELETON_ROWS = 3;

/**
 * SPEC 2 "Work Plan data sources: list": the plan's data sources in their order with their
 * import status, kept live by the plan's import events. Editors and Admins reorder them by
 * dragging, delete them (permanently, after asking) and import more; Viewers only read.
 */
export function WorkPlanDataSourcesTab({ workPlan, importsRef }: WorkPlanTabProps & { importsRef: DataSourceImportsRef }) {
  const { t } = useTranslation('workPlanDataSources');
  usePageTitle(t('pageTitle'));
  const format = useFormat();
  const [, navigate] = useLocation();
  const view = useSelector(importsRef, selectImportsView);
  const dataSources = useSelector(importsRef, selectDataSources);
  const failure = useSelector(importsRef, selectImportsFailure);
  const reordering = useSelector(importsRef, selectReordering);
  const canWrite = workPlan.allowed_actions.includes('workPlans.write');
  const openImport = () => navigate(routes.createDataSources(workPlan.id));

  const simulationCell = (dataSource: DataSource) => (
    <div className="data-source-name">
      <span className="data-source-name__title" data-testid="data-source-name">
        {dataSource.simulation_name}
      </span>
      {dataSource.task_notice ? (
        <span className="data-source-name__notice" data-testid="data-source-task-notice">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {t(dataSource.task_notice.key, { defaultValue: dataSource.task_notice.message })}
        </span>
      ) : null}
    </div>
  );

  const yearsCell = ({ first_year: first, last_year: last }: DataSource) =>
    first === null || last === null ? <span className="data-source-muted">{t('list.noYears')}</span> : first === last ? String(first) : t('list.yearRange', { first, last });

  const countCell = (count: number, status: DataSource['import_status']) =>
    status === 'completed' ? format.number(count) : <span className="data-source-muted">{t('list.notYet')}</span>;

  const statusCell = (dataSource: DataSource) => (
    <div className="data-source-status">
      <ImportStatusChip status={dataSource.import_status} />
      {dataSource.import_status === 'failed' && dataSource.error_message ? (
        <span className="data-source-status__reason" data-testid="import-failure-reason">
          {dataSource.error_key ? t(dataSource.error_key, { defaultValue: dataSource.error_message }) : dataSource.error_message}
        </span>
      ) : null}
    </div>
  );

  const actionsCell = (dataSource: DataSource) => (
    <Button
      icon="pi pi-trash"
      text
      rounded
      severity="danger"
      aria-label={t('list.deleteName', { name: dataSource.simulation_name })}
      tooltip={t('list.delete')}
      tooltipOptions={{ position: 'top' }}
      disabled={reordering}
      onClick={() => importsRef.send({ type: 'delete.open', dataSourceId: dataSource.id })}
    />
  );

  const importButton = <Button label={t('list.import')} icon="pi pi-download" onClick={openImport} data-testid="import-data-sources" />;

  return (
    <section className="data-sources" aria-labelledby="data-sources-title">
      <div className="tab-toolbar">
        <div>
          <h2 className="tab-toolbar__title" id="data-sources-title">
            {t('pageTitle')}
          </h2>
          <p className="tab-toolbar__subtitle">{view === 'ready' && dataSources.length > 0 && canWrite ? t('list.subtitleEditable') : t('list.subtitle')}</p>
        </div>
        {canWrite && view === 'ready' && dataSources.length > 0 ? importButton : null}
      </div>

      {view === 'failed' ? <LoadFailure message={t('list.loadFailed')} failure={failure} onRetry={() => importsRef.send({ type: 'retry' })} inTab /> : null}

      {view === 'loading' ? (
        <div className="table-card data-sources-skeleton" aria-busy="true" aria-label={t('list.loading')}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div className="data-sources-skeleton__row" key={index}>
              <Skeleton width="1.5rem" height="1rem" />
              <Skeleton width="30%" height="1rem" />
              <Skeleton width="18%" height="1rem" />
              <Skeleton width="10%" height="1rem" />
              <Skeleton width="6rem" height="1.5rem" borderRadius="999px" />
            </div>
          ))}
        </div>
      ) : null}

      {view === 'ready' && dataSources.length === 0 ? (
        <EmptyState
          icon="pi pi-database"
          title={t('empty.title')}
          text={canWrite ? t('empty.text') : `${t('empty.text')} ${t('empty.viewer')}`}
          actionLabel={canWrite ? t('list.import') : undefined}
          actionIcon="pi pi-download"
          onAction={openImport}
        />
      ) : null}

      {view === 'ready' && dataSources.length > 0 ? (
        <DataTable
          value={dataSources}
          dataKey="id"
          reorderableRows={canWrite && !reordering}
          onRowReorder={(event) => importsRef.send({ type: 'reorder', from: event.dragIndex, to: event.dropIndex })}
          className={`table-card data-sources-table${reordering ? ' data-sources-table--saving' : ''}`}
          aria-busy={reordering}
          pt={{ bodyRow: { 'data-testid': 'data-source-row' } as never }}
        >
          {canWrite ? <Column rowReorder style={{ width: '3rem' }} /> : null}
          <Column header={t('columns.order')} body={(dataSource: DataSource) => <span className="data-source-order">{dataSource.order + 1}</span>} style={{ width: '4rem' }} />
          <Column header={t('columns.simulation')} body={simulationCell} style={{ minWidth: '14rem' }} />
          <Column header={t('columns.workspace')} body={(dataSource: DataSource) => dataSource.workspace_name} style={{ minWidth: '11rem' }} />
          <Column header={t('columns.years')} body={yearsCell} style={{ width: '8rem' }} />
          <Column header={t('columns.works')} body={(dataSource: DataSource) => countCell(dataSource.treatment_count, dataSource.import_status)} align="right" style={{ width: '6rem' }} />
          <Column header={t('columns.assets')} body={(dataSource: DataSource) => countCell(dataSource.asset_count, dataSource.import_status)} align="right" style={{ width: '6rem' }} />
          <Column header={t('columns.imported')} body={(dataSource: DataSource) => format.date(dataSource.created_at)} style={{ width: '9rem' }} />
          <Column header={t('columns.status')} body={statusCell} style={{ width: '13rem' }} />
          {canWrite ? <Column body={actionsCell} style={{ width: '4rem' }} /> : null}
        </DataTable>
      ) : null}

      {canWrite ? <DeleteDataSourceDialog importsRef={importsRef} /> : null}
    </section>
  );
}
