import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/**
 * The issue: page actors join the root app actor's one system when their route is entered and
 * stop when it is left. `?actors` makes the app list the live system ids in `<body data-actors>`.
 */

/** What runs on every signed-in route: the root's long-lived children (the real-time connection among them), the session's, and the side bar's dialogs and live chat. */
const SIGNED_IN = ['auth', 'maintenance', 'connectivity', 'update', 'mobileWarning', 'sideNav', 'realtime', 'profile', 'subscription', 'logoutDialog', 'liveChat'];
/** The Help menu's links and dialogs, which start when Help is first opened and then stay for the page's life. */
const HELP_MENU = ['knowledgeBaseLink', 'learningDialog', 'supportTicketsLink', 'ticketDialog'];

async function expectLiveActors(page: Page, pageActors: string[]) {
  await expect(page.locator('body')).toHaveAttribute('data-actors', [...SIGNED_IN, ...pageActors].sort().join(' '));
}

/** In-app navigation, as a link does it: the app and its actor system stay. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(path);
}

test('each route runs its own actors in the one system, and leaving it stops them', async ({ page }) => {
  await signIn(page, 'owner@horizon.test');
  await page.goto('/portfolios?actors');
  await expectLiveActors(page, ['portfolioList', 'createPortfolio']);
  const workspaces = await page.locator('a[href^="/portfolio/"]').first().getAttribute('href');
  const portfolioId = workspaces?.split('/')[2] ?? '';
  expect(portfolioId).toMatch(/^[0-9a-f-]{36}$/);

  await goInApp(page, `/portfolio/${portfolioId}/workspaces`);
  await expectLiveActors(page, ['portfolioDetail', 'workspaceList', 'createWorkspace']);

  await goInApp(page, `/portfolio/${portfolioId}/members`);
  await expectLiveActors(page, ['portfolioDetail', 'members', 'inviteMember']);

  await goInApp(page, `/portfolio/${portfolioId}/resources`);
  await expectLiveActors(page, ['portfolioDetail', 'resources', 'resourceEditor']);

  await goInApp(page, `/portfolio/${portfolioId}/activities`);
  await expectLiveActors(page, ['portfolioDetail', 'activityLog']);

  await goInApp(page, '/workspaces');
  await expectLiveActors(page, ['workspaceList']);

  await goInApp(page, '/my-account/profile');
  await expectLiveActors(page, ['profileForm']);

  await goInApp(page, '/download');
  await expectLiveActors(page, ['downloads']);

  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Report Issue or Problem' })).toBeVisible();
  await expectLiveActors(page, ['downloads', ...HELP_MENU]);
  await page.keyboard.press('Escape');
  await goInApp(page, '/workspaces');
  await expectLiveActors(page, ['workspaceList', ...HELP_MENU]);
});

test('a page whose first render React throws away keeps the actor it opened: the list loads once', async ({ page }) => {
  // The list page is a lazy chunk: its first render suspends, and a render slower than the list's
  // answer is restarted. Each restart must not stop the request and send another.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/portfolios') loads.push(request.url());
  });
  await signIn(page, 'owner@horizon.test');
  await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portfolios' })).toBeVisible();
  expect(loads).toHaveLength(1);
});

test('without ?actors the app lists nothing', async ({ page }) => {
  await signIn(page, 'owner@horizon.test');
  await expect(page.getByRole('button', { name: 'Create Portfolio' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveAttribute('data-actors', /.*/);
});

test("the profile form's unsaved changes reach the app actor: leaving asks first, and a kept page keeps its form", async ({ page }) => {
  await signIn(page, 'owner@horizon.test');
  await page.goto('/my-account/profile?actors');
  await expectLiveActors(page, ['profileForm']);
  const jobTitle = page.getByLabel('Job title');
  const saved = await jobTitle.inputValue();
  await jobTitle.fill(`${saved} (acting)`);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'All Portfolios' }).click();
  expect(questions).toEqual(['Changes you made may not be saved.']);
  await expect(page).toHaveURL(/\/my-account\/profile/);
  await expectLiveActors(page, ['profileForm']);

  await jobTitle.fill(saved);
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'All Portfolios' }).click();
  await expect(page).toHaveURL(/\/portfolios/);
  expect(questions).toHaveLength(1);
  await expectLiveActors(page, ['portfolioList', 'createPortfolio']);
});
