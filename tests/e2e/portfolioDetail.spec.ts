import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NO_SLOTS = 'You have used all your available Portfolio slots.';

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();

/** From the list, through the Create Portfolio dialog, to the new portfolio's page. */
async function createPortfolio(page: Page, name: string, description = '') {
  await page.goto('/portfolios');
  await page.getByRole('button', { name: 'Create Portfolio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Portfolio' });
  await dialog.getByLabel('Name').fill(name);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${UUID}/workspaces$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(toast(page, 'Portfolio created.')).toBeVisible();
  return page.url().split('/')[4]!;
}

/**
 * Deletes a portfolio this file created, through its settings, so that the demo data the other
 * suites count on (list sizes, free slots) is as it was.
 */
async function deletePortfolio(page: Page, portfolioId: string, name: string) {
  await page.goto(`/portfolio/${portfolioId}/settings`);
  await page.getByRole('button', { name: 'Delete portfolio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this portfolio?' });
  await dialog.getByLabel('Portfolio name').fill(name);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/portfolios$/);
}

test('the owner creates portfolios until the slots run out, then sees why', async ({ page, context }) => {
  // Six portfolios created and deleted again through the UI.
  test.setTimeout(180_000);
  await signIn(page, 'owner@horizon.test');
  // The owner's subscription has 6 free slots of 40.
  const created: Array<[string, string]> = [];
  for (let n = 1; n <= 5; n += 1) created.push([await createPortfolio(page, `Slot test ${n}`, 'Created by the slot test.'), `Slot test ${n}`]);

  // A second tab opened before the last slot goes still believes there is one.
  const stale = await context.newPage();
  await stale.goto('/portfolios?create=1');
  const staleDialog = stale.getByRole('dialog', { name: 'Create Portfolio' });
  await staleDialog.getByLabel('Name').fill('One too many');
  await expect(stale).toHaveURL(/\/portfolios$/);

  created.push([await createPortfolio(page, 'Slot test 6'), 'Slot test 6']);
  await page.goto('/portfolios');
  const create = page.getByRole('button', { name: 'Create Portfolio' });
  await expect(create).toBeDisabled();
  await expect(page.locator('#create-portfolio-unavailable')).toHaveText(NO_SLOTS);

  // The server refuses the stale tab, and the dialog says why.
  await staleDialog.getByRole('button', { name: 'Create' }).click();
  await expect(staleDialog.getByText(NO_SLOTS)).toBeVisible();
  await expect(stale).toHaveURL(/\/portfolios$/);

  // Opened from its address, the dialog explains before anything is typed.
  await page.goto('/portfolios?create=1');
  const dialog = page.getByRole('dialog', { name: 'Create Portfolio' });
  await expect(dialog.getByText(NO_SLOTS)).toBeVisible();
  await dialog.getByLabel('Name').fill('Anything');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Deleting frees the slots again.
  for (const [portfolioId, name] of created) await deletePortfolio(page, portfolioId, name);
  await expect(page.getByRole('button', { name: 'Create Portfolio' })).toBeEnabled();
});

