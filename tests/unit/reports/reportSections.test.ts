import { describe, expect, it } from 'vitest';
import { SUMMARY_CODES } from '../../../src/api/schemas/reportSummary.schema';
import { planSchema } from '../../../src/api/schemas/subscription.schema';
import { REPORT_TABS_BY_PLAN } from '../../../src/ui/pages/simulation/overview/reportTabs';
import { planHasTab, reportSections } from '../../../src/ui/pages/simulation/report/reportSections';

describe('the sections of each lite report tab', () => {
  it('funding shows its cost and treatment breakdowns, and Core leads with its funding view', () => {
    expect(reportSections('funding', 'Enterprise')).toEqual(['funding', 'cost-breakdown', 'treatment-group', 'treatment-cost-breakdown']);
    expect(reportSections('funding', 'Essentials')).toEqual(['funding', 'cost-breakdown', 'treatment-group', 'treatment-cost-breakdown']);
    expect(reportSections('funding', 'Core')).toEqual(['funding-core', 'funding', 'cost-breakdown', 'treatment-group', 'treatment-cost-breakdown']);
  });

  it('service, location analysis and location backlog show their related summary after their own', () => {
    expect(reportSections('service', 'Core')).toEqual(['service', 'system-services']);
    expect(reportSections('location-analysis', 'Core')).toEqual(['location-analysis', 'location-analysis-v2']);
    expect(reportSections('location-backlog', 'Essentials')).toEqual(['location-backlog', 'location-backlog-fci']);
    expect(reportSections('budget-breakdown', 'Core')).toEqual(['budget-breakdown']);
  });

  it("every summary code but the work planner's is reachable from some plan's tabs", () => {
    const reachable = new Set(planSchema.options.flatMap((plan) => REPORT_TABS_BY_PLAN[plan].flatMap((tab) => reportSections(tab, plan))));
    expect(SUMMARY_CODES.filter((code) => !reachable.has(code))).toEqual(['wp-asset-life-cycle']);
  });

  it('the plan decides the tabs (SPEC 2)', () => {
    expect(planHasTab('Core', 'system-life-cycle')).toBe(true);
    expect(planHasTab('Core', 'asset-life-cycle')).toBe(false);
    expect(planHasTab('Enterprise', 'asset-life-cycle')).toBe(true);
    expect(planHasTab('Enterprise', 'system-life-cycle')).toBe(false);
    expect(planHasTab('Essentials', 'overview')).toBe(false);
    expect(planHasTab('Essentials', 'asset-life-cycle')).toBe(true);
  });
});
