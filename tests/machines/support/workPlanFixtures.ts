import type { WorkPlanDetail, WorkPlanPage, WorkPlanSummary } from '../../../src/api/schemas/workPlan.schema';
import { portfolio } from './fixtures';

export const workPlanSummary: WorkPlanSummary = {
  id: '0d6f4a86-3b0e-4d52-9f7e-8f1b2c3d4e5f',
  name: 'Road resurfacing 2027-2036',
  description: 'Streets and the water mains under them.',
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  project_count: 0,
  has_spatial_data_sources: false,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-04T15:30:00.000Z',
};

export const workPlanPage: WorkPlanPage = { contents: [workPlanSummary], current_page: 1, page_size: 24, total_count: 1, total_pages: 1 };

/** SPEC 3 "Work Plan": the Australian fiscal year over ten planning years, as a new plan has it. */
export const workPlanDetail: WorkPlanDetail = {
  ...workPlanSummary,
  time_frame: {
    fiscal_year_start: '2026-07-01',
    fiscal_year_end: '2027-06-30',
    planning_years: 2,
    years: [
      { index: 0, label: 'FY2026/27', start: '2026-07-01', end: '2027-06-30' },
      { index: 1, label: 'FY2027/28', start: '2027-07-01', end: '2028-06-30' },
    ],
  },
  allowed_actions: ['workPlans.read', 'workPlans.write', 'workPlans.delete'],
};

export const renamedWorkPlan: WorkPlanDetail = { ...workPlanDetail, name: 'Renewals 2027-2036', updated_at: '2026-03-05T08:00:00.000Z' };

export const createdWorkPlan: WorkPlanDetail = {
  ...workPlanDetail,
  id: '5a1c9e2b-7f3d-4c8a-b6e0-1d2f3a4b5c6d',
  name: 'Stormwater renewals',
  description: '',
};
