import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SimulationSummary } from '../../../api/schemas/simulation.schema';
import type { TaskErrorMessage } from '../../../machines/taskChip.machine';
import { nameInitials } from '../../components/initials';
import { TaskChip } from '../../components/taskChip/TaskChip';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { ReportStatusBadge } from './ReportStatusBadge';
import '../../styles/entityCard.css';

const NO_ERRORS: TaskErrorMessage[] = [];

/** One simulation of the list: its workspace and portfolio, name, description, run and report status; the whole card opens its overview. */
export function SimulationCard({ simulation }: { simulation: SimulationSummary }) {
  const { t } = useTranslation('simulations');
  const format = useFormat();
  const { id, name, description, workspace_name: workspaceName, portfolio_name: portfolioName, current_task: task } = simulation;
  return (
    <article className="entity-card simulation-card" data-testid="simulation-card">
      <div className="entity-card__top">
        <span className="entity-card__badge" aria-hidden="true">
          {nameInitials(name)}
        </span>
        <TaskChip status={task?.status ?? null} simTimeRemaining={task?.sim_time_remaining ?? null} errorMessages={task?.error_messages ?? NO_ERRORS} />
      </div>
      <div className="simulation-card__where" title={t('list.where', { workspace: workspaceName, portfolio: portfolioName })}>
        <p>
          <i className="pi pi-briefcase" aria-hidden="true" />
          <span>{portfolioName}</span>
        </p>
        <p>
          <i className="pi pi-folder-open" aria-hidden="true" />
          <span>{workspaceName}</span>
        </p>
      </div>
      <h3 className="entity-card__name" title={name}>
        <Link href={routes.simulationOverview(id)} className="entity-card__link">
          {name}
        </Link>
      </h3>
      <p className={`entity-card__description${description ? '' : ' entity-card__description--empty'}`} title={description || undefined}>
        {description || t('noDescription')}
      </p>
      <div className="entity-card__footer">
        <ReportStatusBadge status={simulation.report_status} />
        <span className="simulation-card__updated" title={format.dateTime(simulation.updated_at)}>
          <i className="pi pi-clock" aria-hidden="true" />
          {format.date(simulation.updated_at)}
        </span>
      </div>
    </article>
  );
}
