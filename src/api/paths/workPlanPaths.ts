import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import {
  fundingSourceParamsSchema,
  priorityItemParamsSchema,
  statusItemParamsSchema,
  udfFieldParamsSchema,
  workPlanParamsSchema,
} from '../schemas/workPlan.schema';
import { definePath } from './definePath';

/**
 * A portfolio's work plans, each plan, and its settings under SPEC 8's version 5 paths. The
 * collection across portfolios is in collectionPaths.
 */
export const workPlanPaths = {
  list: definePath({ name: 'portfolio.workPlans.list', method: 'GET', pattern: '/portfolios/:pfId/work-plans', params: portfolioParamsSchema }),
  create: definePath({ name: 'portfolio.workPlans.create', method: 'POST', pattern: '/portfolios/:pfId/work-plans', params: portfolioParamsSchema }),
  nameCheck: definePath({
    name: 'portfolio.workPlans.nameCheck',
    method: 'GET',
    pattern: '/portfolios/:pfId/work-plans/name-check',
    params: portfolioParamsSchema,
  }),
  get: definePath({ name: 'workPlan.get', method: 'GET', pattern: '/work-plans/:wpId', params: workPlanParamsSchema }),
  update: definePath({ name: 'workPlan.update', method: 'PATCH', pattern: '/work-plans/:wpId', params: workPlanParamsSchema }),
  delete: definePath({ name: 'workPlan.delete', method: 'DELETE', pattern: '/work-plans/:wpId', params: workPlanParamsSchema }),
  settings: definePath({ name: 'workPlan.settings.get', method: 'GET', pattern: '/v5/workspace-setting/:wpId', params: workPlanParamsSchema }),
  saveSettings: definePath({ name: 'workPlan.settings.save', method: 'PUT', pattern: '/v5/workspace-setting/:wpId', params: workPlanParamsSchema }),
  fundingSourceCreate: definePath({
    name: 'workPlan.fundingSource.create',
    method: 'POST',
    pattern: '/v5/workspace-setting-funding-source/:wpId',
    params: workPlanParamsSchema,
  }),
  fundingSourceOrder: definePath({
    name: 'workPlan.fundingSource.order',
    method: 'PUT',
    pattern: '/v5/workspace-setting-funding-source/:wpId/order',
    params: workPlanParamsSchema,
  }),
  fundingSourceUpdate: definePath({
    name: 'workPlan.fundingSource.update',
    method: 'PUT',
    pattern: '/v5/workspace-setting-funding-source/:wpId/:fundingSourceId',
    params: fundingSourceParamsSchema,
  }),
  fundingSourceDelete: definePath({
    name: 'workPlan.fundingSource.delete',
    method: 'DELETE',
    pattern: '/v5/workspace-setting-funding-source/:wpId/:fundingSourceId',
    params: fundingSourceParamsSchema,
  }),
  statusItemCreate: definePath({
    name: 'workPlan.statusItem.create',
    method: 'POST',
    pattern: '/v5/workspace-setting-status-item/:wpId',
    params: workPlanParamsSchema,
  }),
  statusItemOrder: definePath({
    name: 'workPlan.statusItem.order',
    method: 'PUT',
    pattern: '/v5/workspace-setting-status-item/:wpId/order',
    params: workPlanParamsSchema,
  }),
  statusItemUpdate: definePath({
    name: 'workPlan.statusItem.update',
    method: 'PUT',
    pattern: '/v5/workspace-setting-status-item/:wpId/:statusItemId',
    params: statusItemParamsSchema,
  }),
  statusItemDelete: definePath({
    name: 'workPlan.statusItem.delete',
    method: 'DELETE',
    pattern: '/v5/workspace-setting-status-item/:wpId/:statusItemId',
    params: statusItemParamsSchema,
  }),
  priorityItemCreate: definePath({
    name: 'workPlan.priorityItem.create',
    method: 'POST',
    pattern: '/v5/workspace-setting-priority-item/:wpId',
    params: workPlanParamsSchema,
  }),
  priorityItemOrder: definePath({
    name: 'workPlan.priorityItem.order',
    method: 'PUT',
    pattern: '/v5/workspace-setting-priority-item/:wpId/order',
    params: workPlanParamsSchema,
  }),
  priorityItemUpdate: definePath({
    name: 'workPlan.priorityItem.update',
    method: 'PUT',
    pattern: '/v5/workspace-setting-priority-item/:wpId/:priorityItemId',
    params: priorityItemParamsSchema,
  }),
  priorityItemDelete: definePath({
    name: 'workPlan.priorityItem.delete',
    method: 'DELETE',
    pattern: '/v5/workspace-setting-priority-item/:wpId/:priorityItemId',
    params: priorityItemParamsSchema,
  }),
  udfFieldCreate: definePath({
    name: 'workPlan.udfField.create',
    method: 'POST',
    pattern: '/v5/workspace-setting-udf-field/:wpId',
    params: workPlanParamsSchema,
  }),
  udfFieldOrder: definePath({
    name: 'workPlan.udfField.order',
    method: 'PUT',
    pattern: '/v5/workspace-setting-udf-field/:wpId/order',
    params: workPlanParamsSchema,
  }),
  udfFieldUpdate: definePath({
    name: 'workPlan.udfField.update',
    method: 'PUT',
    pattern: '/v5/workspace-setting-udf-field/:wpId/:udfFieldId',
    params: udfFieldParamsSchema,
  }),
  udfFieldDelete: definePath({
    name: 'workPlan.udfField.delete',
    method: 'DELETE',
    pattern: '/v5/workspace-setting-udf-field/:wpId/:udfFieldId',
    params: udfFieldParamsSchema,
  }),
};
