import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * Issue 15 "Work plans and their settings": an Editor renames a plan of a licensed demo
 * portfolio, sets Australia's fiscal year (1 July to 30 June) over five planning years (labelled
 * FY2026/27 …), adds a funding source with a budget for each year, lowers the years and is warned
 * which years' budgets Save drops (SPEC 5), saves and sees them gone; adds a status with a colour
 * and a list field with options, reorders the priorities, and finds it all after a reload. A
 * Viewer sees everything read-only; deleting by the typed name lands on the portfolio's Work Plans
 * tab. Screenshots at 1440 px go to WORK_PLAN_SETTINGS_SHOTS when set.
 */

type Portfolio = { id: string; features: string[]; permission: string };
type Settings = {
  information: { name: string };
  time_frame: { planning_years: number };
  funding_sources: Array<{ name: string; budgets: number[] }>;
  priority_items: Array<{ name: string }>;
  status_items: Array<{ name: string; colour: string }>;
  udf_fields: Array<{ name: string; type: string; options: string[]; required: boolean }>;
};

/** The suites share a busy machine: a toast or a saved answer may take longer than the default to show. */
const expect = baseExpect.configure({ timeout: 60_000 });

const shotsDir = process.env.WORK_PLAN_SETTINGS_SHOTS;
async function shoot(target: Page | Locator, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({ path: path.join(shotsDir, `${name}.png`), ...('goto' in target ? { fullPage: true } : {}) });
}

const stamp = Date.now().toString(36);
const RENAMED = `Road renewals ${stamp}`;
let editor: ApiSession;
let viewer: ApiSession;
let portfolioId: string;
let planId: string;

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const settingsOf = () => editor.call<Settings>('GET', `/v5/workspace-setting/${planId}`);

/** PrimeReact's number inputs take keys, not a filled value. */
async function typeNumber(input: Locator, value: string) {
  await input.selectText();
  await input.pressSequentially(value);
  await expect.poll(async () => (await input.inputValue()).replace(/\D/g, '')).toBe(value);
}

async function typeDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Escape');
}

/** A portfolio licensed for the Work Planner ('papa') that the Editor may change and the Viewer may see. */
async function licensedPortfolio(): Promise<string> {
  const mine = await editor.call<{ contents: Portfolio[] }>('GET', '/portfolios?page_size=100');
  const theirs = await viewer.call<{ contents: Portfolio[] }>('GET', '/portfolios?page_size=100');
  const found = mine.contents.find(
    (portfolio) => portfolio.features.includes('papa') && portfolio.permission !== 'Viewer' && theirs.contents.some((candidate) => candidate.id === portfolio.id),
  );
  if (!found) throw new Error('No licensed demo portfolio is shared by the Editor and the Viewer');
  return found.id;
}

/**
 * The server seeds the demo and runs its simulations after it starts; the pages answer slowly
 * until they finish, so the browser tests start once no run is queued or running.
 */
async function demoRunsSettled(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const { contents } = await editor.call<{ contents: Array<{ current_task: { status: string } | null }> }>('GET', '/simulations?page_size=100');
    if (contents.length > 0 && contents.every((simulation) => !['new', 'pending', 'queued', 'running', 'active'].includes(simulation.current_task?.status ?? ''))) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo runs did not settle');
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  viewer = await apiSession(baseURL, 'viewer@horizon.test');
  portfolioId = await licensedPortfolio();
  const plan = await editor.call<{ id: string }>('POST', `/portfolios/${portfolioId}/work-plans`, { name: `Settings ${stamp}`, description: 'Made by the settings test.' });
  planId = plan.id;
  await demoRunsSettled();
});

