import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import {
  deleteWorkPlan,
  licensedPortfolioWithRun,
  planWithImportedRun,
  projectWithTreatments,
  proposedTreatmentsOfDistinctAssets,
  statusItem,
  type ProposedTreatment,
  type SeededPlan,
} from './support/workPlanSeed';

/*
 * Issue 15, the work plan side panel's actions, on a plan that imported the demo's building run
 * (made through the API): an Editor edits a project (name, description, owner, priority, status)
 * and sees it on the Board, and an emptied name is refused without a request; edits a phase
 * (a span over two years refused with SPEC 5's text; funding source, contingency, budget); moves a
 * treatment's date (outside the phase refused with SPEC 5's 'later than' and 'lower than') and
 * changes its variation, the estimate following (cost + variation) × network measure; removes a
 * treatment from its phase; deletes a phase and a project, each asked first as permanent; adds a
 * proposed treatment of an unplanned asset to a phase through Create Treatment. A Viewer of the
 * portfolio sees every view without an edit, delete, remove, new or add control.
 * Screenshots at 1440 x 900 go to SIDE_PANEL_ACTIONS_SHOTS when set.
 */

type Project = { id: string; name: string; description: string; owner: { id: string } | null; priority: { name: string } | null; status: { name: string } | null };
type Phase = {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  funding_source: { name: string } | null;
  contingency: number;
  contingency_amount: number;
  total_budget: number;
  treatment_count: number;
};
type Treatment = { id: string; name: string; date: string; cost: number; variation: number; network_measure: number | null; cost_estimate: number; asset_id: string; asset_name: string | null };
type Member = { email: string; user: { id: string; first_name: string; last_name: string } | null };
type Planned = { planned: { phase_id: string; treatment_id: string } | null };
type AssetItem = { proposed_treatments: Array<{ id: string }> };

