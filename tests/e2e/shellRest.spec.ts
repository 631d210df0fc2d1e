import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const packageVersion = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

test.describe('the public error route (SPEC 2)', () => {
  test('reads signed out, shows the reference under the technical details, and links home and to help', async ({ page }) => {
    await page.goto('/error?id=req-4f2');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error \| Horizon/);
    const reference = page.getByTestId('error-reference');
    await expect(reference).toBeHidden();
    await page.getByText('Show technical details').click();
    await expect(reference).toHaveText('req-4f2');
    await page.getByRole('button', { name: 'Help Centre' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('without a reference it shows no technical details; Home asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Show technical details')).toHaveCount(0);
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

test('Info Centre: the version of package.json, service status, help links and what changed', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test');
  await page.getByRole('button', { name: 'Info Centre' }).click();
  const panel = page.getByTestId('info-centre');
  await expect(panel.getByRole('heading', { name: 'Info Centre' })).toBeVisible();
  await expect(panel.getByTestId('info-centre-version')).toHaveText(`Horizon ${packageVersion}`);
  await expect(panel.getByTestId('info-centre-status')).toHaveText('All systems operational');
  const changelog = fs.readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
  const newest = /^## \S+ — (.+)$/m.exec(changelog)![1]!;
  await expect(panel.getByTestId('info-centre-changes').locator('li strong').first()).toHaveText(newest);
  await expect(panel.getByRole('link', { name: /Apps & Downloads/ })).toHaveAttribute('href', '/download');
  await page.screenshot({ path: test.info().outputPath('info-centre.png') });

  // A click outside closes it; the help link opens the help centre and closes the panel.
  await page.mouse.click(1000, 450);
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Info Centre' }).click();
  await page.getByTestId('info-centre').getByRole('link', { name: /Help Centre/ }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('info-centre')).toHaveCount(0);
});

test('a client error reaches POST /api/logs with the page it happened on and the user token', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test');
  await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/logs') && request.postDataJSON()?.kind === 'error');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: a handler broke');
    });
  });
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({ kind: 'error', source: 'window', location: '/portfolios', name: 'Error' });
  expect(request.postDataJSON().message).toContain('e2e: a handler broke');
  expect(request.headers().authorization).toMatch(/^Bearer /);
  expect((await request.response())?.status()).toBe(204);
});

test('the page load is reported 4 s after it started (SPEC 9)', async ({ page }) => {
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/logs') && request.postDataJSON()?.kind === 'pageLoad', { timeout: 15_000 });
  const started = Date.now();
  await page.goto('/login');
  const report = (await reported).postDataJSON();
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
  expect(report).toMatchObject({ kind: 'pageLoad', location: '/login', complete: true });
  expect(report.timings.load).toBeGreaterThan(0);
});

/**
 * With a draft in the profile form, the browser's Back or Forward (`traverse`) asks SPEC 4's
 * question: "no" keeps the page, its address and the draft; "yes" goes on to the portfolios.
 */
async function expectTraversalGuarded(page: Page, traverse: (options: { waitUntil: 'commit' }) => Promise<unknown>) {
  await page.getByLabel('Job title').fill('Asset Planner (draft)');
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await traverse({ waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(() => questions).toEqual(['Changes you made may not be saved.']);
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Asset Planner (draft)');

  page.once('dialog', (dialog) => void dialog.accept());
  await traverse({ waitUntil: 'commit' }).catch(() => undefined);
  await expect(page).toHaveURL(/\/portfolios$/);
  await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
}

test("unsaved changes: the browser's Back asks first; staying keeps the page and its address, leaving goes back", async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', '/portfolios');
  await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Profile and Settings' }).click();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expectTraversalGuarded(page, (options) => page.goBack(options));
});

test("unsaved changes: the browser's Forward asks first as well; staying keeps the page and its address", async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', '/portfolios');
  await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Profile and Settings' }).click();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await page.getByRole('link', { name: 'All Portfolios' }).click();
  await expect(page).toHaveURL(/\/portfolios$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expectTraversalGuarded(page, (options) => page.goForward(options));
});
