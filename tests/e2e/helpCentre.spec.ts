import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signIn } from './support/signIn';

/** SPEC 9: the learning site defaults to the academy address. */
const ACADEMY = 'https://academy.horizon-asset-planning.com/';

async function openHelpMenu(page: Page) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  return page.getByRole('menu', { name: 'Help menu' });
}

test('a reader who is not signed in searches the help centre and reads an article', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveTitle('Help Centre | Horizon');
  await expect(page.getByRole('heading', { name: 'How can we help?', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login?returnTo=%2Fhelp');
  await expect(page.getByRole('heading', { name: 'Getting started', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('power bi');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('2 articles match “power bi”')).toBeVisible();
  await expect(page).toHaveURL('/help?q=power+bi');
  const best = results.getByRole('link').first();
  await expect(best).toContainText('The results feed in Excel and Power BI');
  await expect(best.locator('mark').first()).toHaveText(/power bi/i);

  await best.click();
  await expect(page).toHaveURL('/help/articles/results-feed-excel-power-bi');
  await expect(page.getByRole('heading', { name: 'The results feed in Excel and Power BI', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('The results feed in Excel and Power BI | Horizon');
  await expect(page.getByRole('heading', { name: 'In Power BI' })).toBeVisible();

  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Help Centre' }).click();
  await expect(page).toHaveURL('/help');
  await page.getByRole('link', { name: /Reading simulation reports/ }).click();
  const related = page.getByRole('complementary', { name: 'Related articles' });
  await related.getByRole('link', { name: /Report tabs: Location Analysis and Location Backlog/ }).click();
  await expect(page.getByRole('heading', { name: 'Report tabs: Location Analysis and Location Backlog', level: 1 })).toBeVisible();

  await page.goto('/help?q=xylophone');
  await expect(page.getByText('No article matches “xylophone”.')).toBeVisible();
  await page.getByRole('button', { name: 'Browse all articles' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { name: 'Getting started', level: 2 })).toBeVisible();

  await page.goto('/help/articles/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

test('Learning Resources opens the learning site the API gives, without asking', async ({ page }) => {
  await signIn(page, 'editor@horizon.test');
  const menu = await openHelpMenu(page);
  const popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: 'Learning Resources' }).click();
  const learning = await popup;
  await expect(learning).toHaveURL(`${baseURL}/help/articles/learning-path`);
  await expect(learning.getByRole('heading', { name: 'Your learning path', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Learning Resources' })).toBeHidden();
});

test('when the learning link fails, the Learning dialog asks and each answer opens its page', async ({ page }) => {
  await page.context().route(`${ACADEMY}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Horizon Academy</title>' }));
  await page.route('**/api/profile/lms', (route) => route.fulfill({ status: 500, json: { code: 500, message: 'Unexpected error happened.' } }));
  await signIn(page, 'viewer@horizon.test');

  for (const [answer, address] of [
    ['Yes! I have an account', ACADEMY],
    ["No, I don't or I am unsure", `${baseURL}/help`],
  ] as const) {
    const menu = await openHelpMenu(page);
    await menu.getByRole('menuitem', { name: 'Learning Resources' }).click();
    const dialog = page.getByRole('dialog', { name: 'Learning Resources' });
    await expect(dialog.getByText('Do you have an account with the Horizon Academy?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await dialog.getByText(answer).click();
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(await popup).toHaveURL(address);
    await expect(dialog).toBeHidden();
  }
});

test('Knowledge Base opens the help centre, and the public help page when its link fails', async ({ page }) => {
  await signIn(page, 'editor@horizon.test');
  let menu = await openHelpMenu(page);
  let popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: 'Knowledge Base' }).click();
  const helpCentre = await popup;
  await expect(helpCentre).toHaveURL(`${baseURL}/help`);
  await expect(helpCentre.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  await expect(helpCentre.getByRole('link', { name: 'Back to Horizon' })).toBeVisible();
  await expect(menu).toBeHidden();
  // Closed, so that the next click opens the named window anew.
  await helpCentre.close();

  let asked = false;
  await page.route('**/api/profile/knowledgebase', (route) => {
    asked = true;
    return route.fulfill({ status: 500, json: { code: 500, message: 'Unexpected error happened.' } });
  });
  menu = await openHelpMenu(page);
  popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: 'Knowledge Base' }).click();
  await expect(await popup).toHaveURL(`${baseURL}/help`);
  expect(asked).toBe(true);
});
