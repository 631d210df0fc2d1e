import type { PortfolioTab } from '../../routes';
import { ActivitiesTab } from './activities/ActivitiesTab';
import { WorkPlanFeatureTab } from './content/WorkPlanFeatureTab';
import { WorkspacesTab } from './content/WorkspacesTab';
import { MembersTab } from './members/MembersTab';
import { PortfolioReportsTab } from './reports/PortfolioReportsTab';
import { ResourcesTab } from './resources/ResourcesTab';
import { SettingsTab } from './settings/SettingsTab';
import type { PortfolioDetailRef } from './usePortfolioDetailActor';

type PortfolioTabContentProps = {
  detailRef: PortfolioDetailRef;
  tab: PortfolioTab;
};

/** The current tab; each starts its own actors and stops them when the user leaves it. */
export function PortfolioTabContent({ detailRef, tab }: PortfolioTabContentProps) {
  switch (tab) {
    case 'workspaces':
      return <WorkspacesTab detailRef={detailRef} />;
    case 'work-plans':
      return <WorkPlanFeatureTab detailRef={detailRef} tab="work-plans" />;
    case 'model':
      return <WorkPlanFeatureTab detailRef={detailRef} tab="model" />;
    case 'reports':
      return <PortfolioReportsTab detailRef={detailRef} />;
    case 'resources':
      return <ResourcesTab detailRef={detailRef} />;
    case 'members':
      return <MembersTab detailRef={detailRef} />;
    case 'activities':
      return <ActivitiesTab detailRef={detailRef} />;
    case 'settings':
      return <SettingsTab detailRef={detailRef} />;
  }
}