const expect = baseExpect.configure({ timeout: 30_000 });
const shotsDir = process.env.SIDE_PANEL_ACTIONS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const RUN = 'Buildings as budgeted';
const stamp = Date.now().toString(36);
const PROJECT = 'Civic hall refit';
const PHASE = { name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' };
const DOOMED = { project: 'Depot works', phase: 'Depot stage' };

let editor: ApiSession;
let viewer: ApiSession;
let plan: SeededPlan;
let portfolioId: string;
let projectId: string;
let phaseId: string;
let doomed: { projectId: string; phaseId: string };
/** Proposed treatments of distinct assets: three planned in PHASE, one in the doomed phase, two left unplanned. */
let picks: ProposedTreatment[];
let owner: { id: string; label: string };

// The money and days the panel writes in en-AU, the account's locale.
const money = (amount: number, digits: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
const day = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** SPEC 5: (cost + variation) × network measure in cents, an asset without a positive measure priced as one unit. */
const estimate = (cost: number, variation: number, measure: number | null) => Math.round((cost + variation) * (measure !== null && measure > 0 ? measure : 1) * 100) / 100;

const panel = (page: Page) => page.getByTestId('work-plan-side-panel');
const insightsUrl = (query: string) => `/work-plan/${plan.id}/insights/board?${query}`;
const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const fact = (page: Page, name: string) => panel(page).locator(`.side-panel__fact:has(> dt:text-is("${name}")) > dd`);
const boardCard = (page: Page, name: string) => page.getByTestId('board-card').filter({ has: page.getByRole('button', { name, exact: true }) });
const confirmation = (page: Page) => panel(page).getByTestId('side-panel-confirm');

const projectOf = (id: string) => editor.call<Project>('GET', `/v5/project/${plan.id}/${id}`);
const phaseOf = (id: string, project = projectId) => editor.call<Phase>('GET', `/v5/project-phase/${plan.id}/${project}/${id}`);
const treatmentsOf = async (id: string) => (await editor.call<{ contents: Treatment[] }>('GET', `/v5/project-phase-treatment/${plan.id}/${id}`)).contents;
const proposedOf = (id: string) => editor.call<Planned>('GET', `/v5/project-phase-treatment/${plan.id}/proposed/${id}`);

/** The day SPEC 5's refusal names, as the API gives it for the same change. */
async function refusedDay(treatment: Treatment, date: string): Promise<string> {
  const refusal = await editor.call('PUT', `/v5/project-phase-treatment/${plan.id}/${phaseId}/${treatment.id}`, { date, variation: treatment.variation }).then(
    () => {
      throw new Error(`The API took ${date} for a treatment of the phase`);
    },
    (error: Error) => JSON.parse(error.message.slice(error.message.indexOf('{'))) as { params: { dateVal: string } },
  );
  return refusal.params.dateVal;
}

/** Types a day the way a person does, in en-AU's day/month/year, and closes the picker. */
async function typeDay(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Escape');
}

/** PrimeReact's number inputs take keys, not a filled value. */
async function typeNumber(field: Locator, value: string) {
  await field.selectText();
  await field.pressSequentially(value);
  await expect.poll(async () => (await field.inputValue()).replace(/\D/g, '')).toBe(value.replace(/\D/g, ''));
}

async function choose(page: Page, inputId: string, option: string) {
  await panel(page).locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  // The demo's building run finishes and its import copies its buildings while the spec waits.
  test.setTimeout(900_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  viewer = await apiSession(baseURL, 'viewer@horizon.test');
  portfolioId = await licensedPortfolioWithRun(editor, RUN);
  const shared = await viewer.call<{ contents: Array<{ id: string; permission: string }> }>('GET', '/portfolios?page_size=100');
  expect(shared.contents.find((portfolio) => portfolio.id === portfolioId)?.permission, 'the Viewer is a Viewer of the run’s portfolio').toBe('Viewer');
  plan = await planWithImportedRun(editor, portfolioId, `Side panel actions ${stamp}`, RUN);

  const { time_frame: timeFrame } = await editor.call<{ time_frame: { planning_years: number } }>('GET', `/v5/workspace-setting/${plan.id}`);
  await editor.call('POST', `/v5/workspace-setting-funding-source/${plan.id}`, { name: 'Capital works', budgets: Array.from({ length: timeFrame.planning_years }, () => 500_000) });
  const members = await editor.call<Member[]>('GET', `/portfolios/${portfolioId}/members`);
  const admin = members.find((member) => member.email === 'admin@horizon.test' && member.user)!;
  owner = { id: admin.user!.id, label: `${admin.user!.first_name} ${admin.user!.last_name}`.trim() || admin.email };

  picks = await proposedTreatmentsOfDistinctAssets(editor, plan.id, 6);
  expect(picks).toHaveLength(6);
  const proposed = await statusItem(editor, plan.id, 'Proposed');
  ({ projectId, phaseId } = await projectWithTreatments(editor, plan.id, { name: PROJECT, statusId: proposed.id, phase: PHASE, date: '2027-03-01', treatments: picks.slice(0, 3) }));
  doomed = await projectWithTreatments(editor, plan.id, {
    name: DOOMED.project,
    statusId: proposed.id,
    phase: { name: DOOMED.phase, start_date: '2027-01-01', end_date: '2027-06-30' },
    date: '2027-02-01',
    treatments: picks.slice(3, 4),
  });
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
});

test('a project’s name, description, owner, priority and status are saved and shown on the Board; an emptied name is refused', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', insightsUrl(`view=project_details&project_id=${projectId}`));
  await expect(panel(page).getByRole('heading', { name: PROJECT })).toBeVisible();
  await expect(boardCard(page, PROJECT)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const form = panel(page).getByRole('form', { name: 'Edit project' });
  await expect(form.getByLabel('Name')).toHaveValue(PROJECT);

  const renamed = 'Civic hall renewal';
  const description = 'Roofs, lifts and fire services of the civic hall.';
  await form.getByLabel('Name').fill(renamed);
  await form.getByLabel('Description').fill(description);
  await choose(page, 'project-owner', owner.label);
  await choose(page, 'project-priority', 'High');
  await choose(page, 'project-status', 'Approved');
  await shoot(page, 'project-edit');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Project updated.')).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: renamed })).toBeVisible();
  await expect(panel(page).getByText(description)).toBeVisible();
  await expect(fact(page, 'Owner')).toHaveText(owner.label);
  await expect(fact(page, 'Priority')).toHaveText('High');
  await expect(fact(page, 'Status')).toHaveText('Approved');
  const card = page.getByTestId('board-column-Approved').getByTestId('board-card').filter({ hasText: renamed });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Priority: High');
  await expect(boardCard(page, PROJECT)).toHaveCount(0);
  const saved = await projectOf(projectId);
  expect(saved).toMatchObject({ name: renamed, description, owner: { id: owner.id }, priority: { name: 'High' }, status: { name: 'Approved' } });
  await shoot(page, 'project-saved');

  // Emptied, the name is refused under its field, and no request leaves the page.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Name').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'This field is required.' })).toBeVisible();
  await shoot(page, 'project-name-required');
  expect(puts).toEqual([]);
  expect((await projectOf(projectId)).name).toBe(renamed);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page).getByRole('heading', { name: renamed })).toBeVisible();
});

