import type { TFunction } from 'i18next';
import type { RecentList } from '../../../machines/recents.machine';
import type { Formatters } from '../../format/format';
import { routes } from '../../routes';
import type { RecentCardProps } from './RecentCard';

export type RecentCardModel = Omit<RecentCardProps, 'onFollow'>;

/** What each kind's card shows and where it leads (SPEC 2 "Side navigation"). */
export function toRecentCards(list: RecentList, t: TFunction, format: Formatters): RecentCardModel[] {
  const updated = (iso: string) => t('recents.updated', { date: format.date(iso) });
  switch (list.kind) {
    case 'portfolio':
      return list.items.map((portfolio) => ({
        id: portfolio.id,
        href: routes.portfolio(portfolio.id, 'workspaces'),
        name: portfolio.name,
        description: portfolio.description,
        logoUrl: portfolio.logo_url,
        meta: [t('portfolios.workspaces', { count: portfolio.workspace_count }), updated(portfolio.updated_at)],
        actions: [
          // SPEC 6: Share needs the invite capability; without it the action stays visible but disabled.
          { id: 'share', label: t('portfolios.share'), icon: 'pi-share-alt', href: routes.portfolioMembers(portfolio.id), disabled: !portfolio.can_invite },
        ],
      }));
    case 'workspace':
      return list.items.map((workspace) => ({
        id: workspace.id,
        href: routes.workspaceOverview(workspace.id),
        name: workspace.name,
        description: workspace.description,
        context: workspace.portfolio_name,
        meta: [t('recents.simulations', { count: workspace.simulation_count }), updated(workspace.updated_at)],
      }));
    case 'simulation':
      return list.items.map((simulation) => ({
        id: simulation.id,
        href: routes.simulationOverview(simulation.id),
        name: simulation.name,
        description: simulation.description,
        context: `${simulation.workspace_name} · ${simulation.portfolio_name}`,
        meta: [updated(simulation.updated_at)],
      }));
    case 'workPlan':
      return list.items.map((workPlan) => ({
        id: workPlan.id,
        href: routes.workPlan(workPlan.id, 'insights'),
        name: workPlan.name,
        description: workPlan.description,
        context: workPlan.portfolio_name,
        meta: [updated(workPlan.updated_at)],
        actions: [
          { id: 'builder', label: t('recents.builder'), icon: 'pi-sitemap', href: routes.workPlan(workPlan.id, 'builder') },
          { id: 'dataSources', label: t('recents.dataSources'), icon: 'pi-database', href: routes.workPlan(workPlan.id, 'data-sources') },
          { id: 'settings', label: t('common.settings'), icon: 'pi-cog', href: routes.workPlan(workPlan.id, 'settings') },
        ],
      }));
  }
}
