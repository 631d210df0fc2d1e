import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

type Auth = { headers: Record<string, string> };
type Created = { id: string; portfolioId: string; name: string };

const SAVED_LISTS = 'Funding sources, status types, priority items and custom fields updated.';
const REPEATED = 'We recommend names be unique';
const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();

/** Signs in through the real provider and keeps the bearer token the app sends, to set up through the API. */
async function signInForApi(page: Page, email: string): Promise<Auth> {
  const authorization = page
    .waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/') && Boolean(request.headers().authorization))
    .then((request) => request.headers().authorization!);
  await signIn(page, email);
  return { headers: { authorization: await authorization } };
}

/** A workspace of this test's own in the first portfolio the user sees, so that the demo's workspaces stay as other suites expect. */
async function createWorkspace(page: Page, auth: Auth, name: string): Promise<Created> {
  const portfolios = await page.request.get('/api/portfolios?page_size=1', auth);
  expect(portfolios.ok()).toBe(true);
  const portfolioId = ((await portfolios.json()) as { contents: Array<{ id: string }> }).contents[0]!.id;
  const created = await page.request.post(`/api/portfolios/${portfolioId}/workspaces`, { ...auth, data: { name, description: 'Made by the settings test.' } });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, portfolioId, name };
}

/** A row's name field by its label, e.g. "Funding source 2" (its buttons' names start the same way). */
const nameField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The names in one list's rows, top to bottom, as their inputs hold them. */
async function expectNames(page: Page, list: string, names: string[]) {
  const inputs = page.getByTestId(`${list}-row`).getByRole('textbox');
  await expect.poll(() => inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value))).toEqual(names);
}

