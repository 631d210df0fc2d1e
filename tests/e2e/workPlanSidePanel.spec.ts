import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import { createWorkPlan, deleteWorkPlan, importRuns, licensedPortfolioWithRun, projectWithTreatments, proposedTreatmentsOfDistinctAssets, setTimeFrame, type SeededPlan, type SeededTreatment } from './support/workPlanSeed';

/*
 * Issue 15, the work plan side panel: a plan with a project, a phase and two treatments of an
 * imported demo run (created through the API). Through the UI: the 'Projects' toggle opens the
 * project list at 500 px and collapses it to 380 px (SPEC 9); a project and a phase are created
 * with the panel's forms and show on the Board; a phase across two fiscal years is refused with
 * SPEC 5's text; the panel's Back and Forward and the browser's follow the views shown; a link
 * with ids of another view has them cleared (SPEC 2); an unknown view says it cannot be shown.
 * Screenshots at 1440 x 900 go to SIDE_PANEL_SHOTS when set.
 */


const expect = baseExpect.configure({ timeout: 30_000 });
const shotsDir = process.env.SIDE_PANEL_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const stamp = Date.now().toString(36);
const planName = `Side panel ${stamp}`;
let editor: ApiSession;
let plan: SeededPlan;
let planId: string;
let projectId: string;
let phaseId: string;
let treatments: SeededTreatment[];
let assetKey: string;

const panel = (page: Page) => page.getByTestId('work-plan-side-panel');
const panelWidth = async (page: Page) => Math.round((await panel(page).boundingBox())!.width);
const insightsUrl = (query = '') => `/work-plan/${planId}/insights/board${query}`;
const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

/** SPEC 5: (cost + variation) × network measure, a measure missing counting as one unit. */
const estimate = (treatment: SeededTreatment) => (treatment.cost + treatment.variation) * (treatment.network_measure && treatment.network_measure > 0 ? treatment.network_measure : 1);
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  const portfolioId = await licensedPortfolioWithRun(editor);
  plan = await createWorkPlan(editor, portfolioId, planName, 'Side panel end-to-end.');
  planId = plan.id;
  await setTimeFrame(editor, plan, { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 3 });
  await importRuns(editor, planId, (importable) => importable.slice(0, 1), 'a run of the portfolio');
  const picks = await proposedTreatmentsOfDistinctAssets(editor, planId, 2);
  assetKey = picks[0]!.asset_uuid;
  ({ projectId, phaseId, treatments } = await projectWithTreatments(editor, planId, {
    name: 'Belmont renewal',
    phase: { name: 'Stage 1', start_date: '2026-08-01', end_date: '2027-03-31', contingency: 10 },
    date: '2026-10-01',
    treatments: picks,
  }));
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
});

/** Types a day into a PrimeReact date field the way a person does, in en-AU's day/month/year. */
async function typeDay(page: Page, label: string, day: string) {
  const field = panel(page).getByLabel(label, { exact: true });
  await field.fill(day);
  await field.press('Escape');
}

test('the Projects toggle opens the list at 500 px and collapses it to 380 px; a project and a phase are created on the Board', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', insightsUrl());
  await expect(page.getByTestId('board-card').filter({ hasText: 'Belmont renewal' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'all_projects');
  await expect(page).toHaveURL(/view=all_projects/);
  await expect(page.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page).getByTestId('side-panel-project')).toHaveCount(1);
  await expect.poll(() => panelWidth(page)).toBe(500);
  await shoot(page, 'all-projects-open');

  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(page.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => panelWidth(page)).toBe(380);
  await shoot(page, 'all-projects-collapsed');
  await page.getByRole('button', { name: 'Projects' }).click();
  await expect.poll(() => panelWidth(page)).toBe(500);
  // The browser's Back leaves the Board without a view, the list closing with the panel; 'Projects' opens both again.
  await page.goBack();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'all_projects');
  await expect(page.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => panelWidth(page)).toBe(500);

  await panel(page).getByRole('button', { name: 'New project' }).click();
  await shoot(page, 'new-project-form');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await expect(panel(page).getByText('This field is required.')).toBeVisible();
  await panel(page).getByLabel('Name').fill('Harbour walk');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Project created.')).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_details');
  await expect(panel(page).getByRole('heading', { name: 'Harbour walk' })).toBeVisible();
  await expect(page.getByTestId('board-card').filter({ hasText: 'Harbour walk' })).toBeVisible();
  await shoot(page, 'project-details');

  await panel(page).getByRole('button', { name: '0 phases' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_phases');
  await expect(panel(page).getByText('This project has no phases yet.')).toBeVisible();
  await shoot(page, 'project-phases');
  await panel(page).getByRole('button', { name: 'New phase' }).click();
  await panel(page).getByLabel('Name').fill('Stage A');
  await typeDay(page, 'Start date', '01/08/2026');
  await typeDay(page, 'End date', '31/08/2027');
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await expect(panel(page).getByText('A phase cannot span more than one fiscal or calendar year.')).toBeVisible();
  await shoot(page, 'new-phase-refused');
  await typeDay(page, 'End date', '31/03/2027');
  await expect(panel(page).getByText('A phase cannot span more than one fiscal or calendar year.')).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Phase created.')).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_details');
  await expect(panel(page).getByRole('heading', { name: 'Stage A' })).toBeVisible();
  await expect(page.getByTestId('board-card').filter({ hasText: 'Harbour walk' })).toContainText('1 phase');
  await shoot(page, 'phase-details');
});

