import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../../../playwright.config';
import { workPlanSidePanelModel, type Selection } from '../../machines/models/workPlanSidePanel.model';
import { SIDE_PANEL_ASSET_ID, SIDE_PANEL_PHASE_ID, SIDE_PANEL_PROJECT_ID, SIDE_PANEL_TREATMENT_ID } from '../../machines/harness/workPlanSidePanel.harness';
import { getModelPaths, type ModelPath } from '../../machines/support/modelPaths';
import { apiSession, type ApiSession } from '../support/apiSession';
import { signedInState } from '../support/signIn';
import {
  deleteWorkPlan,
  licensedPortfolioWithRun,
  planWithImportedRun,
  projectWithTreatments,
  statusItem,
  type ProposedTreatment,
  type SeededPlan,
} from '../support/workPlanSeed';
import { expect, followInAppLink, pathTitle, test, walkPath, type Sight, type UiPlan } from './uiPathDriver';
import { coveringPaths, firstSightings } from './pathCover';
import { current, describeMove, panelShown, planPath, type PathPlan, type Query, type Situation, type UiMove } from './workPlanSidePanelMoves';

/*
 * Issue 15: the work plan side panel's model paths, walked on the Board of a plan that imported the
 * demo's building run (made through the API): one project with one phase holding one treatment of
 * an asset, whose other proposed treatment stays out of the phase. The model's made-up ids stand
 * for those (a treatment id for the phase's treatment, or for the proposed one in
 * unlinked_treatment_details). vitest runs every generated path on the machine; this spec walks
 * the generated paths that together make every transition a user can make (pathCover), under
 * their generated titles. workPlanSidePanelMoves works out the user's action for each step; after
 * each, the page must show what SPEC 2 and the locales say of the model's state: the URL's ids,
 * the view's heading and 'Projects' pressed or not, and, the first time a transition is made, the
 * item, Back and Forward and the panel's width (SPEC 9) too.
 * Screenshots at 1440 x 900 of each state the walks end in go to SIDE_PANEL_PATH_SHOTS when set.
 */

const EDITOR = 'editor@horizon.test';
const RUN = 'Buildings as budgeted';
const PROJECT = 'Belmont renewal';
const PHASE = { name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' };

/** src/locales/namespaces/workPlanSidePanel/en-AU.json: the panel's heading for each view. */
const HEADINGS: Record<Selection['view'], string> = {
  unknown: 'Item',
  all_projects: 'All projects',
  project_details: 'Project',
  project_phases: 'Project phases',
  phase_details: 'Phase',
  phase_treatments: 'Phase treatments',
  treatment_details: 'Treatment',
  unlinked_treatment_details: 'Proposed treatment',
  asset_details: 'Asset',
};
/** SPEC 9: the side panel's width with the project list open and collapsed. */
const WIDTH = { open: 500, collapsed: 380 };

type Seeded = {
  plan: SeededPlan;
  projectId: string;
  phaseId: string;
  /** The treatment in the phase, and the proposed treatment of the same asset left out of it. */
  treatment: { id: string; name: string };
  proposed: { id: string; name: string };
  /** The asset of both, with the number of treatments proposed for it. */
  asset: { id: string; name: string; proposedCount: number };
};

type World = {
  page: Page;
  seeded: Seeded;
  plan: PathPlan;
  at: number;
  situation: Situation;
  /** The moments of this walk that show something no earlier walk has (pathCover's firstSightings). */
  firsts: Set<number>;
};

/** Whether what the page shows now is seen for the first time: then every part of it is looked at. */
const firstSight = (world: World) => world.firsts.has(world.at);

const paths = getModelPaths(workPlanSidePanelModel);
const plans = paths.map(planPath);
/** The paths walked: every transition a user can make, once (pathCover). */
const walked = coveringPaths(paths, plans.map((pathPlan) => pathPlan.steps.length));
const firsts = firstSightings(walked.map((index) => ({ path: paths[index]!, length: plans[index]!.steps.length })));

let editor: ApiSession;
let seeded: Seeded;

/** The real id a model id stands for; a made-up id the model gives as invalid stays as it is. */
function realId(value: string, view: string | undefined): string {
  const ids: Record<string, string> = {
    [SIDE_PANEL_PROJECT_ID]: seeded.projectId,
    [SIDE_PANEL_PHASE_ID]: seeded.phaseId,
    [SIDE_PANEL_TREATMENT_ID]: view === 'unlinked_treatment_details' ? seeded.proposed.id : seeded.treatment.id,
    [SIDE_PANEL_ASSET_ID]: seeded.asset.id,
  };
  return ids[value] ?? value;
}

const realQuery = (query: Query): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, name === 'view' ? value : realId(value, query.view)]));

