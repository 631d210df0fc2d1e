import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, createPublishingWorkspace, deleteWorkspace, publishSimulation, readSample, waitForTask, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * SPEC 2 "Simulation detail" (the Integration section) and SPEC 4 "Results feed link": an Editor
 * generates the link, copies it, a client without any sign-in reads the CSV from the copied
 * address, and the link stops working once regenerated or revoked.
 */

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();
const integration = (page: Page) => page.getByRole('region', { name: 'Integration' });

/** Set RESULTS_FEED_SHOTS to a folder to keep 1440 px screenshots of the section for review. */
const shotsDir = process.env.RESULTS_FEED_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** A client without any sign-in; only the status is kept, the rest of the answer is dropped. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.body?.cancel();
  return response.status;
}

const stamp = Date.now().toString(36);
let editor: ApiSession;
let where: { portfolioId: string; workspaceId: string; name: string };
let simulationId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The run may wait behind the demo simulations, which a fresh server runs first.
  test.setTimeout(240_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  where = await createPublishingWorkspace(editor, `Results feed ${stamp}`);
  const simulation = await publishSimulation(editor, where, `Roads feed ${stamp}`, await readSample('roads'));
  simulationId = simulation.id;
  await waitForTask(editor, simulation.current_task!.id, ['completed'], 220_000);
});

test.afterAll(async () => {
  if (where) await deleteWorkspace(editor, where);
});

test('an Editor generates the link, copies it, and anyone holding it reads the works programme without signing in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'editor@horizon.test', `/simulation/${simulationId}/report/overview`);
  const section = integration(page);
  // The first page of a fresh server loads its report chunks; a busy machine takes a while.
  await expect(section.getByText('No sharable link yet.', { exact: false })).toBeVisible({ timeout: 45_000 });
  await shoot(page, 'integration-none');

  await section.getByRole('button', { name: 'Generate link' }).click();
  await expect(toast(page, 'Sharable link generated.')).toBeVisible();
  const field = section.getByRole('textbox', { name: 'Sharable link' });
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/api/feeds/[A-Za-z0-9_-]{43}$`));
  await shoot(page, 'integration-generated');

  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Sharable link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());

  // As Excel's Data > From Web would: no token, no cookies. The works are stored once the reports are generated.
  await expect.poll(() => statusOf(copied), { timeout: 60_000 }).toBe(200);
  const response = await fetch(copied);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const parsed = Papa.parse<string[]>(await response.text(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual(['work_no', 'year', 'asset_id', 'asset_name', 'location', 'treatment_id', 'treatment_name', 'cost', 'funding_source', 'state_before', 'state_after']);
  expect(parsed.data.length).toBeGreaterThan(1);

  // Regenerating asks first, then the copied link stops working at once.
  await section.getByRole('button', { name: 'Regenerate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate the sharable link?' });
  await expect(dialog).toBeVisible();
  await shoot(page, 'integration-regenerate-confirm');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast(page, 'Sharable link generated.')).toBeVisible();
  await expect(field).not.toHaveValue(copied);
  expect(await statusOf(copied)).toBe(404);
  const current = await field.inputValue();
  expect(await statusOf(current)).toBe(200);

  // After a reload the address cannot be shown again: the server keeps only its hash.
  await page.reload();
  await expect(integration(page).getByText('For security the link is shown only once', { exact: false })).toBeVisible();
  await expect(integration(page).getByRole('button', { name: 'Copy' })).toBeDisabled();
  await shoot(page, 'integration-hidden');

  await integration(page).getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke the sharable link?' });
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Sharable link revoked.')).toBeVisible();
  await expect(integration(page).getByRole('button', { name: 'Generate link' })).toBeVisible();
  expect(await statusOf(current)).toBe(404);
});

test('copying where the browser has no clipboard API says so', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await signIn(page, 'editor@horizon.test', `/simulation/${simulationId}/report/overview`);
  const section = integration(page);
  await section.getByRole('button', { name: 'Generate link' }).click({ timeout: 45_000 });
  await expect(toast(page, 'Sharable link generated.')).toBeVisible();
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Could not copy to clipboard.')).toBeVisible();
});
