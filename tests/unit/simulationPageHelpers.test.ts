import { describe, expect, it } from 'vitest';
import { durationParts } from '../../src/ui/pages/simulation/history/durationParts';
import { failedPanelText, isCreator } from '../../src/ui/pages/simulation/overview/failedPanelText';
import { matchingReportTabs, REPORT_TABS_BY_PLAN } from '../../src/ui/pages/simulation/overview/reportTabs';
import { profilePoints, readSettingsDocument } from '../../src/ui/pages/simulation/settings/settingsDocument';
import { simulationDestination } from '../../src/ui/pages/simulation/simulationTabs';
import { readSimulationListUrl, toSimulationListSearch } from '../../src/ui/pages/simulations/simulationListUrl';
import { routes } from '../../src/ui/routes';

const creator = { first_name: 'Erin', last_name: 'Walsh', email: 'editor@horizon.test' };

describe('the failed-simulation panel (SPEC 2)', () => {
  // SPEC 2: the headline depends on error messages; of the four second lines, 'Take a look before
  // submitting again.' and 'Please try again.' go to a viewer who is not the creator, 'Contact
  // {creator} to fix these issues.' and 'Contact {creator} to try again.' go to the creator.
  it.each([
    { messages: true, viewer: 'viewer@horizon.test', headline: 'failed.headlineWithIssues', line: 'failed.lookBeforeSubmitting' },
    { messages: false, viewer: 'viewer@horizon.test', headline: 'failed.headlineWithoutIssues', line: 'failed.pleaseTryAgain' },
    { messages: true, viewer: 'editor@horizon.test', headline: 'failed.headlineWithIssues', line: 'failed.contactToFix' },
    { messages: false, viewer: 'Editor@Horizon.test', headline: 'failed.headlineWithoutIssues', line: 'failed.contactToTryAgain' },
  ])('error messages $messages, viewer $viewer → $headline / $line', ({ messages, viewer, headline, line }) => {
    const text = failedPanelText({ hasErrorMessages: messages, canRetry: false, creator, viewerEmail: viewer });
    expect(text.headline).toBe(headline);
    expect(text.line).toBe(line);
    expect(text.creator).toBe('Erin Walsh');
  });

  it("shows Try Again only when can_retry is true and the viewer is not the creator", () => {
    const viewerEmail = 'viewer@horizon.test';
    expect(failedPanelText({ hasErrorMessages: false, canRetry: true, creator, viewerEmail }).showTryAgain).toBe(true);
    expect(failedPanelText({ hasErrorMessages: false, canRetry: false, creator, viewerEmail }).showTryAgain).toBe(false);
    expect(failedPanelText({ hasErrorMessages: false, canRetry: true, creator, viewerEmail: creator.email }).showTryAgain).toBe(false);
  });

  it('compares the viewer with the creator by email (SPEC 6); an unknown creator is not the viewer', () => {
    expect(isCreator(creator, ' EDITOR@horizon.test ')).toBe(true);
    expect(isCreator(creator, 'admin@horizon.test')).toBe(false);
    expect(isCreator(null, creator.email)).toBe(false);
    expect(isCreator(creator, null)).toBe(false);
  });
});

describe('the lite report tabs of each plan (SPEC 2 "Simulation report tabs")', () => {
  it('Core, Enterprise (asset life cycle instead of system life cycle) and Essentials', () => {
    expect(REPORT_TABS_BY_PLAN.Core).toEqual([
      'overview',
      'funding',
      'service',
      'location-analysis',
      'system-life-cycle',
      'location-backlog',
      'budget-distribution',
      'budget-breakdown',
      'surplus-distribution',
    ]);
    expect(REPORT_TABS_BY_PLAN.Enterprise).toEqual(REPORT_TABS_BY_PLAN.Core.map((tab) => (tab === 'system-life-cycle' ? 'asset-life-cycle' : tab)));
    expect(REPORT_TABS_BY_PLAN.Essentials).toEqual([
      'asset-life-cycle',
      'location-analysis',
      'budget-distribution',
      'location-backlog',
      'surplus-distribution',
      'funding',
      'service',
      'budget-breakdown',
    ]);
  });

  it('Search Reports keeps the names holding the text, without regard to case', () => {
    const names: Record<string, string> = { funding: 'Funding Analysis', 'budget-breakdown': 'Budget Breakdown', 'budget-distribution': 'Budget Distribution' };
    const tabs = ['funding', 'budget-breakdown', 'budget-distribution'] as const;
    expect(matchingReportTabs(tabs, (tab) => names[tab]!, ' BUDGET ')).toEqual(['budget-breakdown', 'budget-distribution']);
    expect(matchingReportTabs(tabs, (tab) => names[tab]!, '')).toEqual([...tabs]);
  });
});

