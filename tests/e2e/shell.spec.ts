import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dataDir, longNameHost } from '../../playwright.config';
import { signIn } from './support/signIn';

/** The e2e server's maintenance switch: the file `npm run maintenance` writes (MAINTENANCE_FILE default). */
const maintenanceFile = path.resolve(dataDir, 'maintenance.json');
const SEARCH = 'Search by name, id or owner email';

/** The user's access token, as the app sends it with its next profile load. */
async function accessToken(page: Page): Promise<string> {
  const profileLoad = page.waitForRequest((request) => request.url().endsWith('/api/profile') && request.method() === 'GET');
  await page.reload();
  const authorization = (await profileLoad).headers().authorization;
  if (!authorization) throw new Error('GET /api/profile carried no token');
  return authorization;
}

async function setLocale(page: Page, authorization: string, locale: string): Promise<void> {
  const response = await page.request.put('/api/profile', { headers: { authorization }, data: { locale } });
  expect(response.status()).toBe(200);
}

test.describe('maintenance banner', () => {
  test.afterEach(() => fs.rmSync(maintenanceFile, { force: true }));

  test('turning the switch on shows the banner after an API call, and off clears it after the next health check', async ({ page }) => {
    await signIn(page, 'viewer@horizon.test');
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);

    fs.writeFileSync(maintenanceFile, JSON.stringify({ message: 'Upgrading the database until 10 pm AEST.', status_page_url: 'https://status.horizon-asset-planning.com/' }));
    // The server reads the switch at most once a second.
    await page.waitForTimeout(1_100);
    await page.getByPlaceholder(SEARCH).fill('water');
    const banner = page.getByTestId('maintenance-banner');
    await expect(banner).toContainText('Upgrading the database until 10 pm AEST.');
    await expect(banner.getByRole('link', { name: 'View status page' })).toHaveAttribute('href', 'https://status.horizon-asset-planning.com/');
    await expect(page.getByTestId('service-status')).toContainText('Maintenance · Version 6.6.1');
    // A 503 is the banner's to tell, not a toast's.
    await expect(page.locator('.p-toast-message')).toHaveCount(0);

    fs.rmSync(maintenanceFile);
    await expect(banner).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId('service-status')).toContainText('Online · Version 6.6.1');
  });

  test('without a message the banner says the default text', async ({ page }) => {
    await signIn(page, 'viewer@horizon.test');
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
    fs.writeFileSync(maintenanceFile, '{}');
    await page.waitForTimeout(1_100);
    await page.getByPlaceholder(SEARCH).fill('road');
    const banner = page.getByTestId('maintenance-banner');
    await expect(banner).toContainText('The service is currently down for maintenance.');
    await expect(banner.getByRole('link')).toHaveCount(0);
  });
});

test('the offline banner shows while the network is cut and goes once it is back', async ({ page, context }) => {
  await signIn(page, 'viewer@horizon.test');
  await expect(page.getByRole('heading', { name: 'Portfolios' })).toBeVisible();
  const offline = page.getByText("You're currently offline, some features will not work properly.");
  await expect(offline).toHaveCount(0);
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect(page.getByTestId('service-status')).toContainText('Offline · Version 6.6.1');
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByTestId('service-status')).toContainText('Online · Version 6.6.1');
});

test("a page whose code has not arrived when the network drops waits for it and shows once it is back", async ({ page, context }) => {
  await signIn(page, 'viewer@horizon.test');
  await expect(page.getByRole('heading', { name: 'Portfolios' })).toBeVisible();
  await context.setOffline(true);
  // An in-app link to a page not opened before: its code is fetched now, and cannot arrive.
  await page.evaluate(() => window.history.pushState(null, '', '/my-account/profile'));
  await expect(page.getByText("You're currently offline, some features will not work properly.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
});

test.describe('mobile warning', () => {
  const warning = 'For the best user experience please use a desktop or tablet device.';

  test('shows at 600 px wide and can be dismissed', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/login');
    await expect(page.getByText(warning)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(warning)).toHaveCount(0);
  });

  test('does not show at 1280 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(warning)).toHaveCount(0);
  });
});

test("zh-CN, the profile's language, renders Chinese across the shell", async ({ page, context }) => {
  await signIn(page, 'outsider@horizon.test');
  const authorization = await accessToken(page);
  await setLocale(page, authorization, 'zh-CN');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '项目组合', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '所有项目组合' })).toBeVisible();
    await expect(page.getByText('暂无项目组合')).toBeVisible();
    await expect(page.getByRole('link', { name: '访问知识库' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '开始使用 Horizon' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '已有订阅？' })).toBeVisible();
    await expect(page.getByTestId('service-status').getByText('状态', { exact: true })).toBeVisible();
    await expect(page.getByTestId('service-status').getByText('在线 · 版本 6.6.1', { exact: true })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('您当前处于离线状态，部分功能将无法正常使用。')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('您当前处于离线状态，部分功能将无法正常使用。')).toHaveCount(0);
    await page.goto('/not-found?kind=portfolio');
    await expect(page.getByRole('heading', { name: '未找到项目组合' })).toBeVisible();
  } finally {
    await setLocale(page, authorization, 'en-AU');
  }
});

