import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signIn } from './support/signIn';

/*
 * Issue 16 "Live chat", SPEC 4, 7, 8 and 9: both buttons hidden until agent availability is known;
 * 'Live Chat!' starts the provider's chat, 'Email Us' is a mail draft to the support address;
 * buttons 24 px high, 184 px wide beside the expanded bar and 24 px beside the collapsed one, a
 * 24 px spinner, a label that slides out on hover in 800 ms; an init failure is logged 'live agent
 * init failed' and nothing shows. The test serves its own provider script (README "Live chat"
 * describes the contract) and names it in the client configuration, as CHAT_SCRIPT_URL would.
 */

const SCRIPT_PATH = '/e2e-live-chat/provider.js';
const IDENTIFIERS = { org_id: 'org-e2e', deployment_id: 'deployment-e2e', button_id: 'button-e2e' };
/** SUPPORT_EMAIL's default: the e2e server sets none. */
const SUPPORT_EMAIL = 'support@horizon-asset-planning.com';

/** A provider that records its init and chats, and reports availability when the test says so. */
const PROVIDER = (init: string) => `
window.__chat = { identifiers: null, started: 0, report: null };
window.HorizonLiveChat = {
  init(identifiers) { window.__chat.identifiers = identifiers; ${init} },
  onAvailability(listener) { window.__chat.report = listener; return () => { window.__chat.report = null; }; },
  startChat() { window.__chat.started += 1; },
};`;

/** The provider's script at a path of the app's own origin, and the client configuration naming it with its identifiers. */
async function serveProvider(page: Page, script: string) {
  await page.route(`${baseURL}${SCRIPT_PATH}`, (route) => route.fulfill({ contentType: 'application/javascript', body: script }));
  await page.route(`${baseURL}/api/config`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), live_chat: { script_url: `${baseURL}${SCRIPT_PATH}`, ...IDENTIFIERS } } });
  });
}

const liveChat = (page: Page) => page.getByTestId('live-chat');
const onlineButton = (page: Page) => page.getByRole('button', { name: 'Live Chat!' });
const offlineButton = (page: Page) => page.getByRole('link', { name: 'Email Us' });
type ChatRecord = { identifiers: unknown; started: number; report: ((online: boolean) => void) | null };
const chatRecord = (page: Page) => page.evaluate(() => (window as unknown as { __chat?: ChatRecord }).__chat ?? null);

/** What the provider tells the app once the app listens: an agent online or not. */
async function reportAvailability(page: Page, online: boolean) {
  await page.waitForFunction(() => Boolean((window as unknown as { __chat?: ChatRecord }).__chat?.report));
  await page.evaluate((value) => (window as unknown as { __chat: ChatRecord }).__chat.report!(value), online);
}

async function size(locator: Locator) {
  const box = await locator.boundingBox();
  return box && { width: Math.round(box.width), height: Math.round(box.height) };
}

test('with no provider configured only Email Us shows: 184 × 24 px, a mail draft to the support address', async ({ page }) => {
  await signIn(page, 'admin@horizon.test');
  await expect(offlineButton(page)).toBeVisible();
  await expect(onlineButton(page)).toHaveCount(0);
  await expect(offlineButton(page)).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Horizon support request')}`);
  await expect.poll(() => size(offlineButton(page))).toEqual({ width: 184, height: 24 });
});

test('an online agent: a 24 px spinner until availability is known, then only Live Chat!, which starts the chat', async ({ page }) => {
  await serveProvider(page, PROVIDER(''));
  await signIn(page, 'admin@horizon.test');
  const spinner = liveChat(page).getByRole('status', { name: 'Checking whether a support agent is online' });
  await expect(spinner).toBeVisible();
  await expect.poll(() => size(spinner)).toEqual({ width: 24, height: 24 });
  await expect(onlineButton(page)).toHaveCount(0);
  await expect(offlineButton(page)).toHaveCount(0);
  await expect.poll(async () => (await chatRecord(page))?.identifiers).toEqual({ orgId: 'org-e2e', deploymentId: 'deployment-e2e', buttonId: 'button-e2e' });

  await reportAvailability(page, true);
  await expect(onlineButton(page)).toBeVisible();
  await expect(offlineButton(page)).toHaveCount(0);
  await expect(spinner).toHaveCount(0);
  await expect.poll(() => size(onlineButton(page))).toEqual({ width: 184, height: 24 });
  await onlineButton(page).click();
  await expect.poll(async () => (await chatRecord(page))?.started).toBe(1);

  await reportAvailability(page, false);
  await expect(offlineButton(page)).toBeVisible();
  await expect(onlineButton(page)).toHaveCount(0);
});

test('beside the collapsed bar the button is 24 px square, and its label slides out on hover in 800 ms', async ({ page }) => {
  await serveProvider(page, PROVIDER(''));
  await signIn(page, 'admin@horizon.test');
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await reportAvailability(page, true);
  const button = onlineButton(page);
  await expect(button).toBeVisible();
  await expect.poll(() => size(button)).toEqual({ width: 24, height: 24 });
  const label = button.locator('.live-chat__label');
  expect(await label.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.8s');
  await button.hover();
  await expect.poll(async () => (await size(button))?.width).toBeGreaterThan(80);
  await expect.poll(async () => (await size(button))?.height).toBe(24);
  await page.mouse.move(900, 450);
  await expect.poll(() => size(button)).toEqual({ width: 24, height: 24 });
});

test('no agent online: only Email Us, a mail draft to the support address', async ({ page }) => {
  await serveProvider(page, PROVIDER(''));
  await signIn(page, 'admin@horizon.test');
  await reportAvailability(page, false);
  await expect(offlineButton(page)).toBeVisible();
  await expect(onlineButton(page)).toHaveCount(0);
  await expect(offlineButton(page)).toHaveAttribute('href', new RegExp(`^mailto:${SUPPORT_EMAIL.replace('.', '\\.')}\\?`));
  await expect.poll(() => size(offlineButton(page))).toEqual({ width: 184, height: 24 });
});

test("the provider's init fails: 'live agent init failed' is logged and nothing is shown", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await serveProvider(page, PROVIDER("throw new Error('Unknown deployment');"));
  await signIn(page, 'admin@horizon.test');
  await expect.poll(() => logged.some((text) => text.includes('live agent init failed'))).toBe(true);
  await expect(liveChat(page)).toHaveCount(0);
  await expect(onlineButton(page)).toHaveCount(0);
  await expect(offlineButton(page)).toHaveCount(0);
});

test('a script that cannot be loaded is an init failure too: logged, nothing shown', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(`${baseURL}/api/config`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), live_chat: { script_url: `${baseURL}/e2e-live-chat/missing.js`, ...IDENTIFIERS } } });
  });
  await page.route(`${baseURL}/e2e-live-chat/missing.js`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await signIn(page, 'admin@horizon.test');
  await expect.poll(() => logged.some((text) => text.includes('live agent init failed'))).toBe(true);
  await expect(liveChat(page)).toHaveCount(0);
});
