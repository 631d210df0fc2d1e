import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { baseURL } from '../../../playwright.config';

export const DEMO_PASSWORD = 'horizon';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Completes the built-in provider's sign-in form, as a person would. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From a signed-out visit of `path`: the login page, the provider's form, and back into the app. */
export async function signInThroughForm(page: Page, email: string, path = '/portfolios') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitSignInForm(page, email);
  await expect(page).not.toHaveURL(/\/(login|callback|interaction)/, { timeout: 60_000 });
}

/*
 * One real sign-in per account, kept for the tests after it: every test of that account starts
 * from the cookies and stored tokens of that sign-in instead of filling the form again. The state
 * is taken in a context of its own, so a test that signs out ends only its own grant, and is taken
 * again well before its access token (1 h) needs renewing: a rotated refresh token used twice
 * would end the grant for every test holding it.
 */
const STATE_MAX_AGE_MS = 30 * 60_000;
const signedInStates = new Map<string, { takenAt: number; state: Promise<StorageState> }>();

export function signedInState(browser: Browser, email: string): Promise<StorageState> {
  const kept = signedInStates.get(email);
  if (kept && Date.now() - kept.takenAt < STATE_MAX_AGE_MS) return kept.state;
  const state = takeSignedInState(browser, email);
  signedInStates.set(email, { takenAt: Date.now(), state });
  state.catch(() => signedInStates.delete(email));
  return state;
}

async function takeSignedInState(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    await signInThroughForm(await context.newPage(), email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` signed in as `email`, with the account's kept sign-in (see above). Should that
 * session have ended, the page signs in through the form as a person would.
 */
export async function signIn(page: Page, email: string, path = '/portfolios') {
  const browser = page.context().browser();
  if (!browser) return signInThroughForm(page, email, path);
  await page.context().setStorageState(await signedInState(browser, email));
  const profile = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile' && response.request().method() === 'GET', {
    timeout: 60_000,
  });
  const loginPage = page.waitForURL(/\/login/, { timeout: 60_000 });
  await page.goto(path);
  const outcome = await Promise.race([profile.then((response) => (response.ok() ? 'signed in' : 'refused')), loginPage.then(() => 'signed out')]);
  profile.catch(() => undefined);
  loginPage.catch(() => undefined);
  if (outcome === 'signed in') return;
  signedInStates.delete(email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, email, path);
}
