import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TabLinks } from '../../components/TabLinks';
import { routes, type WorkspaceTab } from '../../routes';
import { selectWorkspace } from './workspaceDetailSelectors';
import type { WorkspaceDetailRef } from './useWorkspaceDetailActor';
import { WORKSPACE_TABS } from './workspaceTabs';

type WorkspaceTabBarProps = {
  detailRef: WorkspaceDetailRef;
  current: WorkspaceTab;
};

/** The workspace's tabs (SPEC 2: report and settings); the report counts the simulations. */
export function WorkspaceTabBar({ detailRef, current }: WorkspaceTabBarProps) {
  const { t } = useTranslation('workspace');
  const workspace = useSelector(detailRef, selectWorkspace);
  if (!workspace) return null;
  const tabs = WORKSPACE_TABS.map(({ tab, icon }) => ({
    id: tab,
    href: routes.workspace(workspace.id, tab),
    label: t(`workspace.tabs.${tab}`),
    icon,
    count: tab === 'report' ? workspace.simulation_count : undefined,
  }));
  return <TabLinks label={t('workspace.tabsLabel')} tabs={tabs} current={current} />;
}
