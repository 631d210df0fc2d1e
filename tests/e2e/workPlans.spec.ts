import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SHOTS = process.env.E2E_SHOTS_DIR;

type PortfolioRow = { id: string; name: string; features: string[]; permission: string };
type Auth = { headers: Record<string, string> };

/** Signs in through the real provider and keeps the bearer token the app sends, for setting up and tidying through the API. */
async function signInForApi(page: Page, email: string): Promise<Auth> {
  const authorization = page
    .waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/') && Boolean(request.headers().authorization))
    .then((request) => request.headers().authorization!);
  await signIn(page, email);
  return { headers: { authorization: await authorization } };
}

async function portfolios(page: Page, auth: Auth): Promise<PortfolioRow[]> {
  const answer = await page.request.get('/api/portfolios?page_size=100', auth);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { contents: PortfolioRow[] }).contents;
}

/** SPEC 6: 'papa' licenses the Work Planner (the Core and Enterprise demo subscriptions have it, Essentials not). */
const licensed = (portfolio: PortfolioRow) => portfolio.features.includes('papa');
const tabOf = (portfolio: PortfolioRow) => `/portfolio/${portfolio.id}/work-plans`;
const cards = (page: Page) => page.getByTestId('work-plan-card');
const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a viewer sees the Work Plans tab without Create Work Plan', async ({ page }) => {
  const auth = await signInForApi(page, 'viewer@horizon.test');
  const portfolio = (await portfolios(page, auth)).find((candidate) => licensed(candidate) && candidate.permission === 'Viewer')!;
  await page.goto(tabOf(portfolio));
  await expect(page.getByRole('heading', { level: 2, name: 'Work Plans' })).toBeVisible();
  await expect(page.getByText('No work plans yet').or(cards(page).first())).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Work Plan' })).toHaveCount(0);
});

test("an unlicensed portfolio's Work Plans tab says to contact sales", async ({ page }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  const portfolio = (await portfolios(page, auth)).find((candidate) => !licensed(candidate))!;
  await page.goto(tabOf(portfolio));
  await expect(page.getByText('Please contact sales to add the Work Planner.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Work Plan' })).toHaveCount(0);
});

test('a work plan that cannot exist, or does not, has the work plan not-found page', async ({ page }) => {
  await signIn(page, 'editor@horizon.test');
  await page.goto('/work-plan/not-a-plan/insights');
  await expect(page.getByText('Work plan not found')).toBeVisible();
  await page.goto('/work-plan/00000000-0000-4000-8000-000000000000/insights');
  await expect(page.getByText('Work plan not found')).toBeVisible();
});

test('an editor creates a work plan from the Work Plans tab, lands on its settings and finds it in the lists', async ({ page }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  const portfolio = (await portfolios(page, auth)).find((candidate) => licensed(candidate) && candidate.permission === 'Editor')!;
  await page.goto(tabOf(portfolio));
  await expect(page.getByRole('heading', { level: 2, name: 'Work Plans' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Work Plan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Work Plan' });
  // SPEC 5: a work plan's name stops at 50 characters, its description at 100, with live counters.
  await dialog.getByLabel('Name').fill('N'.repeat(60));
  await expect(dialog.getByLabel('Name')).toHaveValue('N'.repeat(50));
  await expect(dialog.getByText('50/50')).toBeVisible();
  const name = `Road resurfacing ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Streets and the water mains under them');
  await expect(dialog.getByText('38/100')).toBeVisible();
  await shoot(page, 'create-dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(new RegExp(`/work-plan/${UUID}/settings$`));
  await expect(toast(page, 'Work plan created.')).toBeVisible();
  const workPlanId = page.url().split('/')[4]!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Work plan sections' });
  for (const tab of ['Insights', 'Builder', 'Data Sources', 'Settings']) await expect(tabs.getByRole('link', { name: tab })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: portfolio.name })).toHaveAttribute('href', tabOf(portfolio));

  // SPEC 2 page titles.
  await tabs.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveTitle(/^Insights - Board \| /);
  // A new plan has no projects yet: Insights says what they are and leads to the Builder.
  await expect(page.getByText('No projects yet')).toBeVisible();
  await shoot(page, 'plan-insights');
  await tabs.getByRole('link', { name: 'Data Sources' }).click();
  await expect(page).toHaveURL(`/work-plan/${workPlanId}/data-sources`);
  // A bare Builder opens its Assets view.
  await tabs.getByRole('link', { name: 'Builder' }).click();
  await expect(page).toHaveURL(`/work-plan/${workPlanId}/builder/assets`);
  await expect(page).toHaveTitle(/^Builder - Assets \| /);

  // SPEC 5: a name the portfolio already has is only a warning.
  await page.goto(tabOf(portfolio));
  const card = cards(page).filter({ hasText: name });
  await expect(card).toContainText('Streets and the water mains under them');
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/work-plan/${workPlanId}/insights`);
  await shoot(page, 'portfolio-tab');
  await page.getByRole('button', { name: 'Create Work Plan' }).first().click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await expect(dialog.getByText('We recommend names be unique')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  await dialog.getByLabel('Name').fill(`${name} (copy)`);
  await expect(dialog.getByText('We recommend names be unique')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // SPEC 2: the card's menu links to Builder, Data Sources and Settings.
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Data Sources' }).click();
  await expect(page).toHaveURL(`/work-plan/${workPlanId}/data-sources`);

  await page.goto('/work-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Work Plans' })).toBeVisible();
  const listed = cards(page).filter({ hasText: name });
  await expect(listed).toContainText(portfolio.name);
  await shoot(page, 'work-plan-list');

  await page.getByRole('button', { name: 'Recent Work Plans', exact: true }).click();
  const recent = page.locator('#recent-panel').getByTestId('recent-card').filter({ hasText: name });
  await expect(recent.getByRole('link', { name })).toHaveAttribute('href', `/work-plan/${workPlanId}/insights`);

  // Leave the demo data as the other suites expect it.
  const removed = await page.request.delete(`/api/work-plans/${workPlanId}`, { ...auth, data: { confirm_name: name } });
  expect(removed.status()).toBe(204);
});