test.describe('render error', () => {
  /**
   * A profile whose time zone the browser does not know passes the API contract (any string) but
   * makes the portfolio cards throw while formatting their dates: a real render failure, forced
   * from outside the app.
   */
  async function breakTheProfile(page: Page) {
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), timezone: 'Mars/Olympus_Mons' } });
    });
  }

  test("shows 'Oops!', clears on navigation, and Home reloads the root", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await breakTheProfile(page);
    await signIn(page, 'viewer@horizon.test');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('Unexpected error occurred.')).toBeVisible();
    expect(errors.some((text) => text.includes('[horizon] A page failed to render'))).toBe(true);

    await page.getByRole('button', { name: 'Report Error' }).click();
    await expect(page.locator('.p-toast-message')).toContainText('Coming soon!');

    await page.evaluate(() => window.history.pushState(null, '', '/unauthorised'));
    await expect(page.getByText('Hold Up!')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();

    await page.unroute('**/api/profile');
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Home' }).click();
    await reload;
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
  });
});

test.describe('API error handler', () => {
  test('a 404 answer goes to the not-found route', async ({ page }) => {
    await signIn(page, 'viewer@horizon.test');
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
    await page.route((url) => url.pathname === '/api/portfolios', (route) => route.fulfill({ status: 404, json: { code: 404, message: 'Resource Not Found' } }));
    await page.getByPlaceholder(SEARCH).fill('water');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByText('Resource Not Found')).toBeVisible();
  });

  test('another failure shows its message in a toast, and the page keeps its own failure state', async ({ page }) => {
    await signIn(page, 'viewer@horizon.test');
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
    await page.route((url) => url.pathname === '/api/portfolios', (route) => route.fulfill({ status: 400, json: { code: 400, message: 'The search text is too long.' } }));
    await page.getByPlaceholder(SEARCH).fill('water');
    await expect(page.locator('.p-toast-message-error')).toContainText('The search text is too long.');
    // SPEC 9: the snackbar is 350 px wide.
    expect((await page.locator('.p-toast-message-error').boundingBox())?.width).toBe(350);
    await expect(page.getByText('We could not load your portfolios.')).toBeVisible();
  });
});

test('unsaved changes: in-app links ask first, and the browser warns before the page is left', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', '/my-account/profile');
  await page.getByLabel('Job title').fill('Asset Planner (draft)');
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'All Portfolios' }).click();
  await expect.poll(() => questions).toEqual(['Changes you made may not be saved.']);
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Asset Planner (draft)');

  const leaving = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const warning = await leaving;
  expect(warning.type()).toBe('beforeunload');
  await warning.dismiss();
  expect(page.isClosed()).toBe(false);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'All Portfolios' }).click();
  await expect(page).toHaveURL(/\/portfolios$/);
  await expect(page.getByTestId('portfolio-card').first()).toBeVisible();
});

test('page titles name the page and the product, in full on the configured host family', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in | Horizon');
  const longNameURL = new URL('/login', baseURL);
  longNameURL.hostname = longNameHost;
  await page.goto(longNameURL.href);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Horizon Asset Planning');
});

test('the not-found route explains which resource is missing', async ({ page }) => {
  await page.goto('/not-found?kind=simulationTask');
  await expect(page.getByRole('heading', { name: 'Simulation task not found' })).toBeVisible();
  await page.goto('/not-found?kind=nonsense');
  await expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible();
});

test('a planner with nothing yet gets the dashboard hints', async ({ page }) => {
  await signIn(page, 'outsider@horizon.test');
  await expect(page.getByText('No portfolios yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit the Knowledge Base' })).toHaveAttribute('href', '/help');
  await expect(page.getByTestId('dashboard-hint')).toHaveCount(6);
  const subscription = page.getByTestId('dashboard-hint').filter({ hasText: 'Got a subscription?' });
  await expect(subscription.getByRole('link', { name: 'Unlock' })).toHaveAttribute('href', '/my-account/subscription');
  await expect(page.getByTestId('dashboard-hint').filter({ hasText: 'Need help? Call us' }).getByRole('link', { name: 'Contact Us' })).toBeVisible();
});

test('an old browser gets the not-supported notice instead of the app', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Promise.prototype as Partial<Promise<unknown>>).finally;
  });
  await page.goto('/login');
  await expect(page.getByTestId('browser-notice')).toContainText('Your browser is not supported');
  await expect(page.locator('#root')).toBeHidden();
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the production build installs a service worker that starts the app without a network', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!registration.active) throw new Error('no active service worker');
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText("You're currently offline, some features will not work properly.")).toBeVisible();
    await context.setOffline(false);
  });
});
