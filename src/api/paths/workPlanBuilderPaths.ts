import { workPlanParamsSchema } from '../schemas/workPlan.schema';
import { definePath } from './definePath';

/** The Builder's Treatments and Map views: a plan's proposed treatments with their placement, and its assets on a map. */
export const workPlanBuilderPaths = {
  geojson: definePath({ name: 'workPlan.assets.geojson', method: 'GET', pattern: '/v5/assets/:wpId/geojson', params: workPlanParamsSchema }),
  proposed: definePath({ name: 'workPlan.treatments.proposed', method: 'GET', pattern: '/v5/project-phase-treatment/:wpId/proposed', params: workPlanParamsSchema }),
};
