import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import { deleteWorkPlan, licensedPortfolioWithRun, planWithImportedRun, type SeededPlan } from './support/workPlanSeed';

/*
 * Issue 15: treatments go into a phase only, from the selected assets' proposed treatments or as
 * custom treatments. A plan with the demo run 'Buildings as budgeted' imported, and a project with
 * one phase (made through the API). Two assets selected on Builder - Assets go into the phase
 * through Add treatments and Create Treatment (SPEC 2: Phase, Date, Create), with SPEC 8's toast;
 * asked again, nothing of theirs is left to add. A custom treatment is added from an asset's
 * details in the side panel, its estimate (cost + variation) × network measure (SPEC 5) shown as
 * it is typed, a date outside the phase refused with SPEC 5's text. A Viewer sees neither action.
 * Screenshots at 1440 x 900 go to ADD_TREATMENTS_SHOTS when set.
 */

type Asset = { id: string; data_source_id: string; asset_id: string; name: string | null; network_measure: number | null; treatment_count: number };
type Treatment = { id: string; kind: string; asset_id: string; name: string; date: string; cost_estimate: number };
type CustomTreatment = { treatment_id: string; name: string; date: string; cost: number; variation: number; cost_estimate: number; phase_name: string };

const RUN = 'Buildings as budgeted';
const PROJECT = 'Civic buildings renewal';
const PHASE = { name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' };

const expect = baseExpect.configure({ timeout: 30_000 });
const shotsDir = process.env.ADD_TREATMENTS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const stamp = Date.now().toString(36);
let editor: ApiSession;
let plan: SeededPlan;
let projectId: string;
let phaseId: string;
/** Assets of the run with proposed treatments, in the plan's order: two to add, one for a custom treatment. */
let assets: Asset[];

/** en-AU's days and money as the app writes them. */
const day = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const money = (amount: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
/** SPEC 5: (cost + variation) × network measure in cents, an asset without a positive measure priced as one unit. */
const estimate = (cost: number, variation: number, measure: number | null) => Math.round((cost + variation) * (measure !== null && measure > 0 ? measure : 1) * 100) / 100;

const assetsUrl = (query = '') => `/work-plan/${plan.id}/builder/assets${query}`;
const panel = (page: Page) => page.getByTestId('work-plan-side-panel');
const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const rowOf = (page: Page, assetId: string) => page.getByTestId('builder-table').locator('tbody tr.builder-table__row').filter({ has: page.getByText(assetId, { exact: true }) });
const phaseTreatments = async () => (await editor.call<{ contents: Treatment[] }>('GET', `/v5/project-phase-treatment/${plan.id}/${phaseId}`)).contents;
const customTreatmentsOf = async (asset: Asset) => (await editor.call<{ custom_treatments: CustomTreatment[] }>('GET', `/v5/assets/${plan.id}/item/${asset.id}`)).custom_treatments;

/** Finds an asset by its id with the quick search and ticks it. */
async function selectAsset(page: Page, asset: Asset) {
  await page.getByTestId('builder-search').fill(asset.asset_id);
  await expect(rowOf(page, asset.asset_id)).toHaveCount(1);
  await rowOf(page, asset.asset_id).getByTestId('builder-select').click();
  await expect(rowOf(page, asset.asset_id)).toHaveClass(/builder-table__row--selected/);
}

async function chooseOption(page: Page, dropdown: Locator, option: string | RegExp) {
  await dropdown.click();
  await page.getByRole('option', { name: option }).click();
}

/** Types a day the way a person does, in en-AU's day/month/year, and closes the picker. */
async function typeDay(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Escape');
  await expect(field.page().locator('.p-datepicker')).toBeHidden();
}

/** PrimeReact's number inputs take keys, not a filled value. */
async function typeNumber(field: Locator, value: string) {
  await field.selectText();
  await field.pressSequentially(value);
  await expect.poll(async () => Number((await field.inputValue()).replace(/[^\d.-]/g, ''))).toBe(Number(value));
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  // The demo's building run finishes and its import copies its buildings while the spec waits.
  test.setTimeout(900_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  const portfolioId = await licensedPortfolioWithRun(editor, RUN);
  plan = await planWithImportedRun(editor, portfolioId, `Add treatments ${stamp}`, RUN);
  projectId = (await editor.call<{ id: string }>('POST', `/v5/project/${plan.id}`, { name: PROJECT })).id;
  phaseId = (await editor.call<{ id: string }>('POST', `/v5/project-phase/${plan.id}/${projectId}`, PHASE)).id;
  assets = (await editor.call<{ contents: Asset[] }>('GET', `/v5/assets/${plan.id}?has_treatments=true&limit=3`)).contents;
  expect(assets).toHaveLength(3);
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
});

test("two selected assets' proposed treatments go into a phase; asked again, none of theirs is left to add", async ({ page }) => {
  const chosen = assets.slice(0, 2);
  // A new plan has nothing in a phase: every proposed treatment of the two is added.
  const count = chosen.reduce((sum, asset) => sum + asset.treatment_count, 0);
  // The side panel is open on the phase, still empty; it stays on it while the Builder's views change.
  await signIn(page, 'editor@horizon.test', assetsUrl(`?view=phase_treatments&project_id=${projectId}&phase_id=${phaseId}`));
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_treatments');
  await expect(panel(page).getByTestId('side-panel-treatment')).toHaveCount(0);
  for (const asset of chosen) await selectAsset(page, asset);
  await expect(page.getByTestId('builder-selection-count')).toHaveText('2 assets selected');
  await expect(page.getByTestId('builder-selection-source')).toHaveText(`${RUN}: 2 of 5`);
  await shoot(page, 'selection-bar');
  // The Map view shares the selection and its bar.
  await page.getByTestId('builder-view-map').click();
  await expect(page.getByTestId('builder-map')).toBeVisible();
  await expect(page.getByTestId('builder-selection-count')).toHaveText('2 assets selected');
  await expect(page.getByTestId('builder-selection-source')).toHaveText(`${RUN}: 2 of 5`);
  await shoot(page, 'map-selection-bar');
  await page.getByTestId('builder-view-assets').click();
  await expect(page).toHaveURL(new RegExp(`/builder/assets\\?view=phase_treatments&project_id=${projectId}&phase_id=${phaseId}$`));
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_treatments');

  await page.getByTestId('builder-add-treatments').click();
  const dialog = page.getByTestId('create-treatment-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('create-treatment-summary')).toHaveText(`${count} proposed treatments of 2 assets go into the phase you choose.`);
  await chooseOption(page, dialog.getByTestId('create-treatment-project'), PROJECT);
  await chooseOption(page, dialog.getByTestId('create-treatment-phase'), new RegExp(PHASE.name));
  // Choosing the phase dates the treatments on its first day.
  const date = dialog.locator('input[id$="-date"]');
  await expect(date).toHaveValue('01/01/2027');
  // Typed, then picked in the calendar, which closes it: Escape would close the dialog too.
  await date.fill('15/03/2027');
  await page.locator('.p-datepicker td[aria-label="15/03/2027"]').click();
  await expect(page.locator('.p-datepicker')).toBeHidden();
  await expect(date).toHaveValue('15/03/2027');
  await expect(dialog).toHaveClass(/p-dialog-enter-done/);
  await shoot(page, 'add-treatments-dialog');
  await dialog.getByTestId('create-treatment-submit').click();

  await expect(toast(page, `${count} treatments added into the selected phase.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('builder-selection')).toContainText('Select up to 5 assets of each data source to add treatments.');
  await expect(page.getByTestId('builder-table').locator('.builder-table__row--selected')).toHaveCount(0);
  await shoot(page, 'treatments-added');

  const inPhase = await phaseTreatments();
  expect(inPhase).toHaveLength(count);
  expect(new Set(inPhase.map((treatment) => treatment.asset_id))).toEqual(new Set(chosen.map((asset) => asset.asset_id)));
  expect(inPhase.every((treatment) => treatment.kind === 'proposed' && treatment.date === '2027-03-15')).toBe(true);

  // The phase's treatments in the side panel, read again once they went in.
  await expect(panel(page).getByTestId('side-panel-treatment')).toHaveCount(count);
  for (const asset of chosen) await expect(panel(page).getByTestId('side-panel-treatment').filter({ hasText: asset.name ?? asset.asset_id }).first()).toBeVisible();
  await shoot(page, 'phase-treatments');

  // Nothing of the two is left outside a phase: the dialog says so and Create stays disabled.
  await page.goto(assetsUrl());
  for (const asset of chosen) await selectAsset(page, asset);
  await page.getByTestId('builder-add-treatments').click();
  await expect(dialog.getByTestId('create-treatment-nothing')).toHaveText('None of the 2 selected assets has a proposed treatment that is not already in a phase.');
  await expect(dialog.getByTestId('create-treatment-submit')).toBeDisabled();
  await expect(dialog).toHaveClass(/p-dialog-enter-done/);
  await shoot(page, 'nothing-to-add');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Cancelling keeps the selection.
  await expect(page.getByTestId('builder-selection-count')).toHaveText('2 assets selected');
  expect(await phaseTreatments()).toHaveLength(count);
});

test("a custom treatment is added from an asset's details with its estimate; a date outside the phase is refused", async ({ page }) => {
  const asset = assets[2]!;
  const cost = 120;
  const variation = -20;
  // The asset's details ask for no project's phases: the form asks for those of the project chosen in it.
  const phaseLists: string[] = [];
  const phaseList = new RegExp(`/api/v5/project-phase/${plan.id}/([^/?]+)$`);
  page.on('request', (request) => {
    const match = request.method() === 'GET' ? phaseList.exec(new URL(request.url()).pathname) : null;
    if (match) phaseLists.push(match[1]!);
  });
  await signIn(page, 'editor@horizon.test', assetsUrl(`?view=asset_details&asset_id=${asset.id}`));
  await expect(panel(page).getByRole('heading', { name: asset.name ?? asset.asset_id })).toBeVisible();
  await expect(panel(page).getByText('No custom treatments for this asset yet.')).toBeVisible();
  await panel(page).getByTestId('side-panel-add-custom').click();

  const form = panel(page).getByRole('form', { name: 'New custom treatment' });
  await expect(form.locator('.p-dropdown:has(#custom-treatment-project)')).not.toHaveClass(/p-disabled/);
  expect(phaseLists).toEqual([]);
  await expect(form.getByRole('heading', { name: `New custom treatment for ${asset.name ?? asset.asset_id}` })).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveCount(5);
  await shoot(page, 'custom-required');

  await chooseOption(page, form.locator('.p-dropdown:has(#custom-treatment-project)'), PROJECT);
  await chooseOption(page, form.locator('.p-dropdown:has(#custom-treatment-phase)'), new RegExp(PHASE.name));
  expect(phaseLists).toEqual([projectId]);
  const date = form.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue('01/01/2027');
  await expect(form.getByText(`Within the phase: ${day(PHASE.start_date)} – ${day(PHASE.end_date)}.`)).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Roof membrane repair');
  await typeNumber(form.getByLabel('Cost', { exact: true }), String(cost));
  await expect(form.getByTestId('custom-treatment-estimate')).toHaveText(money(estimate(cost, 0, asset.network_measure)));
  await typeNumber(form.getByLabel('Cost variation'), String(variation));
  const expected = estimate(cost, variation, asset.network_measure);
  await expect(form.getByTestId('custom-treatment-estimate')).toHaveText(money(expected));

  // SPEC 5: 'Date must be lower than {dateVal}.', the first day after the phase.
  await typeDay(date, '15/01/2028');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Date must be lower than ${day('2028-01-01')}.`);
  await shoot(page, 'custom-date-refused');
  expect(await customTreatmentsOf(asset)).toEqual([]);

  await typeDay(date, '20/05/2027');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'custom-form');
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(toast(page, 'Treatment created.')).toBeVisible();
  const listed = panel(page).getByTestId('side-panel-custom-treatment');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Roof membrane repair');
  await expect(listed).toContainText(`${day('2027-05-20')} · ${money(expected)}`);
  await expect(listed).toContainText(`In ${PHASE.name}`);
  await listed.scrollIntoViewIfNeeded();
  await shoot(page, 'custom-listed');

  const [saved] = await customTreatmentsOf(asset);
  expect(saved).toMatchObject({ name: 'Roof membrane repair', date: '2027-05-20', cost, variation, phase_name: PHASE.name });
  expect(saved!.cost_estimate).toBeCloseTo(expected, 2);
  expect((await phaseTreatments()).filter((treatment) => treatment.kind === 'custom').map((treatment) => treatment.name)).toEqual(['Roof membrane repair']);
});

test('a Viewer sees neither Add treatments nor Add custom treatment', async ({ page }) => {
  const asset = assets[2]!;
  await signIn(page, 'viewer@horizon.test', assetsUrl(`?view=asset_details&asset_id=${asset.id}`));
  await expect(panel(page).getByTestId('side-panel-custom-treatment')).toHaveCount(1);
  await expect(panel(page).getByTestId('side-panel-add-custom')).toHaveCount(0);
  await selectAsset(page, assets[0]!);
  await expect(page.getByTestId('builder-selection-count')).toHaveText('1 asset selected');
  await expect(page.getByTestId('builder-add-treatments')).toHaveCount(0);
  await expect(page.getByTestId('builder-selection-clear')).toBeVisible();
  await shoot(page, 'viewer');
});
