import { describe, expect, it } from 'vitest';
import { sidePanelWidth } from '../../src/machines/workPlanSidePanel.machine';
import { selectionFromQuery } from '../../src/machines/workPlanSidePanelQuery';
import { SIDE_PANEL_ASSET_ID as A, SIDE_PANEL_PHASE_ID as PH, SIDE_PANEL_PROJECT_ID as P, SIDE_PANEL_TREATMENT_ID as T, startWorkPlanSidePanel } from './harness/workPlanSidePanel.harness';

const EVERY_ID = { project_id: P, phase_id: PH, treatment_id: T, asset_id: A };
const NIL = '00000000-0000-0000-0000-000000000000';

/**
 * SPEC 2: choosing a view keeps only the ids that belong to it. Written here from the work plan's
 * hierarchy (a treatment in a phase of a project; an unlinked treatment in no phase, beside its
 * asset), never read from the code.
 */
const KEPT: Array<[string, { projectId: string | null; phaseId: string | null; treatmentId: string | null; assetId: string | null }]> = [
  ['all_projects', { projectId: null, phaseId: null, treatmentId: null, assetId: null }],
  ['project_details', { projectId: P, phaseId: null, treatmentId: null, assetId: null }],
  ['project_phases', { projectId: P, phaseId: null, treatmentId: null, assetId: null }],
  ['phase_details', { projectId: P, phaseId: PH, treatmentId: null, assetId: null }],
  ['phase_treatments', { projectId: P, phaseId: PH, treatmentId: null, assetId: null }],
  ['treatment_details', { projectId: P, phaseId: PH, treatmentId: T, assetId: null }],
  ['unlinked_treatment_details', { projectId: null, phaseId: null, treatmentId: T, assetId: A }],
  ['asset_details', { projectId: null, phaseId: null, treatmentId: null, assetId: A }],
];

const UNKNOWN = { view: 'unknown', projectId: null, phaseId: null, treatmentId: null, assetId: null };

describe('work plan side panel query', () => {
  it.each(KEPT)('%s keeps its own ids of a link that carries every id, and clears the others', (view, ids) => {
    expect(selectionFromQuery({ view, ...EVERY_ID })).toEqual({ view, ...ids });
  });

  it.each([
    ['no view', {}],
    ['a view that does not exist', { view: 'gantt', ...EVERY_ID }],
    ['project_details without a project', { view: 'project_details', phase_id: PH }],
    ['phase_treatments without its project', { view: 'phase_treatments', phase_id: PH }],
    ['treatment_details without a phase', { view: 'treatment_details', project_id: P, treatment_id: T }],
    ['unlinked_treatment_details without a treatment', { view: 'unlinked_treatment_details', asset_id: A }],
    ['asset_details whose id is not a UUID', { view: 'asset_details', asset_id: 'asset-12' }],
    ['project_phases with the all-zero id', { view: 'project_phases', project_id: NIL }],
  ])('a link with %s shows unknown, keeping no id', (_, query) => {
    expect(selectionFromQuery(query)).toEqual(UNKNOWN);
  });

  it('drops an invalid id a view may keep but does not need', () => {
    expect(selectionFromQuery({ view: 'unlinked_treatment_details', treatment_id: T, asset_id: NIL })).toEqual({ ...UNKNOWN, view: 'unlinked_treatment_details', treatmentId: T });
  });
});

