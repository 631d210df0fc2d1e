import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { WorkspaceSummary } from '../../../api/schemas/workspace.schema';
import { nameInitials } from '../../components/initials';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { RunStateChip } from './RunStateChip';
import '../../styles/entityCard.css';
import './WorkspaceCard.css';

type WorkspaceCardProps = {
  workspace: WorkspaceSummary;
  /** Where the list spans portfolios, the card says which one the workspace belongs to. */
  showPortfolio: boolean;
};

/** One workspace of a list: name, portfolio, description, last update, simulations and the latest run; the whole card opens it. */
export function WorkspaceCard({ workspace, showPortfolio }: WorkspaceCardProps) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const { id, name, description, portfolio_name: portfolioName, updated_at: updatedAt } = workspace;
  return (
    <article className="entity-card workspace-card" data-testid="workspace-card">
      <div className="entity-card__top">
        <span className="entity-card__badge" aria-hidden="true">
          {nameInitials(name)}
        </span>
        <RunStateChip status={workspace.latest_task_status} />
      </div>
      {showPortfolio ? (
        <p className="workspace-card__portfolio" title={t('workspaces.inPortfolio', { name: portfolioName })}>
          <i className="pi pi-briefcase" aria-hidden="true" />
          <span>{portfolioName}</span>
        </p>
      ) : null}
      <h3 className="entity-card__name" title={name}>
        <Link href={routes.workspaceOverview(id)} className="entity-card__link">
          {name}
        </Link>
      </h3>
      <p className={`entity-card__description${description ? '' : ' entity-card__description--empty'}`} title={description || undefined}>
        {description || t('portfolios.noDescription')}
      </p>
      <div className="entity-card__footer">
        <span className="entity-card__count">
          <i className="pi pi-chart-line" aria-hidden="true" />
          {t('recents.simulations', { count: workspace.simulation_count })}
        </span>
        <span className="workspace-card__updated" title={format.dateTime(updatedAt)}>
          <i className="pi pi-clock" aria-hidden="true" />
          {t('portfolios.updatedOn', { date: format.date(updatedAt) })}
        </span>
      </div>
    </article>
  );
}
