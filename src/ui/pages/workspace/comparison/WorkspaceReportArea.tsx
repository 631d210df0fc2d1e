import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TabLinks } from '../../../components/TabLinks';
import { routes, type WorkspaceReportTab } from '../../../routes';
import { OverviewTab } from '../overview/OverviewTab';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { selectWorkspace } from '../workspaceDetailSelectors';
import { WORKSPACE_REPORT_TABS } from '../workspaceTabs';
import { ComparisonTab } from './ComparisonTab';

/** The report tab (SPEC 2): its own tabs (overview, funding comparison, year comparison), each at its address. */
export function WorkspaceReportArea({ detailRef, tab }: { detailRef: WorkspaceDetailRef; tab: WorkspaceReportTab }) {
  const { t } = useTranslation('workspaceReports');
  const workspace = useSelector(detailRef, selectWorkspace)!;
  const tabs = WORKSPACE_REPORT_TABS.map((entry) => ({ id: entry.tab, href: routes.workspaceReport(workspace.id, entry.tab), label: t(`tabs.${entry.tab}`), icon: entry.icon }));
  return (
    <div className="workspace-report">
      <div className="workspace-report__tabs">
        <TabLinks label={t('tabsLabel')} tabs={tabs} current={tab} />
      </div>
      {/* Each tab is its own page actor: another tab starts afresh. */}
      {tab === 'overview' ? <OverviewTab detailRef={detailRef} /> : <ComparisonTab key={tab} detailRef={detailRef} tab={tab} />}
    </div>
  );
}
