import { workPlanSidePanelMachine } from '../../../src/machines/workPlanSidePanel.machine';
import { SIDE_PANEL_ASSET_ID as A, SIDE_PANEL_PHASE_ID as PH, SIDE_PANEL_PROJECT_ID as P, SIDE_PANEL_TREATMENT_ID as T } from '../harness/workPlanSidePanel.harness';
import { machineModel, type ModelStep } from '../support/modelPaths';

type View =
  | 'unknown'
  | 'all_projects'
  | 'project_details'
  | 'project_phases'
  | 'phase_details'
  | 'phase_treatments'
  | 'treatment_details'
  | 'unlinked_treatment_details'
  | 'asset_details';
export type Selection = { view: View; projectId: string | null; phaseId: string | null; treatmentId: string | null; assetId: string | null };
export type Expected = { selection: Selection; history: Selection[]; position: number };

export const NONE: Selection = { view: 'unknown', projectId: null, phaseId: null, treatmentId: null, assetId: null };

/**
 * SPEC 2: choosing a view sets the view name and clears the ids that do not belong to it. What
 * each view keeps when it is chosen with every id at hand, by the work plan's hierarchy (a
 * treatment in a phase of a project; an unlinked treatment is in no phase, beside its asset).
 */
export const KEPT_WITH_EVERY_ID: Record<View, Selection> = {
  unknown: NONE,
  all_projects: { view: 'all_projects', projectId: null, phaseId: null, treatmentId: null, assetId: null },
  project_details: { view: 'project_details', projectId: P, phaseId: null, treatmentId: null, assetId: null },
  project_phases: { view: 'project_phases', projectId: P, phaseId: null, treatmentId: null, assetId: null },
  phase_details: { view: 'phase_details', projectId: P, phaseId: PH, treatmentId: null, assetId: null },
  phase_treatments: { view: 'phase_treatments', projectId: P, phaseId: PH, treatmentId: null, assetId: null },
  treatment_details: { view: 'treatment_details', projectId: P, phaseId: PH, treatmentId: T, assetId: null },
  unlinked_treatment_details: { view: 'unlinked_treatment_details', projectId: null, phaseId: null, treatmentId: T, assetId: A },
  asset_details: { view: 'asset_details', projectId: null, phaseId: null, treatmentId: null, assetId: A },
};

const VIEWS = Object.keys(KEPT_WITH_EVERY_ID) as View[];
const EVERY_ID = { projectId: P, phaseId: PH, treatmentId: T, assetId: A };
const showLabel = (view: View) => `the user chooses ${view} with every id at hand`;

/** The query the router is given: every side panel parameter, null to remove it; no view parameter for unknown. */
export const urlOf = (selection: Selection) => ({
  view: selection.view === 'unknown' ? null : selection.view,
  project_id: selection.projectId,
  phase_id: selection.phaseId,
  treatment_id: selection.treatmentId,
  asset_id: selection.assetId,
});

const same = (a: Selection | undefined, b: Selection) => JSON.stringify(a) === JSON.stringify(b);
/** The side panel model's steps: where the regions go, the context and the effects called. */
export type Step = Exclude<ModelStep<Expected>, string>;
const stay: Step = {};
const withLeaf = (step: Step, leaf: string): Step => ({ ...step, to: [leaf, ...[step.to ?? []].flat()] });

/** A choice the user makes: a new history entry (the forward ones dropped) written to the URL; the view shown already changes nothing. */
export const choose = (selection: Selection) => (context: Expected): Step =>
  same(context.selection, selection)
    ? stay
    : {
        to: `view.${selection.view}`,
        context: { selection, history: [...context.history.slice(0, context.position + 1), selection], position: context.position + 1 },
        calls: { writeQuery: [urlOf(selection)] },
      };

export const move = (step: number, writes: boolean) => (context: Expected): Step => {
  const selection = context.history[context.position + step];
  if (!selection) return stay;
  return { to: `view.${selection.view}`, context: { selection, position: context.position + step }, ...(writes ? { calls: { writeQuery: [urlOf(selection)] } } : {}) };
};

/** A URL that changed by itself is followed, not written back: the entry before or after is the browser's Back or Forward, any other a new entry. */
export const follow = (selection: Selection) => (context: Expected): Step => {
  if (same(context.selection, selection)) return stay;
  if (same(context.history[context.position - 1], selection)) return move(-1, false)(context);
  if (same(context.history[context.position + 1], selection)) return move(1, false)(context);
  return { to: `view.${selection.view}`, context: { selection, history: [...context.history.slice(0, context.position + 1), selection], position: context.position + 1 } };
};

/**
 * SPEC 2: 'Projects' opens or closes the project list. As decided for issue 15, opening it shows
 * all projects, a choice like any other unless that view is shown already; collapsing it leaves the view.
 */
const opensTheList = (context: Expected): Step => withLeaf(choose(KEPT_WITH_EVERY_ID.all_projects)(context), 'projects.open');

/** The project list belongs to the panel's views: whatever leaves no view shown (Close, Back onto an entry without one) collapses it. */
const collapsesWithoutView =
  (transition: (context: Expected) => Step) =>
  (context: Expected): Step => {
    const step = transition(context);
    const selection = (step.context as Partial<Expected> | undefined)?.selection;
    return selection && same(selection, NONE) ? withLeaf(step, 'projects.collapsed') : step;
  };

