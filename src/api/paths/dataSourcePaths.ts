import { dataSourceParamsSchema, workPlanAssetParamsSchema } from '../schemas/dataSource.schema';
import { workPlanParamsSchema } from '../schemas/workPlan.schema';
import { workPlanAssetItemParamsSchema } from '../schemas/workPlanItem.schema';
import { definePath } from './definePath';

/** SPEC 7 version 5 paths /v5/datasource and /v5/assets: a work plan's imported simulation tasks and their assets. */
export const dataSourcePaths = {
  list: definePath({ name: 'workPlan.dataSources.list', method: 'GET', pattern: '/v5/datasource/:wpId', params: workPlanParamsSchema }),
  candidates: definePath({ name: 'workPlan.dataSources.candidates', method: 'GET', pattern: '/v5/datasource/:wpId/candidates', params: workPlanParamsSchema }),
  import: definePath({ name: 'workPlan.dataSources.import', method: 'POST', pattern: '/v5/datasource/:wpId/import', params: workPlanParamsSchema }),
  reorder: definePath({ name: 'workPlan.dataSources.reorder', method: 'PUT', pattern: '/v5/datasource/:wpId/order', params: workPlanParamsSchema }),
  delete: definePath({ name: 'workPlan.dataSources.delete', method: 'DELETE', pattern: '/v5/datasource/:wpId/:sourceId', params: dataSourceParamsSchema }),

  /** The Builder's assets, a window at a time, and one asset with its treatments. */
  assets: definePath({ name: 'workPlan.assets.list', method: 'GET', pattern: '/v5/assets/:wpId', params: workPlanParamsSchema }),
  /** The advanced filter's choices over the plan's assets. */
  assetFilterOptions: definePath({ name: 'workPlan.assets.filterOptions', method: 'GET', pattern: '/v5/assets/:wpId/filter-options', params: workPlanParamsSchema }),
  asset: definePath({ name: 'workPlan.assets.get', method: 'GET', pattern: '/v5/assets/:wpId/:sourceId/:assetId', params: workPlanAssetParamsSchema }),
  /** One asset by its own UUID, as the side panel links it. */
  assetItem: definePath({ name: 'workPlan.assets.item', method: 'GET', pattern: '/v5/assets/:wpId/item/:assetKey', params: workPlanAssetItemParamsSchema }),
};
