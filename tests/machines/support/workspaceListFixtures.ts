import type { WorkspaceDetail, WorkspacePage, WorkspaceSummary } from '../../../src/api/schemas/workspace.schema';
import { portfolio } from './fixtures';

export const workspaceSummary: WorkspaceSummary = {
  id: '3f2b8c1d-6e4a-4f7b-9c2d-1a5e8b7c9d01',
  name: 'Budget Scenarios 2027/28',
  description: 'Compare constrained, current and unconstrained budgets',
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  simulation_count: 0,
  latest_task_status: null,
  created_at: '2024-06-01T00:00:00.000Z',
  updated_at: '2024-06-02T00:00:00.000Z',
};

export const workspacePage: WorkspacePage = {
  contents: [workspaceSummary],
  current_page: 1,
  page_size: 24,
  total_count: 1,
  total_pages: 1,
};

export const createdWorkspace: WorkspaceDetail = {
  ...workspaceSummary,
  id: '8a1c2e3f-4b5d-4c6e-8f70-9a1b2c3d4e5f',
  name: 'Stormwater Renewals',
  description: '',
  permission: 'Editor',
  allowed_actions: ['workspaces.read', 'workspaces.write', 'workspaces.delete'],
  settings: { funding_sources: [], status_items: [], priority_items: [], udf_fields: [] },
};
