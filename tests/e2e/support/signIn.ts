import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'horizon';

/** Completes the built-in provider's sign-in form, as a person would. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From a signed-out visit of `path`: the login page, the provider's form, and back into the app. */
export async function signIn(page: Page, email: string, path = '/portfolios') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitSignInForm(page, email);
  await expect(page).not.toHaveURL(/\/(login|callback|interaction)/);
}
