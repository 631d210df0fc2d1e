import { routes } from '../../../routes';

/** SPEC 2 "Work Plan insights": its views, in the order the switch shows them. */
export const INSIGHTS_VIEWS = [
  { view: 'board', icon: 'pi-th-large' },
  { view: 'grid', icon: 'pi-table' },
  { view: 'gantt', icon: 'pi-align-left' },
  { view: 'map', icon: 'pi-map' },
] as const;

export type InsightsView = (typeof INSIGHTS_VIEWS)[number]['view'];

export const isInsightsView = (value: string | undefined): value is InsightsView => INSIGHTS_VIEWS.some(({ view }) => view === value);

/** /work-plan/{id}/insights/{view}: each view has its own address, so that Back returns to the previous one. */
export const insightsViewPath = (workPlanId: string, view: InsightsView): string => `${routes.workPlan(workPlanId, 'insights')}/${view}`;
