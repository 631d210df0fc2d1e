import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import { createWorkPlan, deleteWorkPlan, importRuns, licensedPortfolioWithRun, projectWithTreatments, proposedTreatmentsOfDistinctAssets, setTimeFrame, type SeededPlan } from './support/workPlanSeed';

/*
 * Issue 15 "Insights" and the exports: a plan with two projects, three phases and treatments of
 * an imported demo run (created through the API), its budgets set so that one planning year is
 * over budget and one funding source is unused. The Board shows the projects by status and a drag
 * changes one's status for good; the Grid's totals are the treatments' sums; the Gantt draws a bar
 * per phase; the budgets flag the year and the source; CSV, Excel and JSON download and parse.
 * Screenshots at 1440 px go to INSIGHTS_SHOTS when set.
 */

type Insights = {
  projects: Array<{ id: string; name: string; status: { name: string } | null; phases: Array<{ id: string; contingency: number; treatments: Array<{ cost_estimate: number }> }> }>;
  totals: { treatment_count: number; treatment_cost: number; contingency_amount: number; proposed_spend: number; total_budget: number };
};

const expect = baseExpect.configure({ timeout: 60_000 });
const shotsDir = process.env.INSIGHTS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const stamp = Date.now().toString(36);
const planName = `Insights ${stamp}`;
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
let editor: ApiSession;
let plan: SeededPlan;
let planId: string;

const insights = () => editor.call<Insights>('GET', `/v5/project/${planId}/insights`);
const column = (page: Page, name: string) => page.getByTestId(`board-column-${name}`);

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  const portfolioId = await licensedPortfolioWithRun(editor);
  plan = await createWorkPlan(editor, portfolioId, planName, 'Insights end-to-end.');
  planId = plan.id;
  await setTimeFrame(editor, plan, { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 3 });
  // A budget of one dollar in FY2026/27 makes that year over budget; the grant is used by no phase.
  const capital = await editor.call<{ funding_sources: Array<{ id: string; name: string }> }>('POST', `/v5/workspace-setting-funding-source/${planId}`, {
    name: 'Capital works',
    budgets: [1, 50_000_000, 50_000_000],
  });
  await editor.call('POST', `/v5/workspace-setting-funding-source/${planId}`, { name: 'Unused grant', budgets: [10_000, 10_000, 10_000] });
  const capitalId = capital.funding_sources.find((source) => source.name === 'Capital works')!.id;
  const statuses = await editor.call<{ status_items: Array<{ id: string; name: string }> }>('GET', `/v5/workspace-setting/${planId}`);
  for (const [name, colour] of [
    ['Proposed', '#2563eb'],
    ['Approved', '#16a34a'],
  ] as const) {
    if (!statuses.status_items.some((status) => status.name === name)) await editor.call('POST', `/v5/workspace-setting-status-item/${planId}`, { name, colour });
  }
  const items = (await editor.call<{ status_items: Array<{ id: string; name: string }> }>('GET', `/v5/workspace-setting/${planId}`)).status_items;
  const proposed = items.find((status) => status.name === 'Proposed')!.id;

  await importRuns(editor, planId, (importable) => importable.slice(0, 1), 'a run of the portfolio');
  const picks = await proposedTreatmentsOfDistinctAssets(editor, planId, 4);
  expect(picks.length).toBeGreaterThanOrEqual(2);

  const { projectId: roadsId } = await projectWithTreatments(editor, planId, {
    name: 'Belmont renewal',
    statusId: proposed,
    phase: { name: 'Stage 1', start_date: '2026-08-01', end_date: '2027-03-31', funding_source_id: capitalId, contingency: 10, total_budget: 250_000 },
    date: '2026-10-01',
    treatments: picks.slice(0, 2),
  });
  await editor.call('POST', `/v5/project-phase/${planId}/${roadsId}`, { name: 'Stage 2', start_date: '2027-09-01', end_date: '2028-05-31', funding_source_id: capitalId });
  await projectWithTreatments(editor, planId, {
    name: 'Church Street mains',
    statusId: proposed,
    phase: { name: 'Replacement', start_date: '2027-07-01', end_date: '2028-06-30', funding_source_id: capitalId },
    date: '2027-08-01',
    treatments: picks.slice(2),
  });
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
});