test('Back and Forward, the panel’s and the browser’s, follow the views shown', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', insightsUrl(`?view=phase_treatments&project_id=${projectId}&phase_id=${phaseId}`));
  await expect(panel(page).getByTestId('side-panel-treatment')).toHaveCount(treatments.length);
  await expect(panel(page).getByRole('button', { name: 'Back' })).toBeDisabled();
  await shoot(page, 'phase-treatments');

  const first = treatments[0]!;
  await panel(page).getByTestId('side-panel-treatment').filter({ hasText: first.name }).first().click();
  await expect(panel(page)).toHaveAttribute('data-view', 'treatment_details');
  await expect(page).toHaveURL(new RegExp(`treatment_id=${first.id}`));
  await expect(panel(page).getByTestId('side-panel-estimate')).toHaveText(money.format(estimate(first)));
  await shoot(page, 'treatment-details');

  await panel(page).getByRole('button', { name: 'Back' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_treatments');
  await expect(page).not.toHaveURL(/treatment_id=/);
  await expect(panel(page).getByRole('button', { name: 'Forward' })).toBeEnabled();
  await panel(page).getByRole('button', { name: 'Forward' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'treatment_details');
  await expect(panel(page).getByRole('button', { name: 'Forward' })).toBeDisabled();

  await page.goBack();
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_treatments');
  await page.goForward();
  await expect(panel(page)).toHaveAttribute('data-view', 'treatment_details');

  await panel(page).locator('.side-panel__inline-link').click();
  await expect(panel(page)).toHaveAttribute('data-view', 'asset_details');
  await expect(panel(page).getByTestId('side-panel-proposed').first()).toBeVisible();
  await shoot(page, 'asset-details');

  const unplanned = panel(page).getByTestId('side-panel-proposed').filter({ hasText: 'Not in a phase' });
  if ((await unplanned.count()) > 0) {
    await unplanned.first().click();
    await expect(panel(page)).toHaveAttribute('data-view', 'unlinked_treatment_details');
    await expect(panel(page).getByRole('button', { name: 'Add to phase' })).toBeVisible();
    await shoot(page, 'unlinked-treatment');
  }
  await panel(page).getByRole('button', { name: 'Close the side panel' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=/);
});

test('a link with another view’s ids has them cleared, and an unknown view says it cannot be shown', async ({ page }) => {
  const treatmentId = treatments[0]!.id;
  await signIn(page, 'editor@horizon.test', insightsUrl(`?view=phase_details&project_id=${projectId}&phase_id=${phaseId}&treatment_id=${treatmentId}&asset_id=${assetKey}`));
  await expect(panel(page).getByRole('heading', { name: 'Stage 1' })).toBeVisible();
  await expect(page).not.toHaveURL(/treatment_id=|asset_id=/);
  await expect(page).toHaveURL(new RegExp(`view=phase_details&project_id=${projectId}&phase_id=${phaseId}$`));

  await page.goto(insightsUrl('?view=bogus'));
  await expect(panel(page)).toHaveAttribute('data-view', 'unknown');
  await expect(panel(page).getByText('This item cannot be shown')).toBeVisible();
  await shoot(page, 'unknown');
  await panel(page).getByRole('button', { name: 'Show all projects' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'all_projects');
});

test('a Board card opens its project in the panel, and the Builder shows the panel on its right', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', insightsUrl());
  await page.getByTestId('board-card').filter({ hasText: 'Belmont renewal' }).getByRole('button', { name: 'Belmont renewal', exact: true }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_details');
  await expect(page).toHaveURL(new RegExp(`view=project_details&project_id=${projectId}`));
  await expect(panel(page).getByRole('heading', { name: 'Belmont renewal' })).toBeVisible();
  await expect.poll(() => panelWidth(page)).toBe(380);

  await page.goto(`/work-plan/${planId}/builder/treatments?view=project_phases&project_id=${projectId}`);
  await expect(panel(page).getByTestId('side-panel-phase')).toHaveCount(1);
  await expect(page.getByTestId('work-plan-builder')).toBeVisible();
  await shoot(page, 'builder-project-phases');
});