describe('simulation routes (SPEC 2)', () => {
  it.each([
    [undefined, undefined, 'redirect'],
    ['report', undefined, 'redirect'],
    ['report', 'overview', 'report'],
    ['report', 'funding', 'report'],
    ['report', 'asset-life-cycle', 'report'],
    // A related summary is a section of its tab (funding's cost breakdown), not a tab of its own.
    ['report', 'cost-breakdown', 'unknown'],
    ['report', 'wp-asset-life-cycle', 'unknown'],
    ['history', undefined, 'history'],
    ['settings', undefined, 'settings'],
    ['settings', 'x', 'unknown'],
    ['members', undefined, 'unknown'],
  ])('/simulation/{id}/%s/%s → %s', (tab, section, expected) => {
    expect(simulationDestination(tab, section)).toBe(expected);
  });

  it('the tabs have the addresses SPEC 2 lists', () => {
    expect(routes.simulation('s1', 'report')).toBe('/simulation/s1/report/overview');
    expect(routes.simulation('s1', 'history')).toBe('/simulation/s1/history');
    expect(routes.simulation('s1', 'settings')).toBe('/simulation/s1/settings');
  });
});

describe('the simulation list address', () => {
  const WORKSPACE = '5fa0ce96-7081-4293-9e4f-5a6b7c8d9ea1';

  it('reads the search, page and filters, dropping what the API would refuse', () => {
    expect(readSimulationListUrl(`?q=%20Roads%20&page=3&workspace=${WORKSPACE}&status=failed`)).toEqual({ q: 'Roads', page: 3, workspace_id: WORKSPACE, status: 'failed' });
    expect(readSimulationListUrl('?page=-1&workspace=nope&status=broken')).toEqual({ q: '', page: 1, workspace_id: '', status: '' });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(toSimulationListSearch({ page: 1, page_size: 24, q: '', workspace_id: '', status: '' }, '?actors')).toBe('?actors=');
    expect(toSimulationListSearch({ page: 2, page_size: 24, q: 'Roads', workspace_id: WORKSPACE, status: 'running' })).toBe(
      `?q=Roads&page=2&workspace=${WORKSPACE}&status=running`,
    );
  });
});

describe('the settings tab', () => {
  it("charts a profile from state 0 at age 0 to state 6 at its last age", () => {
    expect(profilePoints([4, 8, 12, 16, 20, 25])).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 1 },
      { x: 8, y: 2 },
      { x: 12, y: 3 },
      { x: 16, y: 4 },
      { x: 20, y: 5 },
      { x: 25, y: 6 },
    ]);
  });

  it('reads the criteria, treatments and funding sources of settings.json, leaving out what it cannot read', () => {
    const read = readSettingsDocument({
      criteria: [{ id: 'pavement', name: 'Pavement', weight: 1, profile: [1, 2, 3, 4, 5, 6], distribution: 'fixed', defaultLife: 25 }],
      treatments: [{ id: 'reseal', name: 'Reseal', unitCost: 11, trigger: { criterion: 'pavement', fromState: 2 } }],
      strategy: 'not an object',
    });
    expect(read.criteria).toHaveLength(1);
    expect(read.treatments[0]).toMatchObject({ costType: 'Renewal', trigger: { toState: 6 } });
    expect(read.strategy.fundingSources).toEqual([]);
  });

  it('says how long a run took in its largest units', () => {
    expect(durationParts(null)).toBeNull();
    expect(durationParts(42.4)).toEqual({ seconds: 42 });
    expect(durationParts(125)).toEqual({ minutes: 2, seconds: 5 });
    expect(durationParts(3 * 3600 + 7 * 60 + 9)).toEqual({ hours: 3, minutes: 7 });
  });
});
