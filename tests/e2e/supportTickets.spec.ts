import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();

async function openHelpItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menu', { name: 'Help menu' }).getByRole('menuitem', { name }).click();
}

/*
 * Issue 16 "Tickets": the Report an Issue form (SPEC 2, 5 and 9), its toast (SPEC 8), and the
 * ticket listed where My Support Tickets leads (SPEC 7). viewer@ works in New South Wales (the
 * demo data), the second regional group: it has My Support Tickets and the AEST hours (SPEC 6, 9).
 */
test('a planner reports an issue and finds it in My Support Tickets', async ({ page }) => {
  const summary = `Funding chart empty ${Date.now()}`;
  await signIn(page, 'viewer@horizon.test');
  await openHelpItem(page, 'Report Issue or Problem');

  const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('complementary')).toContainText('Monday-Friday 9am-5pm AEST');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await dialog.locator('.p-dropdown:has(#report-issue-type)').click();
  await expect(page.locator('.p-dropdown-panel').getByRole('option')).toHaveText([
    'Question',
    'Suggestion',
    'Minor Problem',
    'Major Problem (No Workaround)',
    'Significant outage / Business down',
  ]);
  await page.getByRole('option', { name: 'Minor Problem' }).click();

  // SPEC 5: a summary holds 200 characters; the 201st is refused on the field.
  const summaryField = dialog.getByLabel('Summary');
  await summaryField.fill('s'.repeat(200));
  await dialog.getByLabel('Description').fill('Budget Scenarios 2027/28 shows no bars on the funding analysis tab.');
  await expect(dialog.getByText('Enter a summary of up to 200 characters.')).toBeHidden();
  await expect(submit).toBeEnabled();
  await summaryField.fill('s'.repeat(201));
  await expect(dialog.getByText('Enter a summary of up to 200 characters.')).toBeVisible();
  await expect(submit).toBeDisabled();

  await summaryField.fill(summary);
  await submit.click();
  await expect(toast(page, "We'll be in touch with you shortly.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const ticketsWindow = page.waitForEvent('popup');
  await openHelpItem(page, 'My Support Tickets');
  const tickets = await ticketsWindow;
  await expect(tickets).toHaveURL(/\/help\/tickets$/);
  await expect(tickets.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
  const row = tickets.getByRole('row').filter({ hasText: summary });
  await expect(row).toContainText('Minor Problem');
  await expect(row).toContainText('Open');
});

test('the tickets page reports an issue with the same dialog and lists it first', async ({ page }) => {
  const summary = `Question from the tickets page ${Date.now()}`;
  await signIn(page, 'editor@horizon.test', '/help/tickets');
  await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Report an issue' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
  await dialog.locator('.p-dropdown:has(#report-issue-type)').click();
  await page.getByRole('option', { name: 'Question' }).click();
  await dialog.getByLabel('Summary').fill(summary);
  await dialog.getByLabel('Description').fill('How are the budget scenarios compared?');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, "We'll be in touch with you shortly.")).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(summary);
  await expect(page.getByRole('row').nth(1)).toContainText('Question');
});

test('a ticket reported from the Help menu while My Support Tickets is open shows there without a reload', async ({ page }) => {
  const summary = `Reported from the Help menu ${Date.now()}`;
  await signIn(page, 'viewer@horizon.test', '/help/tickets');
  await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
  await openHelpItem(page, 'Report Issue or Problem');
  const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
  await dialog.locator('.p-dropdown:has(#report-issue-type)').click();
  await page.getByRole('option', { name: 'Suggestion' }).click();
  await dialog.getByLabel('Summary').fill(summary);
  await dialog.getByLabel('Description').fill('Let the map show the treatments of a phase.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, "We'll be in touch with you shortly.")).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(summary);
  await expect(page.getByRole('row').nth(1)).toContainText('Suggestion');
});
