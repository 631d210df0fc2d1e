import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import { workspaceParamsSchema } from '../schemas/workspace.schema';
import { definePath } from './definePath';

/** A portfolio's workspaces and each workspace with its settings. The collection across portfolios is in collectionPaths. */
export const workspacePaths = {
  list: definePath({ name: 'portfolio.workspaces.list', method: 'GET', pattern: '/portfolios/:pfId/workspaces', params: portfolioParamsSchema }),
  create: definePath({
    name: 'portfolio.workspaces.create',
    method: 'POST',
    pattern: '/portfolios/:pfId/workspaces',
    params: portfolioParamsSchema,
  }),
  get: definePath({ name: 'workspace.get', method: 'GET', pattern: '/workspaces/:wsId', params: workspaceParamsSchema }),
  update: definePath({ name: 'workspace.update', method: 'PUT', pattern: '/workspaces/:wsId', params: workspaceParamsSchema }),
  delete: definePath({ name: 'workspace.delete', method: 'DELETE', pattern: '/workspaces/:wsId', params: workspaceParamsSchema }),
  settings: definePath({ name: 'workspace.settings.get', method: 'GET', pattern: '/workspaces/:wsId/settings', params: workspaceParamsSchema }),
  saveSettings: definePath({
    name: 'workspace.settings.save',
    method: 'PUT',
    pattern: '/workspaces/:wsId/settings',
    params: workspaceParamsSchema,
  }),
};
