import type { WorkspaceDetail } from '../../../src/api/schemas/workspace.schema';
import type { WorkspaceSettings } from '../../../src/api/schemas/workspaceSettings.schema';
import { portfolio } from './fixtures';

export const workspaceSettings: WorkspaceSettings = {
  funding_sources: [
    { id: '1b6f8a52-3c4d-4e5f-9a0b-1c2d3e4f5a61', name: 'Renewals' },
    { id: '1b6f8a52-3c4d-4e5f-9a0b-1c2d3e4f5a62', name: 'Capital works' },
  ],
  status_items: [
    { id: '2c7a9b63-4d5e-4f60-8b1c-2d3e4f5a6b71', name: 'Draft' },
    { id: '2c7a9b63-4d5e-4f60-8b1c-2d3e4f5a6b72', name: 'Approved' },
  ],
  priority_items: [{ id: '3d8bac74-5e6f-4071-9c2d-3e4f5a6b7c81', name: 'High' }],
  udf_fields: [{ id: '4e9cbd85-6f70-4182-8d3e-4f5a6b7c8d91', name: 'Ward', kind: 'list', options: ['North', 'South'] }],
};

export const workspaceDetail: WorkspaceDetail = {
  id: '5fa0ce96-7081-4293-9e4f-5a6b7c8d9ea1',
  name: 'Budget Scenarios 2027/28',
  description: 'Compare constrained, current and unconstrained budgets.',
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  simulation_count: 0,
  latest_task_status: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-02T00:00:00.000Z',
  permission: 'Editor',
  allowed_actions: ['workspaces.read', 'workspaces.write', 'workspaces.delete'],
  settings: workspaceSettings,
};

export const renamedWorkspace: WorkspaceDetail = {
  ...workspaceDetail,
  name: 'Budget Scenarios 2028/29',
  description: 'Next year’s budgets.',
  updated_at: '2026-03-05T00:00:00.000Z',
};
