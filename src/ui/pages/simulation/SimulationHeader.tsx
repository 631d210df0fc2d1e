import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { selectSimulation } from './simulationDetailSelectors';
import type { SimulationDetailRef } from './useSimulationDetailActor';
import '../../components/PageCrumbs.css';
import '../../components/DetailHeader.css';

/**
 * The top of the simulation page: the way back through its portfolio and workspace, the name, the
 * description, what it runs on and when it last changed.
 */
export function SimulationHeader({ detailRef }: { detailRef: SimulationDetailRef }) {
  const { t } = useTranslation('simulations');
  const format = useFormat();
  const simulation = useSelector(detailRef, selectSimulation);
  if (!simulation) return null;
  const { name, description, portfolio_id: portfolioId, portfolio_name: portfolioName, workspace_id: workspaceId, workspace_name: workspaceName } = simulation;
  return (
    <header className="simulation-header">
      <nav className="page-crumbs" aria-label={t('detail.breadcrumb')}>
        <Link href={routes.portfolio(portfolioId, 'workspaces')}>{portfolioName}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <Link href={routes.workspaceOverview(workspaceId)}>{workspaceName}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <span aria-current="page">{name}</span>
      </nav>
      <div className="detail-header__card">
        <span className="detail-header__icon" aria-hidden="true">
          <i className="pi pi-chart-line" />
        </span>
        <div className="detail-header__text">
          <h1 className="detail-header__name">{name}</h1>
          <p className={`detail-header__description${description ? '' : ' detail-header__description--empty'}`}>
            {description || t('noDescription')}
          </p>
        </div>
        <dl className="detail-header__facts">
          <div>
            <dt>{t('detail.data')}</dt>
            <dd title={simulation.data_name}>{t('detail.version', { name: simulation.data_name, version: simulation.data_snapshot_version })}</dd>
          </div>
          <div>
            <dt>{t('detail.model')}</dt>
            <dd title={simulation.model_name}>{t('detail.version', { name: simulation.model_name, version: simulation.simulation_settings_version })}</dd>
          </div>
          <div>
            <dt>{t('detail.updated')}</dt>
            <dd>{format.date(simulation.updated_at)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

/** The page's outline while the simulation loads. */
export function SimulationHeaderSkeleton() {
  return (
    <div className="simulation-page" aria-busy="true">
      <div className="simulation-header">
        <Skeleton width="260px" height="0.875rem" className="page-crumbs" />
        <div className="detail-header__card">
          <Skeleton width="56px" height="56px" borderRadius="14px" />
          <div className="detail-header__text">
            <Skeleton width="40%" height="1.75rem" />
            <Skeleton width="70%" height="0.875rem" className="simulation-page__skeleton-line" />
          </div>
        </div>
      </div>
      <div className="tab-links">
        {[96, 84, 84].map((width, index) => (
          <Skeleton key={index} width={`${width}px`} height="1.25rem" />
        ))}
      </div>
      <Skeleton height="16rem" borderRadius="14px" />
    </div>
  );
}
