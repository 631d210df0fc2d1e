import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Report } from '../../../../api/schemas/report.schema';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { routes } from '../../../routes';
import { selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import {
  SIMULATION_REPORT_KINDS,
  selectRefreshing,
  selectReports,
  selectReportsFailure,
  selectReportsView,
  simulationRows,
  type SimulationReportRow,
} from './portfolioReportRows';
import { ReportStatusChip } from './ReportStatusChip';
import { usePortfolioReportsActor } from './usePortfolioReportsActor';
import './PortfolioReportsTab.css';

const SKELETON_ROWS = 4;

/**
 * The portfolio's Reports tab (SPEC 2): each simulation's reports side by side with their status
 * chips (the lite reports also open on a page of their own), then the workspaces' comparison
 * reports; through the portfolioReports machine.
 */
export function PortfolioReportsTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation(['portfolioReports', 'portfolio']);
  const format = useFormat();
  const portfolioId = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.id ?? '');
  const reportsRef = usePortfolioReportsActor(portfolioId);
  const view = useSelector(reportsRef, selectReportsView);
  const reports = useSelector(reportsRef, selectReports);
  const failure = useSelector(reportsRef, selectReportsFailure);
  const refreshing = useSelector(reportsRef, selectRefreshing);
  const rows = simulationRows(reports);
  const workspaceReports = reports.filter((report) => report.type === 'workspace');
  const codeName = (code: string) => t(`codes.${code}`, { defaultValue: code });

  return (
    <div className="portfolio-reports">
      <div className="tab-toolbar">
        <div className="tab-toolbar__text">
          <h2 className="tab-toolbar__title">{t('title')}</h2>
          <p className="tab-toolbar__subtitle">{t('subtitle')}</p>
        </div>
        {view === 'shown' || view === 'empty' ? (
          <Button label={t('refresh')} icon="pi pi-refresh" outlined loading={refreshing} onClick={() => reportsRef.send({ type: 'reports.refresh' })} />
        ) : null}
      </div>
      {view === 'failed' ? <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => reportsRef.send({ type: 'reports.retry' })} inTab /> : null}
      {view === 'empty' ? <EmptyState icon="pi-chart-bar" title={t('portfolio.reports.emptyTitle', { ns: 'portfolio' })} text={t('portfolio.reports.emptyText', { ns: 'portfolio' })} /> : null}
      {view === 'loading' ? (
        <div className="portfolio-reports__card" aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="portfolio-reports__skeleton-row">
              <Skeleton width="30%" height="1rem" />
              <Skeleton width="12%" height="1rem" />
              <Skeleton width="12%" height="1rem" />
              <Skeleton width="12%" height="1rem" />
            </div>
          ))}
        </div>
      ) : null}
      {view === 'shown' && rows.length > 0 ? (
        <section className="portfolio-reports__card" aria-labelledby="portfolio-reports-simulations">
          <h3 id="portfolio-reports-simulations" className="portfolio-reports__title">
            {t('simulations.title')}
          </h3>
          <DataTable value={rows} dataKey="simulationId" className="portfolio-reports__table" pt={{ bodyRow: { 'data-testid': 'simulation-report-row' } as never }}>
            <Column
              header={t('simulations.columns.simulation')}
              body={(row: SimulationReportRow) => (
                <div className="portfolio-reports__name">
                  <Link href={routes.simulationOverview(row.simulationId)}>{row.simulationName}</Link>
                  <span className="portfolio-reports__workspace">{row.workspaceName}</span>
                </div>
              )}
            />
            {SIMULATION_REPORT_KINDS.map(({ code, column }) => (
              <Column
                key={code}
                header={t(`simulations.columns.${column}`)}
                body={(row: SimulationReportRow) => {
                  const report = row.byCode[code];
                  if (!report) return null;
                  return (
                    <span className="portfolio-reports__status">
                      <ReportStatusChip status={report.report_status} reason={report.report_error_message} />
                      {code === 'overview' ? (
                        <Link
                          href={routes.report('simulation', row.simulationId, code)}
                          className="portfolio-reports__open"
                          aria-label={t('openFullPage', { report: codeName(code), name: row.simulationName })}
                          title={t('openFullPage', { report: codeName(code), name: row.simulationName })}
                        >
                          <i className="pi pi-external-link" aria-hidden="true" />
                        </Link>
                      ) : null}
                    </span>
                  );
                }}
              />
            ))}
            <Column header={t('simulations.columns.updated')} body={(row: SimulationReportRow) => <span className="portfolio-reports__when">{format.dateTime(row.updatedAt)}</span>} />
          </DataTable>
        </section>
      ) : null}
      {view === 'shown' && workspaceReports.length > 0 ? (
        <section className="portfolio-reports__card" aria-labelledby="portfolio-reports-workspaces">
          <h3 id="portfolio-reports-workspaces" className="portfolio-reports__title">
            {t('portfolio:workspaces.title')}
          </h3>
          <DataTable value={workspaceReports} dataKey="id" className="portfolio-reports__table" pt={{ bodyRow: { 'data-testid': 'workspace-report-row' } as never }}>
            <Column
              header={t('portfolio:workspaces.columns.report')}
              body={(report: Report) => <Link href={routes.report('workspace', report.workspace_id, report.code)}>{codeName(report.code)}</Link>}
            />
            <Column
              header={t('portfolio:workspaces.columns.workspace')}
              body={(report: Report) => <Link href={routes.workspaceOverview(report.workspace_id)}>{report.workspace_name}</Link>}
            />
            <Column header={t('portfolio:workspaces.columns.status')} body={(report: Report) => <ReportStatusChip status={report.report_status} reason={report.report_error_message} />} />
            <Column header={t('portfolio:workspaces.columns.updated')} body={(report: Report) => <span className="portfolio-reports__when">{format.dateTime(report.updated_at)}</span>} />
          </DataTable>
        </section>
      ) : null}
    </div>
  );
}
