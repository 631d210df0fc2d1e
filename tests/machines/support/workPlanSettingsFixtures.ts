import type { WorkPlanSettings } from '../../../src/api/schemas/workPlan.schema';

export const SETTINGS_WORK_PLAN_ID = '5b8e2c1a-7f3d-4e9b-a6c2-1d4f8e7b9a30';

/** Australia's fiscal year over five years, as issue 15's planner sets it: FY2026/27 to FY2030/31. */
const AUSTRALIAN_YEARS = [2026, 2027, 2028, 2029, 2030].map((year, index) => ({
  index,
  label: `FY${year}/${String((year + 1) % 100).padStart(2, '0')}`,
  start: `${year}-07-01`,
  end: `${year + 1}-06-30`,
}));

export const CAPITAL_WORKS = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601';
export const GRANTS = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f602';
export const PROPOSED = 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c01';
export const APPROVED = 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c02';
export const ON_HOLD = 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c03';
export const WARD = 'f0e1d2c3-b4a5-4968-8776-655443322101';

export const workPlanSettings: WorkPlanSettings = {
  information: { name: 'Road resurfacing', description: 'Streets and water mains' },
  time_frame: { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 5, years: AUSTRALIAN_YEARS },
  funding_sources: [
    { id: CAPITAL_WORKS, name: 'Capital works', order: 0, budgets: [100_000, 200_000, 300_000, 400_000, 500_000] },
    { id: GRANTS, name: 'Federal grants', order: 1, budgets: [10_000, 20_000, 30_000, 40_000, 50_000] },
  ],
  priority_items: [
    { id: 'b1000000-0000-4000-8000-000000000001', name: 'High', order: 0 },
    { id: 'b1000000-0000-4000-8000-000000000002', name: 'Medium', order: 1 },
    { id: 'b1000000-0000-4000-8000-000000000003', name: 'Low', order: 2 },
  ],
  status_items: [
    { id: PROPOSED, name: 'Proposed', order: 0, colour: '#64748b' },
    { id: APPROVED, name: 'Approved', order: 1, colour: '#22c55e' },
  ],
  udf_fields: [{ id: WARD, name: 'Ward', order: 0, type: 'list', options: ['North', 'South'], required: true }],
};

/** The server's answer to three planning years: the years past them are gone, and their budgets with them (SPEC 5). */
export const threeYearSettings: WorkPlanSettings = {
  ...workPlanSettings,
  time_frame: { ...workPlanSettings.time_frame, planning_years: 3, years: AUSTRALIAN_YEARS.slice(0, 3) },
  funding_sources: workPlanSettings.funding_sources.map((source) => ({ ...source, budgets: source.budgets.slice(0, 3) })),
};