test('a phase over two years is refused; its dates, funding source, contingency and budget are saved', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', insightsUrl(`view=phase_details&project_id=${projectId}&phase_id=${phaseId}`));
  await expect(panel(page).getByRole('heading', { name: PHASE.name })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const form = panel(page).getByRole('form', { name: 'Edit phase' });
  await expect(form.getByLabel('Start date', { exact: true })).toHaveValue('01/01/2027');

  await typeDay(form.getByLabel('End date', { exact: true }), '31/01/2028');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A phase cannot span more than one fiscal or calendar year.')).toBeVisible();
  await shoot(page, 'phase-spans-years');
  expect((await phaseOf(phaseId)).end_date).toBe(PHASE.end_date);

  await typeDay(form.getByLabel('End date', { exact: true }), '30/11/2027');
  await expect(form.getByText('A phase cannot span more than one fiscal or calendar year.')).toHaveCount(0);
  await choose(page, 'phase-funding', 'Capital works');
  await typeNumber(form.getByLabel('Contingency'), '15');
  await typeNumber(form.getByLabel('Total budget'), '250000');
  await expect(form.getByLabel('Total budget')).toHaveValue(money(250_000, 0));
  await shoot(page, 'phase-edit');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Phase updated.')).toBeVisible();
  const saved = await phaseOf(phaseId);
  expect(saved).toMatchObject({ start_date: '2027-01-01', end_date: '2027-11-30', funding_source: { name: 'Capital works' }, contingency: 15, total_budget: 250_000 });
  await expect(fact(page, 'Dates')).toHaveText(`${day('2027-01-01')} – ${day('2027-11-30')}`);
  await expect(fact(page, 'Funding source')).toHaveText('Capital works');
  await expect(fact(page, 'Contingency')).toHaveText(`15 % · ${money(saved.contingency_amount, 0)}`);
  await expect(fact(page, 'Total budget')).toHaveText(money(250_000, 0));
  await shoot(page, 'phase-saved');
});

