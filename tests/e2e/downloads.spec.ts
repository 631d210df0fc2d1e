import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

/*
 * Issue 16 "Downloads centre": Apps & Downloads offers the command-line publisher built by
 * `npm run build` as one file, named with the version, with its checksum and instructions; the
 * desktop app and the GIS add-in keep SPEC's placeholders. The downloaded file runs with plain
 * node away from the repository.
 */
const run = promisify(execFile);
const VERSION = (JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }).version;
const FILE = `horizon-publisher-${VERSION}.cjs`;

let scratch: string | undefined;
test.afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

test('Help > Apps & Downloads offers the publisher; the download has the checksum the page shows and prints the version', async ({ page }) => {
  await signIn(page, 'editor@horizon.test');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Apps & Downloads' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apps & Downloads' })).toBeVisible();

  const publisher = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Horizon Publisher' }) });
  await expect(publisher.getByTestId('publisher-version')).toHaveText(`Version ${VERSION}`);
  await expect(publisher.getByText(FILE, { exact: true })).toBeVisible();
  await expect(publisher.getByText('Node.js 20.19 or later', { exact: false }).first()).toBeVisible();
  await expect(publisher.getByText(`node ${FILE} --version`, { exact: true })).toBeVisible();
  await expect(publisher.getByText(/to a workspace/).first()).toBeVisible();
  const shownSha256 = (await publisher.getByTestId('publisher-sha256').textContent())?.trim();
  expect(shownSha256).toMatch(/^[0-9a-f]{64}$/);

  const [download] = await Promise.all([page.waitForEvent('download'), publisher.getByRole('link', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(FILE);
  scratch = await mkdtemp(path.join(tmpdir(), 'horizon-e2e-publisher-'));
  const saved = path.join(scratch, FILE);
  await download.saveAs(saved);

  const bytes = await readFile(saved);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shownSha256);
  await expect(publisher.getByTestId('publisher-size')).toHaveText(`${Math.round(bytes.length / 1000)} kB`);
  const { stdout } = await run(process.execPath, [FILE, '--version'], { cwd: scratch });
  expect(stdout).toBe(`${VERSION}\n`);
});

test('the checksum is copied with its button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'viewer@horizon.test', '/download');
  const checksum = page.getByTestId('publisher-sha256');
  await expect(checksum).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Copy checksum' }).click();
  await expect(page.getByText('Checksum copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await checksum.textContent());
});

test('the desktop app and the GIS add-in keep their placeholders', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', '/download');
  for (const name of ['Horizon Desktop', 'Horizon GIS Add-in']) {
    const product = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(product.getByRole('button', { name: 'Coming soon!' })).toBeDisabled();
  }
});