test('the dialog counts characters and warns, without blocking, about a name already in the list', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  const existing = await page.getByTestId('portfolio-card').first().getByRole('heading').innerText();
  await page.getByRole('button', { name: 'Create Portfolio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Portfolio' });
  await dialog.getByLabel('Name').fill(existing.toUpperCase());
  await expect(dialog.getByText('We recommend names be unique')).toBeVisible();
  await expect(dialog.getByText(`${existing.length}/100`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  await dialog.getByLabel('Name').fill('A name of its own');
  await expect(dialog.getByText('We recommend names be unique')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an invited viewer becomes an Editor at their next sign-in', async ({ page, browser }) => {
  // Two users sign in.
  test.setTimeout(120_000);
  await signIn(page, 'admin@horizon.test');
  const name = 'Shared with Vikram';
  const portfolioId = await createPortfolio(page, name);
  await page.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(`/portfolio/${portfolioId}/members`);

  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill('viewer@horizon.test');
  await invite.getByRole('button', { name: 'Editor' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent.')).toBeVisible();
  await expect(page.getByRole('row', { name: /viewer@horizon\.test/ }).locator('.p-dropdown-label')).toHaveText('Editor');

  // Inviting the same person again is refused with an error toast; the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Invite member' }).click();
  await invite.getByLabel('Email').fill('viewer@horizon.test');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Member already exists.')).toBeVisible();
  await expect(invite.getByLabel('Email')).toHaveValue('viewer@horizon.test');
  await invite.getByRole('button', { name: 'Cancel' }).click();

  const viewer = await (await browser.newContext()).newPage();
  await signIn(viewer, 'viewer@horizon.test');
  await viewer.getByPlaceholder('Search by name, id or owner email').fill(name);
  const card = viewer.getByTestId('portfolio-card').filter({ hasText: name });
  await expect(card).toContainText('Editor');
  await viewer.goto(`/portfolio/${portfolioId}/settings`);
  await expect(viewer.getByText('Only Admins of this portfolio can change its settings.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Delete portfolio' })).toHaveCount(0);
  await viewer.context().close();
  await deletePortfolio(page, portfolioId, name);
});

test('the last Admin can be neither demoted nor removed', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  const portfolioId = await createPortfolio(page, 'Only one Admin');
  await page.goto(`/portfolio/${portfolioId}/members`);
  const permission = page.getByRole('row', { name: /admin@horizon\.test/ }).locator('.p-dropdown-label');
  await permission.click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  const lastAdmin = 'A Portfolio needs at least one Admin. Make another member an Admin first.';
  await expect(toast(page, lastAdmin)).toBeVisible();
  await expect(permission).toHaveText('Admin');

  // The first refusal's toast goes before the second is asked for, so that the next one is new.
  await expect(toast(page, lastAdmin)).toBeHidden();
  await page.getByRole('button', { name: 'Remove admin@horizon.test' }).click();
  await page.getByRole('dialog', { name: 'Remove this member?' }).getByRole('button', { name: 'Remove member' }).click();
  await expect(toast(page, lastAdmin)).toBeVisible();
  await expect(page.getByRole('row', { name: /admin@horizon\.test/ })).toBeVisible();
  await deletePortfolio(page, portfolioId, 'Only one Admin');
});

test('resources are added and reordered by drag and drop; the order survives a reload, a failed save does not change it', async ({ page }) => {
  // Three resources through the dialog, two reorders and a reload.
  test.setTimeout(120_000);
  await signIn(page, 'admin@horizon.test');
  const portfolioId = await createPortfolio(page, 'Resource order');
  await page.goto(`/portfolio/${portfolioId}/resources`);
  await expect(page.getByText('No resources yet')).toBeVisible();
  for (const name of ['First plan', 'Second audit', 'Third notes']) {
    await page.getByRole('button', { name: 'Add resource' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a resource' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Web address').fill(`https://docs.example/${name.split(' ')[0]!.toLowerCase()}`);
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(toast(page, 'Resource added.')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const names = page.getByTestId('resource-name');
  await expect(names).toHaveText(['First plan', 'Second audit', 'Third notes']);

  const saved = page.waitForResponse((response) => response.url().endsWith('/attachments/order') && response.request().method() === 'PUT');
  const handles = page.locator('.p-datatable-reorderablerow-handle');
  await handles.nth(2).dragTo(page.getByRole('row', { name: /First plan/ }), { targetPosition: { x: 40, y: 4 } });
  expect((await saved).ok()).toBe(true);
  await expect(names).toHaveText(['Third notes', 'First plan', 'Second audit']);

  await page.getByRole('button', { name: 'Move Second audit up' }).click();
  await expect(names).toHaveText(['Third notes', 'Second audit', 'First plan']);
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect(names).toHaveText(['Third notes', 'Second audit', 'First plan']);

  // A failed write leaves the data as it was: the previous order comes back, and the page says so.
  await page.route('**/attachments/order', (route) =>
    route.fulfill({
      status: 409,
      json: { code: 409, key: 'errors.attachmentOrderStale', message: 'The resources have changed since you loaded them. Please refresh and try again.' },
    }),
  );
  await page.getByRole('button', { name: 'Move First plan up' }).click();
  await expect(page.locator('.p-toast').getByText(/^Failed to update resource order\./)).toBeVisible();
  await expect(names).toHaveText(['Third notes', 'Second audit', 'First plan']);
  await page.unroute('**/attachments/order');

  await page.getByRole('link', { name: 'Activity Log' }).click();
  await expect(page.getByTestId('activity-entry').first()).toContainText('changed the order of the resources');
  await deletePortfolio(page, portfolioId, 'Resource order');
});

test('settings: rename, logo rules, and a deletion that needs the exact name', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  const portfolioId = await createPortfolio(page, 'Settings test');
  await page.goto(`/portfolio/${portfolioId}/settings`);
  await page.getByLabel('Name').fill('Settings test renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Portfolio updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings test renamed' })).toBeVisible();

  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.getByText('The logo must be a PNG, JPEG or WebP image.')).toBeVisible();
  await page.getByTestId('logo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(page.getByText('The logo must be 1 MB or smaller.')).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Portfolio logo updated.')).toBeVisible();
  await expect(page.locator('.portfolio-header__card img')).toHaveAttribute('src', /\/api\/portfolio-logos\//);

  await page.getByRole('button', { name: 'Delete portfolio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this portfolio?' });
  const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Portfolio name').fill('Settings test');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Portfolio name').fill('Settings test renamed');
  await confirm.click();
  await expect(page).toHaveURL(/\/portfolios$/);
  await expect(toast(page, 'Portfolio deleted.')).toBeVisible();
  // A 404 from the API leads to the portfolio's not-found page.
  await page.goto(`/portfolio/${portfolioId}/workspaces`);
  await expect(page).toHaveURL(/\/not-found\?kind=portfolio$/);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('tabs follow SPEC 2: an unknown tab is not found, and the work planner needs its feature', async ({ page }) => {
  await signIn(page, 'owner@horizon.test');
  const card = page.getByTestId('portfolio-card').filter({ hasText: 'Enterprise' }).first();
  const href = await card.getByRole('link', { name: 'Share' }).getAttribute('href');
  const portfolioId = href!.split('/')[2]!;
  await page.goto(`/portfolio/${portfolioId}`);
  await expect(page).toHaveURL(`/portfolio/${portfolioId}/workspaces`);
  const tabs = page.getByRole('navigation', { name: 'Portfolio sections' }).getByRole('link');
  await expect(tabs).toHaveText([/Workspaces/, 'Work Plans', 'Model', 'Reports', /Resources/, /Members/, 'Activity Log', 'Settings']);
  await page.goto(`/portfolio/${portfolioId}/company-connection`);
  await expect(page.getByText('Resource Not Found')).toBeVisible();
});