const boardUrl = (query: Query) => {
  const search = new URLSearchParams(realQuery(query)).toString();
  return `/work-plan/${seeded.plan.id}/insights/board${search ? `?${search}` : ''}`;
};

/** A link followed in the app, the router's own history push; the panel may then clear the ids its view does not keep (SPEC 2). */
const followLink = (page: Page, url: string) => page.evaluate((to) => window.history.pushState(null, '', to), url);

const panel = (page: Page) => page.getByTestId('work-plan-side-panel');
const projectsToggle = (page: Page) => page.getByRole('complementary', { name: 'Work plan side panel' }).getByRole('button', { name: 'Projects', exact: true });
const header = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });

/** The page is the Board, and its URL's parameters are those of the entry the browser shows, no more. */
async function urlShows(world: World) {
  const expected = new URL(boardUrl(current(world.situation).query), baseURL);
  const parts = (url: URL) => [url.pathname, ...[...url.searchParams.entries()].sort()];
  await expect.poll(() => parts(new URL(world.page.url())), { message: 'the URL' }).toEqual(parts(expected));
}

/**
 * A view the panel shows: the URL and its heading, and, seen for the first time, Back and Forward
 * as its history allows and what `item` says of it.
 */
const showing =
  (view: Selection['view'], item: (world: World, panel: Locator) => Promise<void>): Sight<World> =>
  async (world) => {
    await urlShows(world);
    const side = panel(world.page);
    await expect(side.getByRole('heading', { level: 2 })).toHaveText(HEADINGS[view]);
    if (!firstSight(world)) return;
    const { position, history } = world.situation.context;
    await expect(header(world.page, 'Back')).toBeEnabled({ enabled: position > 0 });
    await expect(header(world.page, 'Forward')).toBeEnabled({ enabled: position < history.length - 1 });
    await item(world, side);
  };

const title = (side: Locator, name: string) => side.getByRole('heading', { level: 3, name, exact: true });

/** 'Projects', pressed while the list is open, in the open panel or at the page's edge; the open panel's width (SPEC 9). */
const projectsSight =
  (open: boolean): Sight<World> =>
  async (world) => {
    await expect(projectsToggle(world.page)).toHaveAttribute('aria-pressed', String(open));
    if (!panelShown(world.situation) || !firstSight(world)) return;
    await expect.poll(async () => Math.round((await panel(world.page).boundingBox())?.width ?? 0), { message: 'the panel’s width' }).toBe(open ? WIDTH.open : WIDTH.collapsed);
  };

