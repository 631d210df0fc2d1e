import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const HELP_CENTRE = 'https://help.horizon-asset-planning.com';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const sideBar = (page: Page) => page.locator('.side-bar');
const barWidth = async (page: Page) => (await sideBar(page).boundingBox())?.width;
const recentPanel = (page: Page) => page.locator('#recent-panel');

test.beforeEach(async ({ context }) => {
  // The help pages are another site: answer them here so that no test depends on the internet.
  await context.route(`${HELP_CENTRE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Help</title>' }));
  await context.route('https://academy.horizon-asset-planning.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Academy</title>' }));
});

test('the bar collapses to icons with tooltips and stays as it was left across reloads', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await expect.poll(() => barWidth(page)).toBe(240);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(() => barWidth(page)).toBe(74);
  await page.getByRole('button', { name: 'Recent Workspaces', exact: true }).hover();
  await expect(page.locator('.side-bar__tooltip')).toHaveText('Recent Workspaces');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await expect.poll(() => barWidth(page)).toBe(74);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect.poll(() => barWidth(page)).toBe(240);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
  await expect.poll(() => barWidth(page)).toBe(240);
});

test('Recent Portfolios lists cards that lead to each workspaces page, and closes three ways', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  const trigger = page.getByRole('button', { name: 'Recent Portfolios', exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = recentPanel(page);
  await expect(panel.getByRole('heading', { name: 'Recent Portfolios', exact: true })).toBeVisible();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(358);
  const cards = panel.getByTestId('recent-card');
  await expect(cards).toHaveCount(20);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/portfolio/${UUID}/workspaces$`));

  await panel.getByRole('button', { name: 'Close Recent Portfolios' }).click();
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await expect(cards.first()).toBeVisible();
  await page.locator('main').click({ position: { x: 900, y: 400 } });
  await expect(panel).toBeHidden();

  await trigger.click();
  await expect(cards.first()).toBeVisible();
  await trigger.click();
  await expect(panel).toBeHidden();
});

test('a recent card follows its link and its menu offers Share only with the invite right', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test');
  await page.getByRole('button', { name: 'Recent Portfolios', exact: true }).click();
  const card = recentPanel(page).getByTestId('recent-card').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  const href = (await card.getByRole('link').getAttribute('href')) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(href);
  await expect(recentPanel(page)).toBeHidden();
});

test("with the invite right, a recent portfolio's Share opens its members page", async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await page.getByRole('button', { name: 'Recent Portfolios', exact: true }).click();
  const card = recentPanel(page).getByTestId('recent-card').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const workspaces = (await card.getByRole('link').getAttribute('href')) ?? '';
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await expect(page).toHaveURL(workspaces.replace(/\/workspaces$/, '/members'));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(recentPanel(page)).toBeHidden();
});

test('the other recent panels load their collections', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await page.getByRole('button', { name: 'Recent Workspaces', exact: true }).click();
  const workspace = recentPanel(page).getByTestId('recent-card').first();
  await expect(workspace.getByRole('link')).toHaveAttribute('href', new RegExp(`^/workspace/${UUID}/report/overview$`));
  await expect(workspace).toContainText(/\d+ simulations?/);

  // The demo simulations are published on first start: the panel lists them and leads to their overviews.
  await page.getByRole('button', { name: 'Recent Simulations', exact: true }).click();
  const simulation = recentPanel(page).getByTestId('recent-card').first();
  await expect(simulation.getByRole('link')).toHaveAttribute('href', new RegExp(`^/simulation/${UUID}/report/overview$`));
  await page.keyboard.press('Escape');
  await expect(recentPanel(page)).toBeHidden();
});

test('a member of no portfolio has no recent work plans, and the panel says so', async ({ page }) => {
  await signIn(page, 'outsider@horizon.test');
  await page.getByRole('button', { name: 'Recent Work Plans', exact: true }).click();
  await expect(recentPanel(page).getByRole('heading', { name: 'Recent Work Plans', exact: true })).toBeVisible();
  await expect(recentPanel(page).getByText('No recent work plans')).toBeVisible();
  await expect(recentPanel(page).getByTestId('recent-card')).toHaveCount(0);
});

