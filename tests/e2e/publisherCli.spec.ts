import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signInWithCodeFlow } from '../support/codeFlow';
import { runPublisherProcess, SIGN_IN_LINE, type PublisherRun } from '../support/publisherProcess';
import { DEMO_PASSWORD, submitSignInForm } from './support/signIn';

const EDITOR = 'editor@horizon.test';
const SAMPLE = path.resolve(import.meta.dirname, '../../samples/buildings');

type WorkspaceRow = { id: string; name: string };

/** A demo workspace the editor may publish to, found through the API with the editor's own token. */
async function editorWorkspace(): Promise<WorkspaceRow> {
  const { access_token } = await signInWithCodeFlow({ baseUrl: baseURL, email: EDITOR, password: DEMO_PASSWORD });
  const response = await fetch(`${baseURL}/api/workspaces?page_size=100`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(response.ok).toBe(true);
  const { contents } = (await response.json()) as { contents: WorkspaceRow[] };
  expect(contents.length).toBeGreaterThan(0);
  return contents[0]!;
}

let run: PublisherRun | undefined;
test.afterEach(() => run?.kill());
// Every run waits at least one poll of the device flow (5 s) before it signs in.
test.describe.configure({ timeout: 90_000 });

test('the publisher prints an address and a code; the browser confirms them and signs in; the CLI publishes and exits 0', async ({ page }) => {
  const workspace = await editorWorkspace();
  run = runPublisherProcess([SAMPLE, '--workspace', workspace.id, '--name', 'Estate published from a terminal', '--server', baseURL]);
  const [, verificationUri, userCode] = await run.waitForStdout(SIGN_IN_LINE);
  expect(verificationUri).toBe(`${baseURL}/activate`);

  await page.goto(verificationUri!);
  await expect(page.getByRole('heading', { name: 'Device sign-in' })).toBeVisible();
  await page.getByLabel('Code').fill(userCode!);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm the device' })).toBeVisible();
  await expect(page.getByTestId('user-code')).toHaveText(userCode!);
  await page.getByRole('button', { name: 'Continue' }).click();

  await submitSignInForm(page, EDITOR);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText('Horizon Publisher continues in your terminal. You can close this page.')).toBeVisible();

  expect(await run.exited).toBe(0);
  expect(run.stdout()).toContain(`Signed in as ${EDITOR}.`);
  expect(run.stdout()).toContain(`to workspace "${workspace.name}"`);
  expect(run.stdout()).toContain('Status: completed');
  expect(run.stdout()).toContain('Simulation "Estate published from a terminal" completed');
});

test('a wrong code is refused on the page, and the publisher keeps waiting for the right one', async ({ page }) => {
  const workspace = await editorWorkspace();
  run = runPublisherProcess([SAMPLE, '--workspace', workspace.id, '--server', baseURL]);
  const [, verificationUri, userCode] = await run.waitForStdout(SIGN_IN_LINE);

  await page.goto(verificationUri!);
  await page.getByLabel('Code').fill(userCode === 'BCDF-GHJK' ? 'CDFG-HJKL' : 'BCDF-GHJK');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is incorrect. Try again.');

  await page.getByLabel('Code').fill(userCode!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitSignInForm(page, EDITOR);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  expect(await run.exited).toBe(0);
});

test('the address with the code filled in goes straight to the confirmation; Cancel makes the publisher exit 1', async ({ page }) => {
  const workspace = await editorWorkspace();
  run = runPublisherProcess([SAMPLE, '--workspace', workspace.id, '--server', baseURL]);
  const [, userCode, complete] = await run.waitForStdout(/enter the code (\S+)\n\(or open (\S+) to have the code filled in\)/);

  await page.goto(complete!);
  await expect(page.getByRole('heading', { name: 'Confirm the device' })).toBeVisible();
  await expect(page.getByTestId('user-code')).toHaveText(userCode!);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();

  expect(await run.exited).toBe(1);
  expect(run.stderr()).toContain('The sign-in was cancelled in the browser.');
  expect(run.stdout()).not.toContain('Signed in as');
});
