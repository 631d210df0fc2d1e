import { useSelector } from '@xstate/react';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { EmptyState } from '../../../components/EmptyState';
import { routes } from '../../../routes';
import { selectPlan, selectReportSearch } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { AdvancedReportEntry } from './AdvancedReportEntry';
import { matchingReportTabs, REPORT_TABS_BY_PLAN, type LiteReportTab } from './reportTabs';
import { ReportStatusHelper } from './ReportStatusHelper';
import { useReportStatusActor } from './useReportStatusActor';

/**
 * The Search Reports box and the lite reports of the portfolio's plan (SPEC 2), with the report
 * status's helper text (SPEC 4). Each entry opens its lite report tab.
 */
export function ReportList({ detailRef, simulation }: { detailRef: SimulationDetailRef; simulation: SimulationDetail }) {
  const { t } = useTranslation('simulations');
  const plan = useSelector(detailRef, selectPlan);
  const search = useSelector(detailRef, selectReportSearch);
  const statusRef = useReportStatusActor(simulation.id, simulation.report_status);
  const nameOf = (tab: LiteReportTab) => t(`reports.tabs.${tab}`);
  const tabs = plan ? matchingReportTabs(REPORT_TABS_BY_PLAN[plan], nameOf, search) : [];
  return (
    <section className="report-list" aria-labelledby="report-list-title">
      <div className="report-list__head">
        <div>
          <h2 id="report-list-title" className="tab-toolbar__title">
            {t('reports.title')}
          </h2>
          {plan ? <p className="tab-toolbar__subtitle">{t('reports.planNote', { plan })}</p> : null}
        </div>
        <IconField iconPosition="left" className="report-list__search" role="search">
          <InputIcon className="pi pi-search" />
          <InputText
            type="search"
            value={search}
            placeholder={t('reports.searchPlaceholder')}
            aria-label={t('reports.searchLabel')}
            onChange={(event) => detailRef.send({ type: 'reports.search', text: event.target.value })}
          />
        </IconField>
      </div>
      <ReportStatusHelper statusRef={statusRef} fetched={simulation.report_status} canGenerate={simulation.allowed_actions.includes('reports.generate')} />
      {plan && tabs.length === 0 ? (
        <EmptyState icon="pi-search" title={t('reports.noMatch', { query: search.trim() })} text={t('reports.noMatchHint')} />
      ) : (
        <ul className="report-list__entries">
          {tabs.map((tab) => (
            <li key={tab}>
              {/* The overview's numbers are on this page, below; every other tab has its own address. */}
              {tab === 'overview' ? (
                <a href="#lite-overview" className="report-entry" data-testid="report-entry">
                  <ReportEntryText name={nameOf(tab)} note={t('reports.open')} />
                </a>
              ) : (
                <Link href={routes.simulationReport(simulation.id, tab)} className="report-entry" data-testid="report-entry">
                  <ReportEntryText name={nameOf(tab)} note={t('reports.open')} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {plan ? <AdvancedReportEntry simulation={simulation} plan={plan} statusRef={statusRef} /> : null}
    </section>
  );
}

function ReportEntryText({ name, note }: { name: string; note: string }) {
  return (
    <>
      <i className="pi pi-chart-bar" aria-hidden="true" />
      <span className="report-entry__text">
        <span className="report-entry__name">{name}</span>
        <span className="report-entry__note">{note}</span>
      </span>
      <i className="pi pi-angle-right report-entry__go" aria-hidden="true" />
    </>
  );
}
