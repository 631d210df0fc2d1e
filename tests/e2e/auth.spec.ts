import { expect, test } from '@playwright/test';
import { signIn, signInThroughForm, submitSignInForm } from './support/signIn';

const ACCOUNTS = [
  { email: 'admin@horizon.test', name: 'Alex Morgan' },
  { email: 'editor@horizon.test', name: 'Erin Walsh' },
  { email: 'viewer@horizon.test', name: 'Vikram Patel' },
  { email: 'outsider@horizon.test', name: 'Olivia Brooks' },
  { email: 'owner@horizon.test', name: 'Oscar Nguyen' },
];

for (const account of ACCOUNTS) {
  test(`${account.email} signs in through the real sign-in page`, async ({ page }) => {
    await signInThroughForm(page, account.email);
    await expect(page).toHaveURL(/\/portfolios$/);
    await expect(page.getByRole('heading', { name: 'Portfolios' })).toBeVisible();
    await expect(page.getByText(account.name).first()).toBeVisible();
  });
}

test('a private route visited signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/portfolios?q=water&sort=-name');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitSignInForm(page, 'admin@horizon.test');
  await expect(page).toHaveURL(/\/portfolios\?q=water&sort=-name/);
  await expect(page.getByPlaceholder('Search by name, id or owner email')).toHaveValue('water');
});

test('a wrong password keeps the user on the sign-in page with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitSignInForm(page, 'admin@horizon.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});

test('/unauthorised explains the restricted area', async ({ page }) => {
  await page.goto('/unauthorised');
  await expect(page.getByText('Hold Up!')).toBeVisible();
  await expect(page.getByText('You have reached an area that requires special permission.')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test');
  await page.goto('/no/such/page');
  await expect(page.getByText('Resource Not Found')).toBeVisible();
});

test('log out asks for confirmation, then signs out', async ({ page }) => {
  // Its own sign-in: the log-out ends that session's grant, which no other test may hold.
  await signInThroughForm(page, 'editor@horizon.test');
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/profile/logout') && request.method() === 'POST');
  await page.getByRole('button', { name: /Erin Walsh/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Out' });
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Erin Walsh/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Log Out' }).click();
  await logout;
  // The app revokes the session's grant, leaves for the provider's log-out and comes back signed out.
  await page.waitForURL(/\/login/);
  await page.goto('/portfolios');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('an expired session shows the session-expired message', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test');
  await page.evaluate(() => localStorage.setItem('token_exp', String(Math.floor(Date.now() / 1000) - 10)));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has expired. Please login to continue.')).toBeVisible();
});
