import type { EventObject } from 'xstate';
import {
  KEPT_WITH_EVERY_ID,
  LINKS,
  NONE,
  choose,
  follow,
  move,
  urlOf,
  type Expected,
  type Selection,
  type Step,
} from '../../machines/models/workPlanSidePanel.model';
import type { ModelPath } from '../../machines/support/modelPaths';

/*
 * How a user makes each step of a side panel model path on the Board, worked out before the test
 * runs, from the model's own transitions. A user has a control for a step only where the page
 * shows one: a link in the view shown, the panel's header (only while a view is shown), 'Projects'
 * (open panel or closed), a board card, a link followed, the browser's Back and Forward. Where the panel offers no control for the
 * model's event (a view no link leads to, Back while the panel is closed), the user action whose
 * outcome the model expects to be the same is taken, e.g. a followed link for a choice or the
 * browser's Back. A step no user action reaches ends the walk there, with the reason.
 */

export type SidePanelParam = 'view' | 'project_id' | 'phase_id' | 'treatment_id' | 'asset_id';
/** A URL's side panel parameters, with the model's ids. */
export type Query = Partial<Record<SidePanelParam, string>>;

/** An entry of the browser's history: its URL's query and what the panel shows for it. */
type Entry = { query: Query; selection: Selection };

/** What the user has before them: the panel as the model has it, and the browser's history since the page opened. */
export type Situation = { context: Expected; projectsOpen: boolean; entries: Entry[]; index: number };

export type UiMove =
  | { kind: 'panel link'; to: Selection }
  | { kind: 'board card' }
  | { kind: 'link'; query: Query }
  | { kind: 'header'; button: 'Back' | 'Forward' | 'Close' }
  | { kind: 'projects toggle' }
  | { kind: 'browser'; direction: 'back' | 'forward' };

export type PlannedStep = { move: UiMove; after: Situation };
export type PathPlan = { steps: PlannedStep[]; start: Situation; stoppedBy: string | null };

const { all_projects: ALL, project_details: PROJECT } = KEPT_WITH_EVERY_ID;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A URL's side panel parameters, without those the panel removes (null). */
const present = (url: ReturnType<typeof urlOf>): Query => Object.fromEntries(Object.entries(url).filter(([, value]) => value !== null)) as Query;

/** The URL the panel writes for a selection: the view and its own ids, nothing for unknown (model `urlOf`). */
export const queryOf = (selection: Selection): Query => present(urlOf(selection));

export const current = (situation: Situation) => situation.entries[situation.index]!;
/** The panel is shown while the URL names a view (SPEC 2: chosen by the query parameter view). */
export const panelShown = (situation: Situation) => current(situation).query.view !== undefined;

/**
 * The links each view offers to other views, by the work plan's hierarchy: the seeded plan has
 * one project with one phase, whose one treatment is of the asset that also has the proposed
 * treatment left out of the phase.
 */
function linksIn(selection: Selection): Selection[] {
  const { project_details: project, project_phases: phases, phase_details: phase, phase_treatments: treatments, treatment_details: treatment } = KEPT_WITH_EVERY_ID;
  const { unlinked_treatment_details: unlinked, asset_details: asset } = KEPT_WITH_EVERY_ID;
  const links: Record<Selection['view'], Selection[]> = {
    unknown: [ALL],
    all_projects: [project],
    project_details: [phases],
    project_phases: [project, phase],
    phase_details: [phases, treatments],
    phase_treatments: [phase, treatment],
    treatment_details: [treatments, asset],
    unlinked_treatment_details: [asset],
    asset_details: [treatment, unlinked],
  };
  return links[selection.view];
}

function pushed(situation: Situation, entry: Entry): Pick<Situation, 'entries' | 'index'> {
  return { entries: [...situation.entries.slice(0, situation.index + 1), entry], index: situation.index + 1 };
}

const withContext = (situation: Situation, step: Step): Expected => ({ ...situation.context, ...(step.context as Partial<Expected> | undefined) });

/** A model step of the panel's view applied: the panel writes the URL it is given when it differs from the current one. */
function applied(situation: Situation, step: Step): Situation {
  const context = withContext(situation, step);
  const written = step.calls?.writeQuery?.[0] as ReturnType<typeof urlOf> | undefined;
  if (!written || same(present(written), current(situation).query)) return { ...situation, context };
  return { ...situation, context, ...pushed(situation, { query: present(written), selection: context.selection }) };
}

/** A URL that changed by itself: the panel follows it (model `follow`). */
function followed(situation: Situation, entry: Entry, navigation: Pick<Situation, 'entries' | 'index'>): Situation {
  return { ...situation, context: withContext(situation, follow(entry.selection)(situation.context)), ...navigation };
}

/**
 * A link followed: a view the panel knows has the URL cleared to its own ids (SPEC 2), any other
 * stays as it was typed. The link is a new entry of the browser's history even when it names the page shown.
 */
function linkEntry(query: Query, selection: Selection): Entry {
  return { query: selection.view === 'unknown' ? query : queryOf(selection), selection };
}

/** The project list is open only while a view is shown: whatever leaves none shown collapses it. */
const collapsedWithoutView = (situation: Situation | null): Situation | null =>
  situation && { ...situation, projectsOpen: situation.projectsOpen && !same(situation.context.selection, NONE) };

/** Where `move` leads, or null when the page offers no such control now. */
export function outcome(situation: Situation, uiMove: UiMove): Situation | null {
  return collapsedWithoutView(control(situation, uiMove));
}