test('the Help menu opens the help centre, the learning dialog and the downloads centre', async ({ page }) => {
  await signIn(page, 'editor@horizon.test');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Help menu' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    /Knowledge Base/,
    'Learning Resources',
    /Report Issue or Problem/,
    /My Support Tickets/,
    'Apps & Downloads',
  ]);
  await expect(page.locator('#help-menu')).toContainText('Support hoursMonday-Friday 9am-5pm AEST');
  // Report Issue or Problem and My Support Tickets: tests/e2e/supportTickets.spec.ts.
  // Knowledge Base and Learning Resources open what the API answers (tests/e2e/helpCentre.spec.ts).
  const helpTab = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: 'Knowledge Base' }).click();
  await expect(await helpTab).toHaveURL(/\/help$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.locator('main').click({ position: { x: 900, y: 400 } });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const learningTab = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: 'Learning Resources' }).click();
  await expect(await learningTab).toHaveURL(/\/help\/articles\/learning-path$/);

  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await menu.getByRole('menuitem', { name: 'Apps & Downloads' }).click();
  await expect(page).toHaveURL('/download');
  await expect(page.getByRole('heading', { name: 'Apps & Downloads', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Apps & Downloads | Horizon');
  for (const product of ['Horizon Desktop', 'Horizon GIS Add-in']) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product }) });
    await expect(item).toContainText('Version 6.6.1');
    await expect(item.getByRole('button', { name: 'Coming soon!' })).toBeDisabled();
  }
});

test('the user menu offers Manage Subscription only with a subscription', async ({ page }) => {
  await signIn(page, 'owner@horizon.test');
  await page.getByRole('button', { name: /Oscar Nguyen/ }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Manage Profile', 'Manage Subscription', 'Log Out']);
  await expect(menu.getByRole('menuitem', { name: 'Manage Profile' })).toHaveAttribute('href', '/my-account/profile');
  await expect(menu.getByRole('menuitem', { name: 'Manage Subscription' })).toHaveAttribute('href', '/my-account/subscription');
  await menu.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('dialog', { name: 'Log Out' })).toBeVisible();
});

test('an outsider has no Manage Subscription and cannot create a portfolio from the bar', async ({ page }) => {
  await signIn(page, 'outsider@horizon.test');
  await page.getByRole('button', { name: /Olivia Brooks/ }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Manage Profile', 'Log Out']);
  await expect(page.getByRole('link', { name: 'Create Portfolio' })).toHaveAttribute('aria-disabled', 'true');
});

test('the bar links to the portfolios, Create Portfolio, My Account, opens the Info Centre and shows the version', async ({ page }) => {
  await signIn(page, 'owner@horizon.test');
  const nav = sideBar(page);
  await expect(nav.getByRole('link', { name: 'All Portfolios' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'All Portfolios' })).toHaveAttribute('href', '/portfolios');
  await expect(nav.getByRole('link', { name: 'Create Portfolio' })).toHaveAttribute('href', '/portfolios?create=1');
  // Info Centre opens its panel beside the bar (issue 16), and closes it again.
  const infoCentre = nav.getByRole('button', { name: 'Info Centre' });
  await infoCentre.click();
  await expect(infoCentre).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('info-centre')).toBeVisible();
  await infoCentre.click();
  await expect(page.getByTestId('info-centre')).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Profile and Settings' })).toHaveAttribute('href', '/my-account/profile');
  const status = nav.getByTestId('service-status');
  await expect(status.getByText('Status', { exact: true })).toBeVisible();
  await expect(status.getByText('Online · Version 6.6.1', { exact: true })).toBeVisible();

  // The root is the portfolios screen too.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Portfolios', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Portfolios' })).toHaveAttribute('aria-current', 'page');
});