test('a treatment dated outside its phase is refused; its date and variation are saved and the estimate follows', async ({ page }) => {
  const [treatment] = (await treatmentsOf(phaseId)).filter((candidate) => candidate.date === '2027-03-01');
  const phase = await phaseOf(phaseId);
  await signIn(page, 'editor@horizon.test', insightsUrl(`view=treatment_details&project_id=${projectId}&phase_id=${phaseId}&treatment_id=${treatment!.id}`));
  await expect(panel(page).getByTestId('side-panel-estimate')).toHaveText(money(treatment!.cost_estimate, 2));
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  const form = panel(page).getByRole('form', { name: 'Edit treatment' });
  const date = form.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue('01/03/2027');
  await expect(form.getByText(`Within the phase: ${day(phase.start_date)} – ${day(phase.end_date)}.`)).toBeVisible();
  await shoot(page, 'treatment-edit');

  await typeDay(date, '15/12/2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Date must be later than ${day(await refusedDay(treatment!, '2026-12-15'))}.`);
  await shoot(page, 'treatment-date-early');
  await typeDay(date, '01/12/2027');
  await expect(form.getByRole('alert')).toHaveText(`Date must be lower than ${day(await refusedDay(treatment!, '2027-12-01'))}.`);
  await shoot(page, 'treatment-date-late');
  expect((await treatmentsOf(phaseId)).find((candidate) => candidate.id === treatment!.id)!.date).toBe('2027-03-01');

  await typeDay(date, '15/04/2027');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await typeNumber(form.getByLabel('Cost variation'), '12.50');
  await expect(form.getByLabel('Cost variation')).toHaveValue(money(12.5, 2));
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Treatment updated.')).toBeVisible();
  const saved = (await treatmentsOf(phaseId)).find((candidate) => candidate.id === treatment!.id)!;
  expect(saved).toMatchObject({ date: '2027-04-15', variation: 12.5 });
  const expected = estimate(treatment!.cost, 12.5, treatment!.network_measure);
  await expect(panel(page).getByTestId('side-panel-estimate')).toHaveText(money(expected, 2));
  expect(saved.cost_estimate).toBeCloseTo(expected, 2);
  await expect(fact(page, 'Date')).toHaveText(day('2027-04-15'));
  await expect(fact(page, 'Cost variation')).toHaveText(`${money(12.5, 2)} per unit`);
  await shoot(page, 'treatment-saved');
});

test('a treatment is removed from its phase once the removal is confirmed', async ({ page }) => {
  const before = await treatmentsOf(phaseId);
  const removed = before.find((candidate) => candidate.date === '2027-03-01')!;
  await signIn(page, 'editor@horizon.test', insightsUrl(`view=phase_treatments&project_id=${projectId}&phase_id=${phaseId}`));
  await expect(panel(page).getByTestId('side-panel-treatment')).toHaveCount(before.length);
  const entry = panel(page).locator('.side-panel__entry').filter({ has: page.getByText(removed.asset_name ?? removed.asset_id, { exact: true }) });
  const remove = entry.getByRole('button', { name: `Remove ${removed.name} from the phase` });

  await remove.click();
  await expect(confirmation(page)).toContainText(`Remove "${removed.name}" from this phase? This is permanent and cannot be undone.`);
  await panel(page).getByRole('button', { name: 'Keep it' }).click();
  await expect(confirmation(page)).toHaveCount(0);
  await expect(panel(page).getByTestId('side-panel-treatment')).toHaveCount(before.length);

  await remove.click();
  await shoot(page, 'treatment-remove-confirm');
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Treatment deleted.')).toBeVisible();
  await expect(panel(page).getByTestId('side-panel-treatment')).toHaveCount(before.length - 1);
  await expect(entry).toHaveCount(0);
  expect((await treatmentsOf(phaseId)).map((treatment) => treatment.id)).not.toContain(removed.id);
  await shoot(page, 'treatment-removed');
});

test('a phase and then its project are deleted, each asked first as permanent', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', insightsUrl(`view=phase_details&project_id=${doomed.projectId}&phase_id=${doomed.phaseId}`));
  await expect(panel(page).getByRole('heading', { name: DOOMED.phase })).toBeVisible();
  await expect(boardCard(page, DOOMED.project)).toContainText('1 phase');

  await panel(page).getByRole('button', { name: 'Delete' }).click();
  await expect(confirmation(page)).toContainText(`Delete the phase "${DOOMED.phase}" with its treatments? This is permanent and cannot be undone.`);
  await shoot(page, 'phase-delete-confirm');
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Phase deleted.')).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_phases');
  await expect(panel(page).getByText('This project has no phases yet.')).toBeVisible();
  await expect(boardCard(page, DOOMED.project)).toContainText('0 phases');
  await expect(phaseOf(doomed.phaseId, doomed.projectId)).rejects.toThrow(/answered 404/);
  // Its treatment goes with it: the proposed one is unplanned again.
  expect((await proposedOf(picks[3]!.id)).planned).toBeNull();

  await panel(page).getByRole('button', { name: DOOMED.project }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_details');
  await panel(page).getByRole('button', { name: 'Delete' }).click();
  await expect(confirmation(page)).toContainText(`Delete the project "${DOOMED.project}" with its phases and treatments? This is permanent and cannot be undone.`);
  await shoot(page, 'project-delete-confirm');
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted.')).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-view', 'all_projects');
  await expect(panel(page).getByTestId('side-panel-project')).toHaveCount(1);
  await expect(panel(page).getByTestId('side-panel-project').filter({ hasText: DOOMED.project })).toHaveCount(0);
  await expect(boardCard(page, DOOMED.project)).toHaveCount(0);
  await expect(projectOf(doomed.projectId)).rejects.toThrow(/answered 404/);
  await shoot(page, 'project-deleted');
});

