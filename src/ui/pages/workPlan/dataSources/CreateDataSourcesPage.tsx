import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { DATA_SOURCE_IMPORT_MAX, type DataSourceCandidate } from '../../../../api/schemas/dataSource.schema';
import { usePageTitle } from '../../../app/usePageTitle';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { routes } from '../../../routes';
import type { WorkPlanTabProps } from '../workPlanTabProps';
import {
  groupCandidates,
  selectCandidates,
  selectCandidatesFailure,
  selectCandidatesView,
  selectCanSubmit,
  selectQuery,
  selectSelected,
  selectSubmitting,
  type CandidateGroup,
} from './dataSourcesSelectors';
import { useDataSourceCandidatesActor, type DataSourceCandidatesRef } from './useDataSourceCandidatesActor';
import type { DataSourceImportsRef } from './useDataSourceImportsActor';
import '../../../styles/pageSections.css';
import './dataSources.css';

/**
 * SPEC 2 "Work Plan data sources: import": the completed runs of the plan's portfolio by
 * workspace, searchable; the user ticks the ones to import and submits them (SPEC 3: wp_id and
 * ds_ids), then the list shows their statuses as they progress. SPEC 5: a simulation already
 * imported is shown, but cannot be chosen.
 */
export function CreateDataSourcesPage({ workPlan, importsRef }: WorkPlanTabProps & { importsRef: DataSourceImportsRef }) {
  const { t } = useTranslation('workPlanDataSources');
  usePageTitle(t('create.pageTitle'));
  const [, navigate] = useLocation();
  const candidatesRef = useDataSourceCandidatesActor(workPlan.id);
  const view = useSelector(candidatesRef, selectCandidatesView);
  const candidates = useSelector(candidatesRef, selectCandidates);
  const failure = useSelector(candidatesRef, selectCandidatesFailure);
  const query = useSelector(candidatesRef, selectQuery);
  const selected = useSelector(candidatesRef, selectSelected);
  const canSubmit = useSelector(importsRef, selectCanSubmit);
  const submitting = useSelector(importsRef, selectSubmitting);
  const canWrite = workPlan.allowed_actions.includes('workPlans.write');
  const listPath = routes.workPlan(workPlan.id, 'data-sources');
  const groups = groupCandidates(candidates, query);
  const importableCount = candidates.filter(({ imported }) => !imported).length;

  return (
    <section className="import-data-sources" aria-labelledby="import-data-sources-title">
      <Link href={listPath} className="import-data-sources__back">
        <i className="pi pi-arrow-left" aria-hidden="true" />
        {t('create.back')}
      </Link>
      <div className="tab-toolbar">
        <div>
          <h2 className="tab-toolbar__title" id="import-data-sources-title">
            {t('create.title')}
          </h2>
          <p className="tab-toolbar__subtitle import-data-sources__intro">{t('create.intro', { portfolio: workPlan.portfolio_name })}</p>
        </div>
      </div>

      {!canWrite ? <Message severity="info" className="import-data-sources__viewer" text={t('create.viewerNotice')} /> : null}

      {view === 'failed' ? <LoadFailure message={t('create.loadFailed')} failure={failure} onRetry={() => candidatesRef.send({ type: 'retry' })} inTab /> : null}

      {view === 'loading' ? (
        <div className="candidate-group" aria-busy="true" aria-label={t('create.loading')}>
          {[0, 1, 2].map((index) => (
            <div className="candidate-row" key={index}>
              <Skeleton width="1.25rem" height="1.25rem" />
              <Skeleton width="40%" height="1rem" />
              <Skeleton width="25%" height="1rem" />
            </div>
          ))}
        </div>
      ) : null}

      {view === 'ready' && candidates.length === 0 ? (
        <EmptyState
          icon="pi pi-chart-line"
          title={t('create.empty.title')}
          text={t('create.empty.text')}
          actionLabel={t('create.empty.action')}
          actionIcon="pi pi-folder-open"
          onAction={() => navigate(routes.portfolio(workPlan.portfolio_id, 'workspaces'))}
        />
      ) : null}

      {view === 'ready' && candidates.length > 0 ? (
        <>
          <div className="import-data-sources__toolbar">
            <IconField iconPosition="left" className="import-data-sources__search">
              <InputIcon className="pi pi-search" />
              <InputText
                type="search"
                value={query}
                placeholder={t('create.searchPlaceholder')}
                aria-label={t('create.searchLabel')}
                onChange={(event) => candidatesRef.send({ type: 'search', query: event.target.value })}
              />
            </IconField>
            <span className="import-data-sources__available">{t('create.available', { count: importableCount })}</span>
          </div>

          {groups.length === 0 ? <p className="import-data-sources__no-match">{t('create.noMatch', { query: query.trim() })}</p> : null}

          {groups.map((group) => (
            <CandidateGroupCard key={group.workspaceId} group={group} selected={selected} candidatesRef={candidatesRef} disabled={!canWrite || submitting} />
          ))}

          <footer className="import-data-sources__footer">
            <div className="import-data-sources__selection" aria-live="polite">
              <strong>{t('create.selected', { count: selected.length })}</strong>
              <span>{selected.length >= DATA_SOURCE_IMPORT_MAX ? t('create.limitReached', { max: DATA_SOURCE_IMPORT_MAX }) : t('create.limit', { max: DATA_SOURCE_IMPORT_MAX })}</span>
            </div>
            {selected.length > 0 && !submitting ? <Button label={t('create.clear')} text onClick={() => candidatesRef.send({ type: 'selection.clear' })} /> : null}
            <Button label={t('common.cancel')} severity="secondary" outlined onClick={() => navigate(listPath)} disabled={submitting} />
            <Button
              label={t('create.submit', { count: selected.length })}
              icon="pi pi-download"
              loading={submitting}
              disabled={!canWrite || selected.length === 0 || !(canSubmit || submitting)}
              onClick={() => importsRef.send({ type: 'import.submit', taskIds: selected })}
              data-testid="submit-import"
            />
          </footer>
        </>
      ) : null}
    </section>
  );
}