test('the Board shows the projects by status, and a drag changes a status for good', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/insights/board`);
  await expect(page).toHaveTitle(/^Insights - Board \|/);
  await expect(column(page, 'Proposed').getByTestId('board-card')).toHaveCount(2);
  await expect(column(page, 'Approved').getByTestId('board-card')).toHaveCount(0);
  await expect(page.getByTestId('insights-summary-projects')).toContainText('2');
  await shoot(page, 'insights-board');

  await column(page, 'Proposed').getByTestId('board-card').filter({ hasText: 'Belmont renewal' }).dragTo(column(page, 'Approved'));
  await expect(column(page, 'Approved').getByTestId('board-card')).toHaveCount(1);
  await expect(page.getByText('Belmont renewal moved to Approved.')).toBeVisible();
  await expect.poll(async () => (await insights()).projects.find((project) => project.name === 'Belmont renewal')?.status?.name).toBe('Approved');
  await page.reload();
  await expect(column(page, 'Approved').getByTestId('board-card')).toHaveText([/Belmont renewal/]);

  // The keyboard's way: the card's status menu.
  await column(page, 'Approved').getByRole('button', { name: 'Change the status of Belmont renewal' }).click();
  await page.getByRole('menuitem', { name: 'Move to Proposed' }).click();
  await expect(column(page, 'Proposed').getByTestId('board-card')).toHaveCount(2);
  await expect.poll(async () => (await insights()).projects.find((project) => project.name === 'Belmont renewal')?.status?.name).toBe('Proposed');
});

test("the Grid's totals are the sums of the plan's treatments", async ({ page }) => {
  const plan = await insights();
  const estimates = plan.projects.flatMap((project) => project.phases.flatMap((phase) => phase.treatments.map((treatment) => treatment.cost_estimate)));
  const treatmentCost = estimates.reduce((sum, value) => sum + value, 0);
  expect(estimates.length).toBe(plan.totals.treatment_count);
  // SPEC 5: a phase proposes its treatments' cost and its contingency, a percentage of that cost rounded to the cent.
  const proposedSpend = plan.projects
    .flatMap((project) => project.phases)
    .reduce((sum, phase) => {
      const cost = phase.treatments.reduce((total, treatment) => total + treatment.cost_estimate, 0);
      return sum + cost + Math.round(cost * phase.contingency) / 100;
    }, 0);

  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/insights/grid`);
  await expect(page).toHaveTitle(/^Insights - Grid \|/);
  await expect(page.getByTestId('grid-total-treatmentCost')).toHaveText(money.format(treatmentCost));
  await expect(page.getByTestId('grid-total-proposedSpend')).toHaveText(money.format(proposedSpend));
  await expect(page.getByTestId('insights-summary-treatmentCost')).toContainText(money.format(treatmentCost));
  await shoot(page, 'insights-grid');
});

test('the Gantt draws one bar per phase, and the budgets flag the year over budget and the unused source', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/insights/gantt`);
  await expect(page).toHaveTitle(/^Insights - Gantt \|/);
  await expect(page.locator('[data-testid="insights-gantt"] path.apexcharts-rangebar-area')).toHaveCount(3);
  const budgets = page.getByTestId('insights-budgets');
  await expect(budgets.getByText('1 planning year is over budget.')).toBeVisible();
  await expect(budgets.getByTestId('budget-over').first()).toContainText('Over budget by');
  await expect(budgets.getByTestId('budget-row').filter({ hasText: 'Unused grant' }).getByTestId('budget-unused')).toHaveText('Not used by any phase');
  await expect(budgets.getByTestId('budget-row').filter({ hasText: 'Capital works' }).getByTestId('budget-unused')).toHaveCount(0);
  await shoot(page, 'insights-gantt');
});

test('the plan exports to CSV, Excel and JSON, each named after the plan and the day', async ({ page }) => {
  const plan = await insights();
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/insights/board`);
  const save = async (label: string) => {
    await page.getByTestId('insights-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: label }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${planName} - \\d{4}-\\d{2}-\\d{2}\\.`));
    return { name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path())!) };
  };

  const csv = await save('CSV (one row per treatment)');
  expect(csv.name.endsWith('.csv')).toBe(true);
  const rows = Papa.parse<Record<string, string>>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  expect(rows.filter((row) => row.treatment_id).length).toBe(plan.totals.treatment_count);
  expect(rows.reduce((sum, row) => sum + Number(row.cost_estimate || 0), 0)).toBeCloseTo(plan.totals.treatment_cost, 2);

  const xlsx = await save('Excel workbook');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Projects', 'Phases', 'Treatments', 'Budgets']);
  expect(workbook.getWorksheet('Treatments')!.rowCount - 1).toBe(plan.totals.treatment_count);

  const json = await save('JSON for the modelling app');
  const file = JSON.parse(json.bytes.toString('utf8')) as { kind: string; work_plan: { id: string }; projects: unknown[] };
  expect(file).toMatchObject({ kind: 'horizon.work-plan', work_plan: { id: planId } });
  expect(file.projects).toHaveLength(2);
});

test('a plan without projects explains them and leads to the Builder', async ({ page }) => {
  const empty = await editor.call<{ id: string; portfolio_id: string }>('GET', `/work-plans/${planId}`);
  const other = await editor.call<{ id: string }>('POST', `/portfolios/${empty.portfolio_id}/work-plans`, { name: `Empty ${stamp}` });
  try {
    await signIn(page, 'editor@horizon.test', `/work-plan/${other.id}/insights`);
    await expect(page.getByText('No projects yet')).toBeVisible();
    await shoot(page, 'insights-empty');
    await page.getByRole('button', { name: 'Open the Builder' }).click();
    await expect(page).toHaveURL(new RegExp(`/work-plan/${other.id}/builder`));
  } finally {
    await editor.call('DELETE', `/work-plans/${other.id}`, { confirm_name: `Empty ${stamp}` });
  }
});