test('an Editor sets the information, time frame, budgets and lists, and finds them after a reload', async ({ page }) => {
  test.setTimeout(400_000);
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/settings`);
  await expect(card(page, 'Information')).toBeVisible();
  await expect(page).toHaveTitle(/^Settings \|/);
  await shoot(page, 'settings-editor-initial');

  // Information: name up to 50, description up to 100 (SPEC 5), with counters.
  const information = card(page, 'Information');
  await information.getByLabel('Name').fill(RENAMED);
  await expect(information.getByText(`${RENAMED.length}/50`)).toBeVisible();
  await information.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Work plan updated.')).toBeVisible();

  // Planning time frame: 1 July to 30 June over five years.
  const timeFrame = card(page, 'Planning time frame');
  await typeDate(timeFrame.getByLabel('Fiscal year start'), '01/07/2026');
  await expect(timeFrame.getByLabel('Fiscal year end')).toHaveValue('30/06/2027');
  // A new plan has ten planning years: the five dropped stay listed, struck through, until Save.
  await typeNumber(timeFrame.getByLabel('Number of planning years'), '5');
  await expect(timeFrame.getByText('5 planning years', { exact: true })).toBeVisible();
  await expect(page.getByTestId('removed-years-warning')).toContainText('FY2031/32, FY2032/33, FY2033/34, FY2034/35 and FY2035/36');
  // SPEC 5: an end before the start is refused where it is typed.
  await typeDate(timeFrame.getByLabel('Fiscal year end'), '30/06/2026');
  await expect(timeFrame.getByText('Date must be later than 01/07/2026.')).toBeVisible();
  await expect(timeFrame.getByRole('button', { name: 'Save' })).toBeDisabled();
  await typeDate(timeFrame.getByLabel('Fiscal year end'), '30/06/2027');
  await shoot(timeFrame, 'section-time-frame');
  await timeFrame.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Planning time frame updated.')).toBeVisible();
  await expect(page.getByTestId('planning-year-labels').getByRole('listitem')).toHaveText(['FY2026/27', 'FY2027/28', 'FY2028/29', 'FY2029/30', 'FY2030/31']);

  // A funding source with a budget for each of the five years.
  const funding = card(page, 'Funding sources');
  await funding.getByRole('button', { name: 'Add funding source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add funding source' });
  await dialog.getByLabel('Name').fill('Capital works');
  for (const [index, label] of ['FY2026/27', 'FY2027/28', 'FY2028/29', 'FY2029/30', 'FY2030/31'].entries()) {
    await typeNumber(dialog.getByLabel(label), String((index + 1) * 100000));
  }
  await shoot(dialog, 'dialog-funding-source');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Funding sources updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = funding.getByRole('row', { name: /Capital works/ });
  await expect(row).toContainText('$100,000');
  await expect(row).toContainText('$500,000');
  await expect(row).toContainText('$1,500,000');
  await shoot(funding, 'section-funding-sources');

  // Lowering the years warns which budgets Save drops; nothing goes until Save.
  await typeNumber(timeFrame.getByLabel('Number of planning years'), '3');
  const warning = page.getByTestId('removed-years-warning');
  await expect(warning).toContainText('FY2029/30 and FY2030/31');
  expect((await settingsOf()).funding_sources[0]!.budgets).toHaveLength(5);
  await shoot(timeFrame, 'section-time-frame-warning');
  await timeFrame.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Planning time frame updated.')).toBeVisible();
  await expect(warning).toBeHidden();
  await expect(funding.getByRole('columnheader', { name: 'FY2029/30' })).toHaveCount(0);
  await expect(row).toContainText('$600,000');
  expect((await settingsOf()).funding_sources[0]!.budgets).toEqual([100000, 200000, 300000]);

  // A status with its colour.
  const statuses = card(page, 'Status types');
  await statuses.getByRole('button', { name: 'Add status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Add status type' });
  await statusDialog.getByLabel('Name').fill('On hold');
  await statusDialog.getByLabel('Colour', { exact: true }).fill('#f59e0b');
  await shoot(statusDialog, 'dialog-status');
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Status types updated.')).toBeVisible();
  await expect(statuses.getByTestId('status_items-row').last()).toContainText('On hold');

  // A list field with its options.
  const fields = card(page, 'User-defined fields');
  await fields.getByRole('button', { name: 'Add field' }).click();
  const fieldDialog = page.getByRole('dialog', { name: 'Add user-defined field' });
  await fieldDialog.getByLabel('Name').fill('Contractor');
  await fieldDialog.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'List' }).click();
  const options = fieldDialog.getByLabel('Options');
  await options.fill('Acme');
  await options.press('Enter');
  await options.fill('Bolt');
  await options.press('Enter');
  await fieldDialog.getByText('Required: every project must have a value').click();
  await shoot(fieldDialog, 'dialog-field');
  await fieldDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Custom fields updated.')).toBeVisible();
  await expect(fields.getByTestId('udf_fields-row')).toContainText(['Contractor']);

  // Priorities reordered.
  const priorities = card(page, 'Priority types');
  await priorities.getByRole('button', { name: 'Move Low up' }).click();
  await expect(toast(page, 'Priority items updated.')).toBeVisible();
  await expect(priorities.getByTestId('priority_items-row')).toContainText(['High', 'Low', 'Medium']);
  await shoot(priorities, 'section-priorities');
  await shoot(statuses, 'section-statuses');
  await shoot(fields, 'section-fields');

  await page.reload();
  await expect(card(page, 'Information').getByLabel('Name')).toHaveValue(RENAMED);
  await expect(page.getByTestId('planning-year-labels').getByRole('listitem')).toHaveText(['FY2026/27', 'FY2027/28', 'FY2028/29']);
  await expect(card(page, 'Funding sources').getByRole('row', { name: /Capital works/ })).toContainText('$600,000');
  await expect(card(page, 'Status types').getByTestId('status_items-row')).toContainText(['Proposed', 'Approved', 'In progress', 'Completed', 'On hold']);
  await expect(card(page, 'User-defined fields').getByTestId('udf_fields-row').first()).toContainText('Contractor');
  await expect(card(page, 'User-defined fields').getByTestId('udf_fields-row').first()).toContainText('Acme');
  await expect(card(page, 'Priority types').getByTestId('priority_items-row')).toContainText(['High', 'Low', 'Medium']);
  const saved = await settingsOf();
  expect(saved.status_items.at(-1)).toMatchObject({ name: 'On hold', colour: '#f59e0b' });
  expect(saved.udf_fields[0]).toMatchObject({ name: 'Contractor', type: 'list', options: ['Acme', 'Bolt'], required: true });
  await shoot(page, 'settings-editor-saved');
});

test('a Viewer sees the settings read-only, without the delete card', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', `/work-plan/${planId}/settings`);
  await expect(page.getByText("You can view this work plan's settings. Only Editors and Admins of its portfolio can change them.")).toBeVisible();
  await expect(card(page, 'Information')).toContainText(RENAMED);
  await expect(card(page, 'Funding sources').getByRole('row', { name: /Capital works/ })).toContainText('$600,000');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete work plan' })).toHaveCount(0);
  await shoot(page, 'settings-viewer');
});

test('deleting by the typed name lands on the portfolio’s Work Plans tab', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/settings`);
  const danger = card(page, 'Delete work plan');
  await danger.getByRole('button', { name: 'Delete work plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this work plan?' });
  const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Work plan name').fill(RENAMED);
  await shoot(page, 'dialog-delete');
  await confirm.click();
  await expect(page).toHaveURL(`/portfolio/${portfolioId}/work-plans`);
  await expect(toast(page, 'Work plan deleted.')).toBeVisible();
  await expect(editor.call('GET', `/work-plans/${planId}`)).rejects.toThrow(/answered 404/);
});
