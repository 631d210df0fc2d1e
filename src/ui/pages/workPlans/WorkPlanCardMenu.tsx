import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { routes } from '../../routes';
import { WORK_PLAN_TABS } from '../workPlan/workPlanTabs';

/** SPEC 2: a work plan card's menu links to Builder, Data Sources and Settings; the card itself opens Insights. */
const MENU_TABS = WORK_PLAN_TABS.filter(({ tab }) => tab !== 'insights');

export function WorkPlanCardMenu({ workPlanId, name }: { workPlanId: string; name: string }) {
  const { t } = useTranslation('workPlans');
  const menu = useRef<Menu>(null);
  const [, navigate] = useLocation();
  const items: MenuItem[] = MENU_TABS.map(({ tab, icon }) => ({
    id: tab,
    label: t(`page.tabs.${tab}`),
    icon: `pi ${icon}`,
    command: () => navigate(routes.workPlan(workPlanId, tab)),
  }));
  const label = t('card.menu', { name });
  return (
    <span className="work-plan-card__actions">
      <Button
        icon="pi pi-ellipsis-v"
        rounded
        text
        severity="secondary"
        size="small"
        className="work-plan-card__menu-button"
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu model={items} popup ref={menu} className="work-plan-card__menu" aria-label={label} />
    </span>
  );
}
