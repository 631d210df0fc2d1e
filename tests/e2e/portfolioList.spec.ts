import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

test('the list pages through every portfolio of the admin, 50 at a time', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  // Other specs may have created portfolios on the same server: read the total rather than assume 62.
  const summary = page.getByText(/^Showing 1 to 50 of \d+ portfolios$/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(62);
  expect(total).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('portfolio-card')).toHaveCount(50);
  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(page.getByText(`Showing 51 to ${total} of ${total} portfolios`)).toBeVisible();
  await expect(page.getByTestId('portfolio-card')).toHaveCount(total - 50);
  await expect(page).toHaveURL(/page=2/);
});

test('the search filters by owner email', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await page.getByPlaceholder('Search by name, id or owner email').fill('mei.chen@');
  const cards = page.getByTestId('portfolio-card');
  await expect(cards.first()).toContainText('mei.chen@horizon.test');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(50);
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText('mei.chen@horizon.test');
  await expect(page).toHaveURL(/q=mei.chen%40|q=mei.chen@/);
});

test('a search that matches nothing shows the empty state and can be cleared', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await page.getByPlaceholder('Search by name, id or owner email').fill('zzz-no-such-portfolio');
  await expect(page.getByText('No portfolios match "zzz-no-such-portfolio"')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('portfolio-card')).toHaveCount(50);
});

test('an outsider sees the empty state and cannot create a portfolio', async ({ page }) => {
  await signIn(page, 'outsider@horizon.test');
  await expect(page.getByText('No portfolios yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Portfolio' })).toBeDisabled();
});

test('a viewer sees their permission on each card and no share icon', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test');
  const first = page.getByTestId('portfolio-card').first();
  await expect(first).toContainText('Viewer');
  await expect(first.getByRole('link', { name: 'Share' })).toHaveCount(0);
});

test('a card opens its portfolio wherever it is clicked, and its Share link still opens the members', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  const card = page.getByTestId('portfolio-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]{36}\/workspaces$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await page.getByTestId('portfolio-card').first().getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]{36}\/members$/);
});