test('a proposed treatment of an unplanned asset is added to a phase from its asset’s details', async ({ page }) => {
  const pick = picks[4]!;
  const asset = await editor.call<AssetItem>('GET', `/v5/assets/${plan.id}/item/${pick.asset_uuid}`);
  const index = asset.proposed_treatments.findIndex((proposed) => proposed.id === pick.id);
  expect(index).toBeGreaterThanOrEqual(0);
  const { name: projectName } = await projectOf(projectId);
  const phaseCount = (await treatmentsOf(phaseId)).length;

  await signIn(page, 'editor@horizon.test', insightsUrl(`view=asset_details&asset_id=${pick.asset_uuid}`));
  const row = panel(page).getByTestId('side-panel-proposed').nth(index);
  await expect(row).toContainText('Not in a phase');
  await row.click();
  await expect(panel(page)).toHaveAttribute('data-view', 'unlinked_treatment_details');
  const query = () => Object.fromEntries(new URL(page.url()).searchParams);
  await expect.poll(query).toEqual({ view: 'unlinked_treatment_details', treatment_id: pick.id, asset_id: pick.asset_uuid });
  const heading = (await panel(page).getByRole('heading', { level: 3 }).textContent())!;
  await shoot(page, 'unlinked-treatment');

  await panel(page).getByRole('button', { name: 'Add to phase' }).click();
  const dialog = page.getByTestId('create-treatment-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('create-treatment-project').click();
  await page.getByRole('option', { name: projectName, exact: true }).click();
  await dialog.getByTestId('create-treatment-phase').click();
  await page.getByRole('option', { name: new RegExp(`^${PHASE.name}`) }).click();
  await expect(dialog.locator('input[id$="-date"]')).toHaveValue('01/01/2027');
  await shoot(page, 'add-to-phase-dialog');
  await dialog.getByTestId('create-treatment-submit').click();

  await expect(toast(page, '1 treatment added into the selected phase.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel(page)).toHaveAttribute('data-view', 'treatment_details');
  await expect(panel(page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(fact(page, 'Phase')).toHaveText(PHASE.name);
  const planned = (await proposedOf(pick.id)).planned;
  expect(planned?.phase_id).toBe(phaseId);
  await expect(page).toHaveURL(new RegExp(`treatment_id=${planned!.treatment_id}`));
  expect(await treatmentsOf(phaseId)).toHaveLength(phaseCount + 1);
  await shoot(page, 'added-to-phase');
});

test('a Viewer sees the panel read-only: no edit, delete, remove, new or add controls', async ({ page }) => {
  const [treatment] = await treatmentsOf(phaseId);
  const unplanned = picks[5]!;
  const noControls = async () => {
    for (const name of ['Edit', 'Delete', 'New project', 'New phase', 'Add to phase']) await expect(panel(page).getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: /^Remove / })).toHaveCount(0);
  };

  await signIn(page, 'viewer@horizon.test', insightsUrl('view=all_projects'));
  await expect(panel(page).getByTestId('side-panel-project')).toHaveCount(1);
  await noControls();
  await shoot(page, 'viewer-all-projects');

  await panel(page).getByTestId('side-panel-project').click();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_details');
  await expect(fact(page, 'Status')).toHaveText('Approved');
  await noControls();
  await shoot(page, 'viewer-project');

  await panel(page).getByRole('button', { name: '1 phase' }).click();
  await expect(panel(page).getByTestId('side-panel-phase')).toHaveCount(1);
  await noControls();

  await panel(page).getByTestId('side-panel-phase').click();
  await expect(panel(page).getByRole('heading', { name: PHASE.name })).toBeVisible();
  await noControls();

  await panel(page).getByRole('button', { name: /^\d+ treatments?$/ }).click();
  await expect(panel(page).getByTestId('side-panel-treatment').first()).toBeVisible();
  await noControls();
  await shoot(page, 'viewer-phase-treatments');

  await page.goto(insightsUrl(`view=treatment_details&project_id=${projectId}&phase_id=${phaseId}&treatment_id=${treatment!.id}`));
  await expect(panel(page).getByTestId('side-panel-estimate')).toHaveText(money(treatment!.cost_estimate, 2));
  await noControls();

  await page.goto(insightsUrl(`view=unlinked_treatment_details&treatment_id=${unplanned.id}&asset_id=${unplanned.asset_uuid}`));
  await expect(panel(page).getByText('and not yet in a phase.')).toBeVisible();
  await noControls();
  await shoot(page, 'viewer-unlinked');
});
