import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

type PortfolioRow = { id: string; name: string; workspace_count: number };

/** Signs in through the real provider and keeps the bearer token the app sends, for setting up and tidying through the API. */
async function signInForApi(page: Page, email: string) {
  const authorization = page
    .waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/') && Boolean(request.headers().authorization))
    .then((request) => request.headers().authorization!);
  await signIn(page, email);
  return { headers: { authorization: await authorization } };
}

/** The user's portfolios as the API lists them (the demo has 62, in one page of 100). */
async function portfolios(page: Page, auth: { headers: Record<string, string> }): Promise<PortfolioRow[]> {
  const answer = await page.request.get('/api/portfolios?page_size=100', auth);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { contents: PortfolioRow[] }).contents;
}

const tabOf = (portfolio: PortfolioRow) => `/portfolio/${portfolio.id}/workspaces`;
const cards = (page: Page) => page.getByTestId('workspace-card');
const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();

test('an editor creates a workspace from the portfolio tab and lands on it; the tab then lists it', async ({ page }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  // The demo gives portfolios 0 to 4 workspaces (server/demo/seedFoundation.ts).
  const portfolio = (await portfolios(page, auth)).find((candidate) => candidate.workspace_count === 2)!;
  await page.goto(tabOf(portfolio));
  await expect(cards(page)).toHaveCount(2);
  const tabs = page.getByRole('navigation', { name: 'Portfolio sections' });
  await expect(tabs.getByRole('link', { name: /Workspaces/ })).toContainText('2');

  await page.getByRole('button', { name: 'Create Workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Workspace' });
  const name = `Drainage Options ${Date.now()}`;
  // SPEC 5: a name the portfolio already has is only a warning.
  await dialog.getByLabel('Name').fill('Long-term Financial Plan');
  await expect(dialog.getByText('We recommend names be unique')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByText('We recommend names be unique')).toHaveCount(0);
  await dialog.getByLabel('Description').fill('Culvert upgrades against the 1% AEP flood');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(new RegExp(`/workspace/${UUID}/report/overview$`));
  await expect(toast(page, 'Workspace created.')).toBeVisible();
  const workspaceId = page.url().split('/')[4]!;

  await page.goto(tabOf(portfolio));
  await expect(cards(page)).toHaveCount(3);
  await expect(tabs.getByRole('link', { name: /Workspaces/ })).toContainText('3');
  const card = cards(page).filter({ hasText: name });
  await expect(card).toContainText('Culvert upgrades against the 1% AEP flood');
  await expect(card).toContainText('0 simulations');
  await expect(card).toContainText('No runs yet');
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/workspace/${workspaceId}/report/overview`);

  // Leave the demo data as the other suites expect it.
  const removed = await page.request.delete(`/api/workspaces/${workspaceId}`, { ...auth, data: { confirm_name: name } });
  expect(removed.status()).toBe(204);
});

test("the server's refusal of a field shows on that field, and the dialog stays open", async ({ page }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  const portfolio = (await portfolios(page, auth)).find((candidate) => candidate.workspace_count === 1)!;
  await page.route(`**/api/portfolios/${portfolio.id}/workspaces`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { code: 400, message: 'Some of the values you entered are not valid.', key: 'errors.validation', errors: [{ path: 'body.name', message: 'must contain a visible character' }] },
        })
      : route.fallback(),
  );
  await page.goto(tabOf(portfolio));
  await page.getByRole('button', { name: 'Create Workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Workspace' });
  await dialog.getByLabel('Name').fill('Refused name');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a name of 1 to 100 characters, not only spaces.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(tabOf(portfolio));
  await dialog.getByLabel('Name').fill('Refused name again');
  await expect(dialog.getByText('Enter a name of 1 to 100 characters, not only spaces.')).toHaveCount(0);
});

test('a viewer sees no Create Workspace, but who can create one', async ({ page }) => {
  const auth = await signInForApi(page, 'viewer@horizon.test');
  const all = await portfolios(page, auth);
  await page.goto(tabOf(all.find((candidate) => candidate.workspace_count === 3)!));
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Viewers cannot create workspaces. Contact an editor of this portfolio to add one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Workspace' })).toHaveCount(0);

  await page.goto(tabOf(all.find((candidate) => candidate.workspace_count === 0)!));
  await expect(page.getByText('No workspaces yet')).toBeVisible();
  await expect(page.getByText('Editors and Admins create them: contact an editor of this portfolio to add one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Workspace' })).toHaveCount(0);
});

test('a portfolio without workspaces says how to create one', async ({ page }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  await page.goto(tabOf((await portfolios(page, auth)).find((candidate) => candidate.workspace_count === 0)!));
  const empty = page.getByRole('region', { name: 'No workspaces yet' });
  await expect(empty).toContainText('Create a workspace to hold this portfolio');
  await empty.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Workspace' })).toBeVisible();
});

test('/workspaces pages through every workspace of the user, 24 at a time, with the portfolio on each card', async ({ page }) => {
  await signIn(page, 'admin@horizon.test', '/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  // 62 portfolios with 0 to 4 workspaces in turn: 121 (other specs may add their own for a while).
  const summary = page.getByText(/^Showing 1 to 24 of \d+ workspaces$/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(121);
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first()).toContainText(/ – /);
  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(page.getByText(`Showing 25 to 48 of ${total} workspaces`)).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces\?page=2$/);
  await page.reload();
  await expect(page.getByText(`Showing 25 to 48 of ${total} workspaces`)).toBeVisible();
});

test('/workspaces searches by name, keeps the search in the address, and says when nothing matches', async ({ page }) => {
  await signIn(page, 'admin@horizon.test', '/workspaces');
  const search = page.getByPlaceholder('Search by workspace name');
  await search.fill('risk-based');
  // 'Risk-based Renewals' is the fourth demo workspace: 12 of the 62 portfolios have four.
  await expect(page.getByText('12 workspaces', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  for (const card of await cards(page).all()) await expect(card).toContainText('Risk-based Renewals');
  // One page: no page links.
  await expect(page.getByRole('button', { name: 'Next Page' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/workspaces\?q=risk-based$/);

  await search.fill('zzz-no-such-workspace');
  await expect(page.getByText('No workspaces match "zzz-no-such-workspace"')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/workspaces$/);
});

test('/workspaces for someone in no portfolio says where workspaces come from', async ({ page }) => {
  await signIn(page, 'outsider@horizon.test', '/workspaces');
  const empty = page.getByRole('region', { name: 'No workspaces yet' });
  await expect(empty).toContainText('Workspaces of the portfolios you are a member of will appear here.');
  await empty.getByRole('button', { name: 'All Portfolios' }).click();
  await expect(page).toHaveURL(/\/portfolios$/);
});
