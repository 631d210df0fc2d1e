import { idSchema } from '../api/schemas/common.schema';

/** SPEC 2 "Work plan side panel": the nine views the query parameter `view` names. */
export const SIDE_PANEL_VIEWS = [
  'unknown',
  'all_projects',
  'project_details',
  'project_phases',
  'phase_details',
  'phase_treatments',
  'treatment_details',
  'unlinked_treatment_details',
  'asset_details',
] as const;
export type SidePanelView = (typeof SIDE_PANEL_VIEWS)[number];

export type SidePanelIdName = 'projectId' | 'phaseId' | 'treatmentId' | 'assetId';

/** What the side panel shows: a view and the ids it is about (null when the view has none of that kind). */
export type SidePanelSelection = { view: SidePanelView } & Record<SidePanelIdName, string | null>;

/** The URL's query parameters as the router hands them over; a parameter may be missing. */
export type SidePanelQuery = Partial<Record<SidePanelParam, string | null>>;

/** The side panel's parameters for the router: every one of them, null meaning "remove it from the URL". */
export type SidePanelQueryUpdate = Record<SidePanelParam, string | null>;

export type SidePanelParam = 'view' | 'project_id' | 'phase_id' | 'treatment_id' | 'asset_id';

const PARAM_OF: Record<SidePanelIdName, SidePanelParam> = {
  projectId: 'project_id',
  phaseId: 'phase_id',
  treatmentId: 'treatment_id',
  assetId: 'asset_id',
};

/**
 * The ids each view keeps; choosing a view clears the others. SPEC names the views only, so this
 * follows the work plan's hierarchy, a treatment in a phase of a project:
 *
 * | view                       | needs                            | may keep  |
 * |----------------------------|----------------------------------|-----------|
 * | unknown                    | -                                | -         |
 * | all_projects               | -                                | -         |
 * | project_details            | project                          | -         |
 * | project_phases             | project                          | -         |
 * | phase_details              | project, phase                   | -         |
 * | phase_treatments           | project, phase                   | -         |
 * | treatment_details          | project, phase, treatment        | -         |
 * | unlinked_treatment_details | treatment                        | asset     |
 * | asset_details              | asset                            | -         |
 *
 * An unlinked treatment is a proposed one not yet in a phase, so it has no project or phase, and
 * the asset it was proposed for can stay beside it. A view without an id it needs cannot show
 * anything, so it becomes unknown, which keeps nothing.
 */
const VIEW_IDS: Record<SidePanelView, { needs: SidePanelIdName[]; mayKeep: SidePanelIdName[] }> = {
  unknown: { needs: [], mayKeep: [] },
  all_projects: { needs: [], mayKeep: [] },
  project_details: { needs: ['projectId'], mayKeep: [] },
  project_phases: { needs: ['projectId'], mayKeep: [] },
  phase_details: { needs: ['projectId', 'phaseId'], mayKeep: [] },
  phase_treatments: { needs: ['projectId', 'phaseId'], mayKeep: [] },
  treatment_details: { needs: ['projectId', 'phaseId', 'treatmentId'], mayKeep: [] },
  unlinked_treatment_details: { needs: ['treatmentId'], mayKeep: ['assetId'] },
  asset_details: { needs: ['assetId'], mayKeep: [] },
};

const ID_NAMES = Object.keys(PARAM_OF) as SidePanelIdName[];

/** Every parameter of the side panel in the URL. */
export const SIDE_PANEL_PARAMS: readonly SidePanelParam[] = ['view', ...ID_NAMES.map((name) => PARAM_OF[name])];

export const NO_SELECTION: SidePanelSelection = { view: 'unknown', projectId: null, phaseId: null, treatmentId: null, assetId: null };

const isView = (value: unknown): value is SidePanelView => SIDE_PANEL_VIEWS.includes(value as SidePanelView);

/** A usable id or null: a UUID other than the all-zero one (SPEC 5), as a link may carry anything. */
const validId = (value: string | null | undefined): string | null => (idSchema.safeParse(value).success ? value! : null);

/** The selection as the panel can show it: the view's own ids kept, the others cleared, unknown when it lacks one it needs. */
export function normaliseSelection(selection: { view: string } & Partial<Record<SidePanelIdName, string | null>>): SidePanelSelection {
  if (!isView(selection.view)) return NO_SELECTION;
  const { needs, mayKeep } = VIEW_IDS[selection.view];
  const kept: SidePanelSelection = { ...NO_SELECTION, view: selection.view };
  for (const name of [...needs, ...mayKeep]) kept[name] = validId(selection[name]);
  return needs.every((name) => kept[name] !== null) ? kept : NO_SELECTION;
}

/** The selection a URL's query asks for; a missing or unknown view, or a needed id missing or invalid, is unknown. */
export function selectionFromQuery(query: SidePanelQuery): SidePanelSelection {
  return normaliseSelection({
    view: query.view ?? 'unknown',
    ...Object.fromEntries(ID_NAMES.map((name) => [name, query[PARAM_OF[name]] ?? null])),
  });
}

/** The query that says the selection, every side panel parameter named so that the router removes a cleared one; unknown is no view at all. */
export function queryFromSelection(selection: SidePanelSelection): SidePanelQueryUpdate {
  return {
    view: selection.view === 'unknown' ? null : selection.view,
    project_id: selection.projectId,
    phase_id: selection.phaseId,
    treatment_id: selection.treatmentId,
    asset_id: selection.assetId,
  };
}

export const sameSelection = (a: SidePanelSelection, b: SidePanelSelection) =>
  a.view === b.view && ID_NAMES.every((name) => a[name] === b[name]);