type CandidateGroupCardProps = {
  group: CandidateGroup;
  selected: readonly string[];
  candidatesRef: DataSourceCandidatesRef;
  disabled: boolean;
};

/** One workspace's runs, with a tick for all of its importable ones. */
function CandidateGroupCard({ group, selected, candidatesRef, disabled }: CandidateGroupCardProps) {
  const { t } = useTranslation('workPlanDataSources');
  const format = useFormat();
  const importable = group.candidates.filter(({ imported }) => !imported);
  const chosen = importable.filter(({ task_id: taskId }) => selected.includes(taskId)).length;
  const full = selected.length >= DATA_SOURCE_IMPORT_MAX;
  const groupInput = `candidate-workspace-${group.workspaceId}`;

  const row = (candidate: DataSourceCandidate) => {
    const inputId = `candidate-${candidate.task_id}`;
    const isChosen = selected.includes(candidate.task_id);
    const years =
      candidate.first_year === null || candidate.last_year === null
        ? t('list.noYears')
        : candidate.first_year === candidate.last_year
          ? String(candidate.first_year)
          : t('list.yearRange', { first: candidate.first_year, last: candidate.last_year });
    return (
      <li key={candidate.task_id} className={`candidate-row${candidate.imported ? ' candidate-row--imported' : ''}${isChosen ? ' candidate-row--chosen' : ''}`} data-testid="candidate-row">
        <Checkbox
          inputId={inputId}
          checked={isChosen}
          disabled={disabled || candidate.imported || (full && !isChosen)}
          onChange={() => candidatesRef.send({ type: 'candidate.toggle', taskId: candidate.task_id })}
        />
        <label htmlFor={inputId} className="candidate-row__label">
          <span className="candidate-row__name">{candidate.simulation_name}</span>
          <span className="candidate-row__meta">
            {candidate.run_at ? (
              <span>
                <i className="pi pi-calendar" aria-hidden="true" />
                {t('create.ranOn', { date: format.date(candidate.run_at) })}
              </span>
            ) : null}
            <span>
              <i className="pi pi-clock" aria-hidden="true" />
              {years}
            </span>
            <span>
              <i className="pi pi-wrench" aria-hidden="true" />
              {t('create.works', { count: candidate.work_count, formatted: format.number(candidate.work_count) })}
            </span>
          </span>
        </label>
        {candidate.imported ? (
          <div className="candidate-row__imported">
            <Tag value={t('create.imported')} icon="pi pi-check" className="candidate-row__tag" />
            <small>{t('create.importedNote')}</small>
          </div>
        ) : null}
      </li>
    );
  };

  return (
    <section className="candidate-group" aria-labelledby={`${groupInput}-label`} data-testid="candidate-group">
      <header className="candidate-group__header">
        <Checkbox
          inputId={groupInput}
          checked={importable.length > 0 && chosen === importable.length}
          disabled={disabled || importable.length === 0 || (full && chosen < importable.length)}
          onChange={() => candidatesRef.send({ type: 'workspace.toggle', workspaceId: group.workspaceId })}
          aria-label={t('create.chooseWorkspace', { name: group.workspaceName })}
        />
        <i className="pi pi-folder candidate-group__icon" aria-hidden="true" />
        <h3 className="candidate-group__name" id={`${groupInput}-label`}>
          {group.workspaceName}
        </h3>
        <span className="candidate-group__count">{t('create.runs', { count: group.candidates.length })}</span>
      </header>
      <ul className="candidate-group__rows">{group.candidates.map(row)}</ul>
    </section>
  );
}
