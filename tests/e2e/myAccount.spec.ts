import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();

/** Opens a PrimeReact dropdown by its input's id and picks an option. */
async function choose(page: Page, inputId: string, option: string | RegExp) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.getByRole('option', { name: option }).click();
}

/** Today at midnight UTC as the date picker shows it, e.g. 2026-11-22. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

test('changing the language in the profile switches the UI at once, and it stays after a reload', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', '/my-account/profile');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page).toHaveTitle('My Account | Horizon');
  await page.getByLabel('Job title').fill('Senior Asset Planner');
  await choose(page, 'profile-locale', /中文/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的账户' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '我的账户栏目' }).getByRole('link', { name: '个人资料' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/profile$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: '我的账户' })).toBeVisible();
  await expect(page.getByLabel('职位')).toHaveValue('Senior Asset Planner');
  await page.goto('/portfolios');
  await expect(page.getByRole('heading', { name: '项目组合' })).toBeVisible();

  // Back to English, for the other tests that sign in as this user.
  await page.goto('/my-account/profile');
  await choose(page, 'profile-locale', 'Australian English');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test('the profile keeps the portfolio invitation email preference, off by default', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', '/my-account/profile');
  const preference = page.getByRole('switch', { name: 'Portfolio invitation emails' });
  await expect(preference).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await preference.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Portfolio invitation emails' })).toBeChecked();
});

test('an outsider has no subscription tab; the code of another organisation is not found', async ({ page }) => {
  await signIn(page, 'outsider@horizon.test', '/my-account/profile');
  const tabs = page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link');
  await expect(tabs).toHaveText(['Profile']);
  await expect(page.getByText('Got a subscription?')).toBeVisible();
  await page.getByRole('link', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/my-account\/subscription$/);
  await expect(page.getByText('No subscription is linked to your account')).toBeVisible();

  // The outsider belongs to no organisation, and HZN-COR-3190 is the demo organisation's.
  await page.getByLabel('Subscription code').fill('HZN-COR-3190');
  await page.getByRole('button', { name: 'Link subscription' }).click();
  await expect(page.getByText('We could not find a subscription with this code for your organisation.')).toBeVisible();
  await expect(page.getByTestId('subscription-details')).toHaveCount(0);
});

test('linking HZN-COR-3190 shows the subscription with its slots and opens Create Portfolio', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', '/my-account/subscription');
  await expect(page.getByRole('button', { name: 'Link subscription' })).toBeVisible();
  await page.getByLabel('Subscription code').fill('HZN-ESS-5599');
  await page.getByRole('button', { name: 'Link subscription' }).click();
  await expect(page.getByText('Invalid Subscription.')).toBeVisible();

  await page.getByLabel('Subscription code').fill('hzn-cor-3190');
  await page.getByRole('button', { name: 'Link subscription' }).click();
  await expect(toast(page, 'Your subscription has been linked successfully.')).toBeVisible();
  const details = page.getByTestId('subscription-details');
  await expect(details).toContainText('Core plan');
  await expect(details).toContainText('HZN-COR-3190');
  await expect(details).toContainText('Active');
  await expect(details).toContainText('Oscar Nguyen');
  await expect(details).toContainText('10 of 10 available');
  await expect(page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link')).toHaveText(['Profile', 'Subscription']);

  await page.goto('/portfolios');
  await expect(page.getByRole('button', { name: 'Create Portfolio' })).toBeEnabled();
});

test('company connection: the zero-date expiry reads as today and is sent as today', async ({ page }) => {
  await signIn(page, 'admin@horizon.test', '/my-account/company-connection');
  await choose(page, 'company-ssoType', 'Okta');
  // A new connection starts from the zero date, which reads as today.
  await expect(page.getByLabel('Secret expiry date')).toHaveValue(todayUtc());
  await page.getByLabel('Client ID', { exact: true }).fill('riverbend-horizon');
  await page.locator('#company-clientSecret').fill('s3cret-value-from-okta');
  await page.locator('#company-emailDomains').fill('riverbend.nsw.gov.au');
  await page.locator('#company-emailDomains').press('Enter');
  await page.getByLabel('Server domain').fill('login.riverbend.nsw.gov.au');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Company connection saved.')).toBeVisible();

  // The server answers a stored zero date as it is here; the form still reads it as today.
  await page.route('**/api/profile/company-connection', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, connection: { ...body.connection, secret_expiry_date: '0001-01-01T00:00:00Z' } } });
  });
  await page.reload();
  await expect(page.getByLabel('Secret expiry date')).toHaveValue(todayUtc());
  await expect(page.locator('#company-clientSecret')).toHaveValue(/^••••••••/);

  // Saving sends today, and the masked secret as it is, which keeps the stored one.
  await page.getByLabel('Client ID', { exact: true }).fill('riverbend-horizon-2');
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/profile/company-connection/'));
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await saved).postDataJSON();
  expect(body.connection.secret_expiry_date).toBe(`${todayUtc()}T00:00:00Z`);
  expect(body.connection.client_secret).toMatch(/^••••••••/);
  await expect(toast(page, 'Company connection saved.')).toBeVisible();
});

test('company connection: SSO type None warns that the connection goes, and saves without it', async ({ page }) => {
  await signIn(page, 'owner@horizon.test', '/my-account/company-connection');
  await choose(page, 'company-ssoType', 'Microsoft Entra ID');
  await page.getByLabel('Client ID', { exact: true }).fill('horizon-entra');
  await page.locator('#company-clientSecret').fill('entra-secret');
  await page.locator('#company-emailDomains').fill('riverbend.nsw.gov.au');
  await page.locator('#company-emailDomains').press('Enter');
  await page.getByLabel('Server domain').fill('login.microsoftonline.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Company connection saved.')).toBeVisible();

  await choose(page, 'company-ssoType', 'None');
  await expect(page.getByText('Saving with SSO type None removes the company connection permanently.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Client ID', { exact: true })).toHaveCount(0);
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/profile/company-connection/'));
  await page.getByRole('button', { name: 'Remove connection' }).click();
  expect((await saved).postDataJSON()).toEqual({ sso_connection: 'none' });
  await expect(toast(page, 'Company connection saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('No company connection is set up.', { exact: false })).toBeVisible();
});

test('the company connection is an admin tab: others are led to their profile', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', '/my-account/company-connection');
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'Company Connection' })).toHaveCount(0);
});

test('a refused company connection load signs the user out to the restricted-area page', async ({ page }) => {
  await signIn(page, 'admin@horizon.test', '/my-account/profile');
  await page.route('**/api/profile/company-connection', (route) =>
    route.fulfill({ status: 403, json: { code: 403, message: 'You have reached an area that requires special permission.' } }),
  );
  await page.getByRole('link', { name: 'Company Connection' }).click();
  await expect(page).toHaveURL(/\/unauthorised$/);
  await expect(page.getByText('Hold Up!')).toBeVisible();
});
