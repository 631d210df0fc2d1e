import { routes } from '../../../routes';

/** SPEC 2 "Work Plan builder": its views, in the order the switch shows them. */
export const BUILDER_VIEWS = [
  { view: 'assets', icon: 'pi-list' },
  { view: 'treatments', icon: 'pi-wrench' },
  { view: 'map', icon: 'pi-map' },
] as const;

export type BuilderView = (typeof BUILDER_VIEWS)[number]['view'];

export const isBuilderView = (value: string | undefined): value is BuilderView => BUILDER_VIEWS.some(({ view }) => view === value);

/** /work-plan/{id}/builder/{view}: each view has its own address, so that Back returns to the previous one. */
export const builderViewPath = (workPlanId: string, view: BuilderView): string => `${routes.workPlan(workPlanId, 'builder')}/${view}`;
