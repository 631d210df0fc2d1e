import { useSelector } from '@xstate/react';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { EmptyState } from '../../../components/EmptyState';
import { selectPlan, selectReportSearch } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { matchingReportTabs, REPORT_TABS_BY_PLAN, type LiteReportTab } from './reportTabs';

const HELPER_SEVERITY = { completed: 'success', in_progress: 'info', not_started: 'info', failed: 'error', outdated: 'warn' } as const;

/**
 * The Search Reports box and the lite reports of the portfolio's plan (SPEC 2), with the report
 * status's helper text (SPEC 4). The reports themselves come later: each entry is listed, not
 * opened.
 */
export function ReportList({ detailRef, simulation }: { detailRef: SimulationDetailRef; simulation: SimulationDetail }) {
  const { t } = useTranslation('simulations');
  const plan = useSelector(detailRef, selectPlan);
  const search = useSelector(detailRef, selectReportSearch);
  const nameOf = (tab: LiteReportTab) => t(`reports.tabs.${tab}`);
  const tabs = plan ? matchingReportTabs(REPORT_TABS_BY_PLAN[plan], nameOf, search) : [];
  const status = simulation.report_status;
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
      <Message severity={HELPER_SEVERITY[status]} text={t(`reportStatus.helper.${status}`)} className="report-list__helper" data-testid="report-helper" />
      {plan && tabs.length === 0 ? (
        <EmptyState icon="pi-search" title={t('reports.noMatch', { query: search.trim() })} text={t('reports.noMatchHint')} />
      ) : (
        <ul className="report-list__entries">
          {tabs.map((tab) => (
            <li key={tab} className="report-entry report-entry--disabled" aria-disabled="true" data-testid="report-entry">
              <i className="pi pi-chart-bar" aria-hidden="true" />
              <span className="report-entry__text">
                <span className="report-entry__name">{nameOf(tab)}</span>
                <span className="report-entry__note">{t('reports.comingSoon')}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
