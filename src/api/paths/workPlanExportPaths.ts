import { workPlanParamsSchema } from '../schemas/workPlan.schema';
import { definePath } from './definePath';

/**
 * The plan's exports (DOMAIN "Work Planner"), one path per format: CSV, an Excel workbook, and
 * JSON for the modelling app. Whoever may read the plan may export it.
 */
export const workPlanExportPaths = {
  csv: definePath({ name: 'workPlan.export.csv', method: 'GET', pattern: '/v5/project/:wpId/export/csv', params: workPlanParamsSchema }),
  xlsx: definePath({ name: 'workPlan.export.xlsx', method: 'GET', pattern: '/v5/project/:wpId/export/xlsx', params: workPlanParamsSchema }),
  json: definePath({ name: 'workPlan.export.json', method: 'GET', pattern: '/v5/project/:wpId/export/json', params: workPlanParamsSchema }),
};
