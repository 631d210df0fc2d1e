import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { selectWorkspace } from './workspaceDetailSelectors';
import type { WorkspaceDetailRef } from './useWorkspaceDetailActor';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/**
 * The top of the workspace page: the way back to its portfolio, the name, the member's permission,
 * the description, and how many simulations it holds.
 */
export function WorkspaceHeader({ detailRef }: { detailRef: WorkspaceDetailRef }) {
  const { t } = useTranslation('workspace');
  const format = useFormat();
  const workspace = useSelector(detailRef, selectWorkspace);
  if (!workspace) return null;
  const { name, description, permission, portfolio_id: portfolioId, portfolio_name: portfolioName } = workspace;
  return (
    <header className="workspace-header">
      <nav className="page-crumbs" aria-label={t('workspace.breadcrumb')}>
        <Link href={routes.portfolios}>{t('portfolios.title')}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <Link href={routes.portfolio(portfolioId, 'workspaces')}>{portfolioName}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <span aria-current="page">{name}</span>
      </nav>
      <div className="detail-header__card">
        <span className="detail-header__icon" aria-hidden="true">
          <i className="pi pi-th-large" />
        </span>
        <div className="detail-header__text">
          <div className="detail-header__title-row">
            <h1 className="detail-header__name">{name}</h1>
            <span className={`permission-badge permission-badge--${permission.toLowerCase()}`}>
              {t('portfolios.yourPermission', { permission: t(`portfolios.permission.${permission}`) })}
            </span>
          </div>
          <p className={`detail-header__description${description ? '' : ' detail-header__description--empty'}`}>
            {description || t('portfolios.noDescription')}
          </p>
        </div>
        <dl className="detail-header__facts">
          <div>
            <dt>{t('workspace.simulations')}</dt>
            <dd data-testid="workspace-simulation-count">{format.number(workspace.simulation_count)}</dd>
          </div>
          <div>
            <dt>{t('workspace.updated')}</dt>
            <dd>{format.date(workspace.updated_at)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