const plan: UiPlan<World> = {
  sees: {
    'view.unknown': async (world) => {
      if (panelShown(world.situation)) {
        await showing('unknown', async (_, side) => {
          await expect(side.getByText('This item cannot be shown', { exact: true })).toBeVisible();
          await expect(side.getByRole('button', { name: 'Show all projects' })).toBeVisible();
        })(world);
      } else {
        await urlShows(world);
        await expect(panel(world.page)).toHaveCount(0);
      }
    },
    'view.all_projects': showing('all_projects', async (_, side) => {
      await expect(side.getByTestId('side-panel-project')).toHaveCount(1);
      await expect(side.getByTestId('side-panel-project')).toContainText(PROJECT);
    }),
    'view.project_details': showing('project_details', async (_, side) => {
      await expect(title(side, PROJECT)).toBeVisible();
      await expect(side.getByRole('button', { name: '1 phase', exact: true })).toBeVisible();
    }),
    'view.project_phases': showing('project_phases', async (_, side) => {
      await expect(side.getByRole('button', { name: PROJECT, exact: true })).toBeVisible();
      await expect(side.getByTestId('side-panel-phase')).toHaveCount(1);
      await expect(side.getByTestId('side-panel-phase')).toContainText(PHASE.name);
    }),
    'view.phase_details': showing('phase_details', async (_, side) => {
      await expect(title(side, PHASE.name)).toBeVisible();
      await expect(side.getByRole('button', { name: '1 treatment', exact: true })).toBeVisible();
    }),
    'view.phase_treatments': showing('phase_treatments', async (world, side) => {
      await expect(side.getByTestId('side-panel-treatment')).toHaveCount(1);
      await expect(side.getByTestId('side-panel-treatment')).toContainText(world.seeded.treatment.name);
    }),
    'view.treatment_details': showing('treatment_details', async (world, side) => {
      await expect(title(side, world.seeded.treatment.name)).toBeVisible();
      await expect(side.getByRole('button', { name: `Treatments of ${PHASE.name}` })).toBeVisible();
    }),
    'view.unlinked_treatment_details': showing('unlinked_treatment_details', async (world, side) => {
      await expect(title(side, world.seeded.proposed.name)).toBeVisible();
      await expect(side.getByText(`Proposed by ${RUN} and not yet in a phase.`)).toBeVisible();
    }),
    'view.asset_details': showing('asset_details', async (world, side) => {
      await expect(title(side, world.seeded.asset.name)).toBeVisible();
      await expect(side.getByTestId('side-panel-proposed')).toHaveCount(world.seeded.asset.proposedCount);
      await expect(side.getByTestId('side-panel-proposed').filter({ hasText: `In ${PHASE.name}` })).toHaveCount(1);
    }),
    'projects.open': projectsSight(true),
    'projects.collapsed': projectsSight(false),
  },
  // Each step's action is planned ahead (workPlanSidePanelMoves); a path stops where none is found.
  notDrivable: {},
  async perform(_, world) {
    const planned = world.plan.steps[world.at]!;
    await test.step(`the user ${describeMove(planned.move)}`, () => act(world, planned.move));
    world.situation = planned.after;
    world.at += 1;
  },
};

/** The control in the view shown that leads to `to`, by its text in the locales. */
function panelLink(world: World, to: Selection['view']): Locator {
  const side = panel(world.page);
  const { treatment, asset } = world.seeded;
  const from = world.situation.context.selection.view;
  const parent = side.locator('.side-panel__parent');
  const links: Partial<Record<Selection['view'], Locator>> = {
    all_projects: side.getByRole('button', { name: 'Show all projects' }),
    project_details: from === 'project_phases' ? parent : side.getByTestId('side-panel-project').filter({ hasText: PROJECT }),
    project_phases: from === 'phase_details' ? parent : side.getByRole('button', { name: '1 phase', exact: true }),
    phase_details: from === 'phase_treatments' ? parent : side.getByTestId('side-panel-phase'),
    phase_treatments: from === 'treatment_details' ? parent : side.getByRole('button', { name: '1 treatment', exact: true }),
    treatment_details:
      from === 'asset_details' ? side.getByTestId('side-panel-proposed').filter({ hasText: `In ${PHASE.name}` }) : side.getByTestId('side-panel-treatment').filter({ hasText: treatment.name }),
    // The first of the asset's proposed treatments not in a phase, in the API's order.
    unlinked_treatment_details: side.getByTestId('side-panel-proposed').filter({ hasText: 'Not in a phase' }).first(),
    asset_details: side.getByRole('button', { name: asset.name, exact: true }),
  };
  return links[to]!;
}

async function act(world: World, move: UiMove) {
  const { page } = world;
  switch (move.kind) {
    case 'panel link':
      return panelLink(world, move.to.view).click();
    case 'board card':
      return page.getByTestId('board-card').getByRole('button', { name: PROJECT, exact: true }).click();
    case 'link':
      return followLink(page, boardUrl(move.query));
    case 'header': {
      const button = header(page, move.button === 'Close' ? 'Close the side panel' : move.button);
      // A disabled Back or Forward takes the press and does nothing.
      return (await button.isDisabled()) ? button.click({ force: true }) : button.click();
    }
    case 'projects toggle':
      return projectsToggle(page).click();
    case 'browser':
      await (move.direction === 'back' ? page.goBack() : page.goForward());
  }
}