function control(situation: Situation, uiMove: UiMove): Situation | null {
  const shown = panelShown(situation);
  switch (uiMove.kind) {
    case 'panel link':
      return shown && linksIn(situation.context.selection).some((link) => same(link, uiMove.to)) ? applied(situation, choose(uiMove.to)(situation.context)) : null;
    case 'board card': {
      const entry = linkEntry(queryOf(PROJECT), PROJECT);
      return followed(situation, entry, pushed(situation, entry));
    }
    case 'link': {
      const entry = linkEntry(uiMove.query, selectionOfLink(uiMove.query));
      return followed(situation, entry, pushed(situation, entry));
    }
    case 'header':
      if (!shown) return null;
      if (uiMove.button === 'Close') return applied(situation, choose(NONE)(situation.context));
      return applied(situation, move(uiMove.button === 'Back' ? -1 : 1, true)(situation.context));
    case 'projects toggle':
      // Pressed, it collapses the list under the view shown; unpressed, it opens the list of all projects, open panel or closed.
      return situation.projectsOpen ? { ...situation, projectsOpen: false } : { ...applied(situation, choose(ALL)(situation.context)), projectsOpen: true };
    case 'browser': {
      const index = situation.index + (uiMove.direction === 'back' ? -1 : 1);
      // Before the page opened lies another page; after the newest entry, Forward does nothing.
      if (index < 0) return null;
      if (index >= situation.entries.length) return situation;
      return followed(situation, situation.entries[index]!, { entries: situation.entries, index });
    }
  }
}

/** The selection a followed link names, as the model has it: one of its links, or a view's own URL. */
function selectionOfLink(query: Query): Selection {
  const known = Object.values(LINKS).find((link) => same(link.query, query));
  if (known) return known.expected;
  const view = Object.values(KEPT_WITH_EVERY_ID).find((selection) => same(queryOf(selection), query));
  if (view) return view;
  throw new Error(`The model does not say what the link ${JSON.stringify(query)} shows`);
}

/** The user actions that can make a model event, the one that sends the event itself first. */
function candidates(event: EventObject, label: string, target: Selection): UiMove[] {
  switch (event.type) {
    case 'panel.show': {
      const byUrl: UiMove[] = same(target, PROJECT) ? [{ kind: 'board card' }] : [];
      const byClose: UiMove[] = same(target, NONE) ? [{ kind: 'header', button: 'Close' }] : [];
      return [{ kind: 'panel link', to: target }, ...byClose, ...byUrl, { kind: 'link', query: queryOf(target) }];
    }
    case 'panel.url':
      return [{ kind: 'link', query: LINKS[label as keyof typeof LINKS].query }];
    case 'panel.back':
      return [{ kind: 'header', button: 'Back' }, { kind: 'browser', direction: 'back' }];
    case 'panel.forward':
      return [{ kind: 'header', button: 'Forward' }, { kind: 'browser', direction: 'forward' }];
    case 'panel.projects.toggle':
      return [{ kind: 'projects toggle' }];
    case 'panel.close':
      return [{ kind: 'header', button: 'Close' }];
    default:
      throw new Error(`The side panel model has no event ${event.type}`);
  }
}

export function describeMove(uiMove: UiMove): string {
  switch (uiMove.kind) {
    case 'panel link':
      return `clicks the panel's link to ${uiMove.to.view}`;
    case 'board card':
      return 'clicks the project’s board card';
    case 'link':
      return `follows a link to ${JSON.stringify(uiMove.query)}`;
    case 'header':
      return `presses the panel's ${uiMove.button}`;
    case 'projects toggle':
      return "presses 'Projects'";
    case 'browser':
      return `presses the browser's ${uiMove.direction === 'back' ? 'Back' : 'Forward'}`;
  }
}

/**
 * The user actions along a path, as far as any reach: each step takes the first action that leads
 * where the model expects, unless a later one lets the walk go further (the browser's Back instead
 * of the panel's keeps the browser's Forward for a later step).
 */
export function planPath(path: ModelPath): PathPlan {
  const [first, ...rest] = path.steps;
  const startQuery = (path.input as { query: Query }).query;
  const startContext = first!.context as Expected;
  const start: Situation = {
    context: startContext,
    projectsOpen: first!.leaves.includes('projects.open'),
    entries: [linkEntry(startQuery, startContext.selection)],
    index: 0,
  };
  const furthest = (situation: Situation, at: number): { steps: PlannedStep[]; stoppedBy: string | null } => {
    const step = rest[at];
    if (!step) return { steps: [], stoppedBy: null };
    const expected = { context: step.context as Expected, projectsOpen: step.leaves.includes('projects.open') };
    let best: { steps: PlannedStep[]; stoppedBy: string | null } = { steps: [], stoppedBy: `${step.label}: ${noControl(situation, step.event!)}` };
    for (const uiMove of candidates(step.event!, step.label, expected.context.selection)) {
      const after = outcome(situation, uiMove);
      if (!after || !same(after.context, expected.context) || after.projectsOpen !== expected.projectsOpen) continue;
      const next = furthest(after, at + 1);
      if (next.steps.length + 1 > best.steps.length) best = { steps: [{ move: uiMove, after }, ...next.steps], stoppedBy: next.stoppedBy };
      if (next.stoppedBy === null) break;
    }
    return best;
  };
  return { start, ...furthest(start, 0) };
}

function noControl(situation: Situation, event: EventObject): string {
  const { selection, history, position } = situation.context;
  if (!panelShown(situation)) return 'no view is shown, so the panel and its header are not there, and no other action has the same outcome';
  const neighbours = [history[position - 1], history[position + 1]].filter((entry) => entry !== undefined);
  if (event.type === 'panel.show' && neighbours.some((entry) => !same(entry, selection))) {
    return `no link in ${selection.view} leads there, and a link followed to a view just before or after in the panel's history is taken as Back or Forward`;
  }
  return 'no link, button or browser action on the Board has the outcome the model expects';
}