test('an editor edits the four lists, is warned about a repeated name, saves them and finds them in order; then renames the workspace', async ({ page }) => {
  // Many edits through the UI, a reload and two saves.
  test.setTimeout(120_000);
  const auth = await signInForApi(page, 'editor@horizon.test');
  const workspace = await createWorkspace(page, auth, `Lists test ${Date.now()}`);
  await page.goto(`/workspace/${workspace.id}`);
  await expect(page).toHaveURL(`/workspace/${workspace.id}/report/overview`);
  await expect(page.getByRole('heading', { level: 1, name: workspace.name })).toBeVisible();
  await expect(page.getByText('0 simulations in this workspace')).toBeVisible();
  await expect(page.getByText('No simulations yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get the desktop app' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/workspace/${workspace.id}/settings`);
  const saveLists = page.getByRole('button', { name: 'Save lists' });
  await expect(saveLists).toBeDisabled();

  for (const [position, name] of ['Renewals', 'Capital works', 'renewals '].entries()) {
    await page.getByRole('button', { name: 'Add funding source' }).click();
    await nameField(page, `Funding source ${position + 1}`).fill(name);
  }
  // SPEC 5: the repeat is only a warning; Save stays on.
  await expect(page.getByText(REPEATED)).toHaveCount(1);
  await expect(saveLists).toBeEnabled();
  await page.getByRole('button', { name: 'Move Capital works up' }).click();
  await expectNames(page, 'funding_sources', ['Capital works', 'Renewals', 'renewals ']);

  // A blank name blocks saving.
  await page.getByRole('button', { name: 'Add status item' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await expect(saveLists).toBeDisabled();
  await nameField(page, 'Status item 1').fill('Approved');
  await page.getByRole('button', { name: 'Add status item' }).click();
  await nameField(page, 'Status item 2').fill('Draft');
  await page.getByRole('button', { name: 'Move Draft up' }).click();
  for (const [position, name] of ['Low', 'High'].entries()) {
    await page.getByRole('button', { name: 'Add priority item' }).click();
    await nameField(page, `Priority item ${position + 1}`).fill(name);
  }
  // A row dragged by its handle onto another takes its place.
  const priorities = page.getByTestId('priority_items-row');
  await priorities.nth(1).locator('.settings-row__handle').dragTo(priorities.nth(0));
  await expectNames(page, 'priority_items', ['High', 'Low']);

  // A list field needs its options.
  await page.getByRole('button', { name: 'Add field' }).click();
  await nameField(page, 'Field 1').fill('Ward');
  await page.getByTestId('udf_fields-row').locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'List' }).click();
  await expect(page.getByText('A list field needs at least one option.')).toBeVisible();
  await expect(saveLists).toBeDisabled();
  const options = page.getByLabel('Options of Ward');
  await options.fill('North');
  await options.press('Enter');
  await options.fill('South');
  await options.press('Enter');
  await expect(saveLists).toBeEnabled();
  await expect(page.getByText('You have unsaved changes to these lists.')).toBeVisible();
  // Leaving with unsaved lists asks first (SPEC 4); staying keeps the edits.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: /Report/ }).click();
  expect(asked).toEqual(['Changes you made may not be saved.']);
  await expect(page).toHaveURL(`/workspace/${workspace.id}/settings`);

  await saveLists.click();
  await expect(toast(page, SAVED_LISTS)).toBeVisible();
  await expect(page.getByText('The lists are saved.')).toBeVisible();

  await page.reload();
  await expectNames(page, 'funding_sources', ['Capital works', 'Renewals', 'renewals']);
  await expectNames(page, 'status_items', ['Draft', 'Approved']);
  await expectNames(page, 'priority_items', ['High', 'Low']);
  await expect(nameField(page, 'Field 1')).toHaveValue('Ward');
  await expect(page.getByTestId('udf_fields-row')).toContainText('North');
  await expect(page.getByTestId('udf_fields-row')).toContainText('South');
  await expect(page.getByText(REPEATED)).toHaveCount(1);

  // Removing and Reset: nothing is lost until Save.
  await page.getByRole('button', { name: 'Remove High' }).click();
  await page.getByRole('button', { name: 'Remove Low' }).click();
  await expect(page.getByText('No priority items yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).last().click();
  await expectNames(page, 'priority_items', ['High', 'Low']);

  // The details: the header and the page title follow the new name.
  const renamed = `${workspace.name} renamed`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Workspace updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page).toHaveTitle(`${renamed} - Settings | Horizon`);

  // The breadcrumb leads back to the portfolio's workspaces.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(`/portfolio/${workspace.portfolioId}/workspaces`);
});

test('a viewer sees the settings read-only, without deletion, and is told that an editor publishes simulations', async ({ page, browser }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  const workspace = await createWorkspace(page, auth, `Viewer test ${Date.now()}`);
  const saved = await page.request.put(`/api/workspaces/${workspace.id}/settings`, {
    ...auth,
    data: { funding_sources: [{ name: 'Renewals' }, { name: 'Capital works' }], status_items: [], priority_items: [], udf_fields: [{ name: 'Ward', kind: 'list', options: ['North'] }] },
  });
  expect(saved.status()).toBe(200);

  const viewer = await (await browser.newContext()).newPage();
  await signIn(viewer, 'viewer@horizon.test', `/workspace/${workspace.id}/report/overview`);
  await expect(viewer.getByRole('heading', { level: 1, name: workspace.name })).toBeVisible();
  await expect(viewer.getByText('Your permission: Viewer')).toBeVisible();
  await expect(viewer.getByText(/by an Editor or Admin of this portfolio\. Please contact an editor to publish one\./)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Get the desktop app' })).toHaveCount(0);

  await viewer.goto(`/workspace/${workspace.id}/settings`);
  await expect(viewer.getByText('Only Editors and Admins of this portfolio can change a workspace\'s settings.')).toBeVisible();
  await expect(viewer.getByTestId('funding_sources-row')).toHaveText(['1Renewals', '2Capital works']);
  await expect(viewer.getByTestId('udf_fields-row')).toContainText('List');
  await expect(viewer.getByText('No status items yet.')).toBeVisible();
  await expect(viewer.locator('.workspace-settings').getByRole('textbox')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Save lists' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  await viewer.context().close();
});

test('deleting needs the exact name and lands on the portfolio’s Workspaces tab; the workspace is then not found', async ({ page }) => {
  const auth = await signInForApi(page, 'editor@horizon.test');
  const workspace = await createWorkspace(page, auth, `Delete test ${Date.now()}`);
  await page.goto(`/workspace/${workspace.id}/settings`);
  await page.getByRole('button', { name: 'Delete workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this workspace?' });
  const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Workspace name').fill(workspace.name.toUpperCase());
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Workspace name').fill(workspace.name);
  await confirm.click();
  await expect(page).toHaveURL(`/portfolio/${workspace.portfolioId}/workspaces`);
  await expect(toast(page, 'Workspace deleted.')).toBeVisible();

  await page.goto(`/workspace/${workspace.id}/report/overview`);
  await expect(page).toHaveURL(/\/not-found\?kind=workspace$/);
  await expect(page.getByRole('heading', { name: 'Workspace not found' })).toBeVisible();
});

test('an unknown workspace, or an address that cannot name one, shows the workspace not-found message', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  for (const path of ['/workspace/6f1d2c3b-4a59-4e68-8d7c-0b1a2f3e4d5c/settings', '/workspace/not-a-workspace/report/overview']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-found\?kind=workspace$/);
    await expect(page.getByRole('heading', { name: 'Workspace not found' })).toBeVisible();
    await expect(page.getByText('The workspace you are looking for does not exist or you do not have access to it.')).toBeVisible();
  }
});