/** The walkable start of a path: up to the step no user action reaches. */
function walkable(path: ModelPath, pathPlan: PathPlan): ModelPath {
  const length = pathPlan.steps.length;
  return { ...path, events: path.events.slice(0, length), states: path.states.slice(0, length + 1), steps: path.steps.slice(0, length + 1) };
}

const shotsDir = process.env.SIDE_PANEL_PATH_SHOTS;
const shotStates = new Set<string>();
async function shoot(page: Page, state: string) {
  if (!shotsDir || shotStates.has(state)) return;
  shotStates.add(state);
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${state.replaceAll(/[^a-z_]+/g, '-')}.png`) });
}

async function seed(): Promise<Seeded> {
  const portfolioId = await licensedPortfolioWithRun(editor, RUN);
  const plan = await planWithImportedRun(editor, portfolioId, `Side panel paths ${Date.now().toString(36)}`, RUN);
  const { contents: rows } = await editor.call<{ contents: ProposedTreatment[] }>('GET', `/v5/project-phase-treatment/${plan.id}/proposed?limit=1000`);
  const asset = rows.find((row) => rows.some((other) => other.asset_uuid === row.asset_uuid && other.id !== row.id));
  if (!asset) throw new Error(`No asset of ${RUN} has two proposed treatments`);
  const status = await statusItem(editor, plan.id, 'Proposed');
  const { projectId, phaseId } = await projectWithTreatments(editor, plan.id, { name: PROJECT, statusId: status.id, phase: PHASE, date: '2027-03-01', treatments: [asset] });
  const [treatment] = (await editor.call<{ contents: Array<{ id: string; name: string }> }>('GET', `/v5/project-phase-treatment/${plan.id}/${phaseId}`)).contents;
  const item = await editor.call<{ id: string; name: string | null; asset_id: string; proposed_treatments: Array<{ id: string; treatment: string; planned: unknown }> }>(
    'GET',
    `/v5/assets/${plan.id}/item/${asset.asset_uuid}`,
  );
  const proposed = item.proposed_treatments.find((candidate) => candidate.planned === null)!;
  return {
    plan,
    projectId,
    phaseId,
    treatment: { id: treatment!.id, name: treatment!.name },
    proposed: { id: proposed.id, name: proposed.treatment },
    asset: { id: item.id, name: item.name ?? item.asset_id, proposedCount: item.proposed_treatments.length },
  };
}

/*
 * One signed-in page for all the paths, from the account's kept sign-in (the `account` option's
 * own): each path opens the Board anew by leaving it for the plan's Settings and following a link
 * back, which starts a new panel without loading the app again.
 */
const pathTest = test.extend<object, { boardPage: Page }>({
  boardPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL, storageState: await signedInState(browser, EDITOR) });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function openBoard(page: Page, url: string) {
  if (!page.url().includes(`/work-plan/${seeded.plan.id}/`)) {
    await page.goto(url);
    return;
  }
  await followInAppLink(page, `/work-plan/${seeded.plan.id}/settings`);
  // Until Settings' code has arrived, the Board stays mounted behind it (hidden by React's Suspense), panel and all; its data need not.
  await expect(page.getByTestId('work-plan-insights')).toHaveCount(0);
  await followLink(page, url);
}

pathTest.beforeAll(async () => {
  // The demo's building run finishes and the plan's import copies its buildings while the spec waits.
  pathTest.setTimeout(900_000);
  editor = await apiSession(baseURL, EDITOR);
  seeded = await seed();
});

pathTest.afterAll(async () => {
  if (seeded) await deleteWorkPlan(editor, seeded.plan);
});

pathTest.describe('work plan side panel: generated paths through the UI', () => {
  for (const [order, index] of walked.entries()) {
    const path = paths[index]!;
    const pathPlan = plans[index]!;
    pathTest(pathTitle(index, path), async ({ boardPage: page }) => {
      if (pathPlan.stoppedBy) pathTest.info().annotations.push({ type: 'not drivable', description: pathPlan.stoppedBy });
      const world: World = { page, seeded, plan: pathPlan, at: 0, situation: pathPlan.start, firsts: firsts[order]! };
      await openBoard(page, boardUrl((path.input as { query: Query }).query));
      await walkPath(walkable(path, pathPlan), plan, world);
      await shoot(page, path.states[pathPlan.steps.length]!);
    });
  }
});
