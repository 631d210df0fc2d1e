import { useTranslation } from 'react-i18next';
import { TabLinks } from '../../components/TabLinks';
import { routes, type WorkPlanTab } from '../../routes';
import { WORK_PLAN_TABS } from './workPlanTabs';

/** The work plan's tabs (SPEC 2: insights, builder, data sources and settings). */
export function WorkPlanTabBar({ workPlanId, current }: { workPlanId: string; current: WorkPlanTab }) {
  const { t } = useTranslation('workPlans');
  const tabs = WORK_PLAN_TABS.map(({ tab, icon }) => ({ id: tab, href: routes.workPlan(workPlanId, tab), label: t(`page.tabs.${tab}`), icon }));
  return <TabLinks label={t('page.tabsLabel')} tabs={tabs} current={current} />;
}