const TREATMENT_LINK = { view: 'treatment_details', project_id: P, phase_id: PH, treatment_id: T, asset_id: A };
const TREATMENT = KEPT_WITH_EVERY_ID.treatment_details;

export const LINKS = {
  'the URL becomes the treatment link again': { query: TREATMENT_LINK, expected: TREATMENT },
  'the URL becomes a phase treatments link with a stray asset id': {
    query: { view: 'phase_treatments', project_id: P, phase_id: PH, asset_id: A },
    expected: KEPT_WITH_EVERY_ID.phase_treatments,
  },
  'the URL becomes a project link whose id is not a UUID': { query: { view: 'project_details', project_id: 'project-7' }, expected: NONE },
  'the URL becomes an asset link with the all-zero id': { query: { view: 'asset_details', asset_id: '00000000-0000-0000-0000-000000000000' }, expected: NONE },
  'the URL becomes a link to a view that does not exist': { query: { view: 'gantt', project_id: P }, expected: NONE },
  'the URL becomes a phase link without its project': { query: { view: 'phase_details', phase_id: PH }, expected: NONE },
} as const;

const BACK = 'the user presses Back';
const FORWARD = 'the user presses Forward';
const TOGGLE = "the user presses the 'Projects' toggle";
const CLOSE = 'the user closes the panel';
const TREATMENT_WITHOUT_PHASE = 'the user chooses treatment_details without a phase';

/**
 * SPEC 2 "Work plan side panel": chosen by the query parameters view, project id, phase id,
 * treatment id and asset id, with nine views; choosing a view sets the view name and clears the ids
 * that do not belong to it (KEPT_WITH_EVERY_ID); a link with an invalid id (SPEC 5: a UUID other
 * than the all-zero one) or a view missing an id it needs shows unknown. Back and Forward move
 * through the views like a browser's. The 'Projects' toggle opens or closes the project list
 * (opensTheList), which is open only while a view is shown (collapsesWithoutView); SPEC 9: 500 px
 * open, 380 px collapsed.
 */
export const workPlanSidePanelModel = machineModel({
  name: 'workPlanSidePanel',
  machine: workPlanSidePanelMachine,
  parallel: true,
  starts: [
    {
      label: 'a link to a treatment of a phase opens the work plan',
      input: { query: TREATMENT_LINK },
      state: ['view.treatment_details', 'projects.collapsed'],
      context: { selection: TREATMENT, history: [TREATMENT], position: 0 } as Expected,
    },
  ],
  events: {
    ...Object.fromEntries(VIEWS.map((view) => [showLabel(view), { type: 'panel.show', selection: { view, ...EVERY_ID } }])),
    [TREATMENT_WITHOUT_PHASE]: { type: 'panel.show', selection: { view: 'treatment_details', projectId: P, treatmentId: T } },
    ...Object.fromEntries(Object.entries(LINKS).map(([label, { query }]) => [label, { type: 'panel.url', query }])),
    [BACK]: { type: 'panel.back' },
    [FORWARD]: { type: 'panel.forward' },
    [TOGGLE]: { type: 'panel.projects.toggle' },
    [CLOSE]: { type: 'panel.close' },
  },
  states: {
    'view.unknown': { says: 'no view: the panel has nothing to show' },
    'view.all_projects': { says: 'every project of the work plan' },
    'view.project_details': { says: ({ selection }) => `the details of project ${selection.projectId}` },
    'view.project_phases': { says: ({ selection }) => `the phases of project ${selection.projectId}` },
    'view.phase_details': { says: ({ selection }) => `the details of phase ${selection.phaseId} of project ${selection.projectId}` },
    'view.phase_treatments': { says: ({ selection }) => `the treatments of phase ${selection.phaseId} of project ${selection.projectId}` },
    'view.treatment_details': { says: ({ selection }) => `the details of treatment ${selection.treatmentId} in phase ${selection.phaseId}` },
    'view.unlinked_treatment_details': { says: ({ selection }) => `the details of treatment ${selection.treatmentId}, in no phase, proposed for asset ${selection.assetId}` },
    'view.asset_details': { says: ({ selection }) => `the details of asset ${selection.assetId}` },
    'projects.collapsed': { says: 'the project list is closed: the panel is 380 px wide' },
    'projects.open': { says: 'the project list is open: the panel is 500 px wide', tags: ['projectsOpen'] },
  },
  transitions: {
    view: {
      ...Object.fromEntries(VIEWS.map((view) => [showLabel(view), collapsesWithoutView(choose(KEPT_WITH_EVERY_ID[view]))])),
      [TREATMENT_WITHOUT_PHASE]: collapsesWithoutView(choose(NONE)),
      ...Object.fromEntries(Object.entries(LINKS).map(([label, { expected }]) => [label, collapsesWithoutView(follow(expected))])),
      [BACK]: collapsesWithoutView(move(-1, true)),
      [FORWARD]: collapsesWithoutView(move(1, true)),
      [CLOSE]: collapsesWithoutView(choose(NONE)),
    },
    'projects.collapsed': { [TOGGLE]: opensTheList },
    'projects.open': { [TOGGLE]: 'projects.collapsed' },
  },
});