describe('work plan side panel machine', () => {
  it.each(KEPT)('choosing %s writes its own ids to the URL and removes the others', (view, ids) => {
    const { actor, writeQuery } = startWorkPlanSidePanel();
    actor.send({ type: 'panel.show', selection: { view: view as never, projectId: P, phaseId: PH, treatmentId: T, assetId: A } });
    expect(actor.getSnapshot().matches({ view: view as never })).toBe(true);
    expect(writeQuery.mock.calls.map(([, query]) => query)).toEqual([
      { view, project_id: ids.projectId, phase_id: ids.phaseId, treatment_id: ids.treatmentId, asset_id: ids.assetId },
    ]);
  });

  it('is 380 px wide with the project list collapsed and 500 px with it open', () => {
    const { actor } = startWorkPlanSidePanel();
    expect(sidePanelWidth(actor.getSnapshot())).toBe(380);
    actor.send({ type: 'panel.projects.toggle' });
    expect(sidePanelWidth(actor.getSnapshot())).toBe(500);
    actor.send({ type: 'panel.projects.toggle' });
    expect(sidePanelWidth(actor.getSnapshot())).toBe(380);
  });

  it("'Projects' opens the list on all projects, a choice written to the URL, and collapses it leaving the view shown", () => {
    const { actor, writeQuery } = startWorkPlanSidePanel({ query: { view: 'asset_details', asset_id: A } });
    actor.send({ type: 'panel.projects.toggle' });
    expect(actor.getSnapshot().value).toEqual({ view: 'all_projects', projects: 'open' });
    actor.send({ type: 'panel.show', selection: { view: 'project_details', projectId: P } });
    actor.send({ type: 'panel.projects.toggle' });
    expect(actor.getSnapshot().value).toEqual({ view: 'project_details', projects: 'collapsed' });
    actor.send({ type: 'panel.back' });
    actor.send({ type: 'panel.projects.toggle' });
    expect(actor.getSnapshot().value).toEqual({ view: 'all_projects', projects: 'open' });
    expect(actor.getSnapshot().context.history.map((entry) => entry.view)).toEqual(['asset_details', 'all_projects', 'project_details']);
    expect(writeQuery.mock.calls.map(([, query]) => query.view)).toEqual(['all_projects', 'project_details', 'all_projects']);
  });

  it("the browser's Back to the Board without a view collapses the list, and 'Projects' opens it on all projects again", () => {
    const { actor, writeQuery } = startWorkPlanSidePanel();
    actor.send({ type: 'panel.projects.toggle' });
    actor.send({ type: 'panel.url', query: {} });
    expect(actor.getSnapshot().value).toEqual({ view: 'unknown', projects: 'collapsed' });
    actor.send({ type: 'panel.projects.toggle' });
    expect(actor.getSnapshot().value).toEqual({ view: 'all_projects', projects: 'open' });
    expect(sidePanelWidth(actor.getSnapshot())).toBe(500);
    expect(writeQuery.mock.calls.map(([, query]) => query.view)).toEqual(['all_projects', 'all_projects']);
  });

  it('moves Back and Forward through the views, and a new choice after Back drops the forward ones', () => {
    const { actor, writeQuery } = startWorkPlanSidePanel({ query: { view: 'all_projects' } });
    const view = () => actor.getSnapshot().value.view;
    actor.send({ type: 'panel.show', selection: { view: 'project_details', projectId: P } });
    actor.send({ type: 'panel.show', selection: { view: 'project_phases', projectId: P } });
    actor.send({ type: 'panel.back' });
    actor.send({ type: 'panel.back' });
    expect(view()).toBe('all_projects');
    actor.send({ type: 'panel.back' });
    expect(view()).toBe('all_projects');
    actor.send({ type: 'panel.forward' });
    expect(view()).toBe('project_details');
    actor.send({ type: 'panel.show', selection: { view: 'asset_details', assetId: A } });
    actor.send({ type: 'panel.forward' });
    expect(view()).toBe('asset_details');
    actor.send({ type: 'panel.back' });
    actor.send({ type: 'panel.back' });
    expect(view()).toBe('all_projects');
    actor.send({ type: 'panel.forward' });
    actor.send({ type: 'panel.forward' });
    expect(view()).toBe('asset_details');
    expect(writeQuery.mock.calls.map(([, query]) => query.view)).toEqual([
      'project_details',
      'project_phases',
      'project_details',
      'all_projects',
      'project_details',
      'asset_details',
      'project_details',
      'all_projects',
      'project_details',
      'asset_details',
    ]);
  });

  it("follows the browser's Back and Forward through the URL without writing it back", () => {
    const { actor, writeQuery } = startWorkPlanSidePanel({ query: { view: 'all_projects' } });
    actor.send({ type: 'panel.show', selection: { view: 'project_details', projectId: P } });
    writeQuery.mockClear();
    actor.send({ type: 'panel.url', query: { view: 'all_projects' } });
    expect(actor.getSnapshot().value.view).toBe('all_projects');
    actor.send({ type: 'panel.forward' });
    expect(actor.getSnapshot().context.selection).toEqual({ ...UNKNOWN, view: 'project_details', projectId: P });
    actor.send({ type: 'panel.url', query: { view: 'phase_details', project_id: P, phase_id: PH } });
    expect(actor.getSnapshot().context.history.map((entry) => entry.view)).toEqual(['all_projects', 'project_details', 'phase_details']);
    expect(writeQuery.mock.calls.map(([, query]) => query.view)).toEqual(['project_details']);
  });

  it('closing the panel shows no view, removes every parameter from the URL and collapses the project list', () => {
    const { actor, writeQuery } = startWorkPlanSidePanel({ query: { view: 'asset_details', asset_id: A } });
    actor.send({ type: 'panel.projects.toggle' });
    actor.send({ type: 'panel.close' });
    expect(actor.getSnapshot().value).toEqual({ view: 'unknown', projects: 'collapsed' });
    expect(writeQuery.mock.calls.map(([, query]) => query)).toEqual([
      { view: 'all_projects', project_id: null, phase_id: null, treatment_id: null, asset_id: null },
      { view: null, project_id: null, phase_id: null, treatment_id: null, asset_id: null },
    ]);
  });
});
