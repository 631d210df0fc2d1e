import { useSelector } from '@xstate/react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SnapshotFrom } from 'xstate';
import type { ReportPageInput, reportPageMachine } from '../../../machines/reportPage.machine';
import { usePageTitle } from '../../app/usePageTitle';
import { HorizonLogo } from '../../components/HorizonLogo';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { ReportStatusChip } from '../portfolio/reports/ReportStatusChip';
import { AdvancedReportBody } from './advanced/AdvancedReportBody';
import { ReportNotFound } from './ReportNotFound';
import { SimulationReportBody } from './SimulationReportBody';
import { useReportPageActor } from './useReportPageActor';
import './ReportPage.css';

type PageSnapshot = SnapshotFrom<typeof reportPageMachine>;

const HELPER_SEVERITY = { completed: 'success', in_progress: 'info', not_started: 'info', failed: 'error', outdated: 'warn' } as const;

const selectView = (snapshot: PageSnapshot) =>
  snapshot.hasTag('busy') ? 'loading' : snapshot.hasTag('error') ? 'failed' : snapshot.matches('missing') ? 'missing' : 'shown';
const selectReport = (snapshot: PageSnapshot) => snapshot.context.report;
const selectFailure = (snapshot: PageSnapshot) => snapshot.context.failure;

/**
 * A report on a page of its own, outside the shell (SPEC 2 /report/{type}/{id}/{reportId}): whose
 * report it is, its status with SPEC 4's helper text and the way back into the app, then, for a
 * simulation's lite report tab, the tab itself.
 */
export function ReportPage(input: ReportPageInput) {
  const { t } = useTranslation(['portfolioReports', 'simulations']);
  const format = useFormat();
  const pageRef = useReportPageActor(input);
  const view = useSelector(pageRef, selectView);
  const report = useSelector(pageRef, selectReport);
  const failure = useSelector(pageRef, selectFailure);
  const reportName = t(`codes.${input.code}`, { defaultValue: input.code });
  const ownerName = (input.type === 'simulation' ? report?.simulation_name : report?.workspace_name) ?? '';
  usePageTitle(t('page.pageTitle', { report: reportName, name: ownerName || t(`page.kinds.${input.type}`) }));

  if (view === 'loading') return <LoadingScreen />;
  if (view === 'missing') return <ReportNotFound />;
  const card = report ? (
    <section className="report-page__card" aria-labelledby="report-page-title">
      <p className="report-page__kind">{t(`page.kinds.${input.type}`)}</p>
      <h1 id="report-page-title" className="report-page__title">
        {reportName}
      </h1>
      <p className="report-page__owner">{[report.simulation_name, report.workspace_name].filter(Boolean).join(' · ')}</p>
      <dl className="report-page__facts">
        <div>
          <dt>{t('page.statusLabel')}</dt>
          <dd>
            <ReportStatusChip status={report.report_status} reason={report.report_error_message} />
          </dd>
        </div>
        <div>
          <dt>{t('simulations.columns.updated')}</dt>
          <dd>{format.dateTime(report.updated_at)}</dd>
        </div>
      </dl>
      <Message
        severity={HELPER_SEVERITY[report.report_status]}
        text={t(`reportStatus.helper.${report.report_status}`, { ns: 'simulations' })}
        className="report-page__helper"
        data-testid="report-page-helper"
      />
    </section>
  ) : null;
  const back = input.type === 'simulation' ? routes.simulationOverview(input.id) : routes.workspaceOverview(input.id);
  return (
    <div className="report-page">
      <header className="report-page__bar">
        <Link href={routes.home} className="report-page__brand">
          <HorizonLogo size={28} />
          <span>{t('common.productName', { ns: 'translation' })}</span>
        </Link>
        <Link href={back} className="report-page__back">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          {t(input.type === 'simulation' ? 'page.openSimulation' : 'page.openWorkspace')}
        </Link>
      </header>
      <main className="report-page__main">
        {view === 'failed' ? <LoadFailure message={t('page.loadFailed')} failure={failure} onRetry={() => pageRef.send({ type: 'report.retry' })} /> : null}
        {report && input.type === 'simulation' && report.category_name === 'advanced' ? (
          <AdvancedReportBody simulationId={input.id} report={report} card={card} />
        ) : (
          card
        )}
        {report && input.type === 'simulation' && report.category_name === 'lite' && report.report_status !== 'not_started' ? (
          <SimulationReportBody simulationId={input.id} code={input.code} />
        ) : null}
      </main>
    </div>
  );
}
