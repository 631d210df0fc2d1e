import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { distDir } from '../../playwright.config';
import { startOwnServer } from './support/ownServer';

/** The version the production build writes into sw.js (vite.config.ts): 16 hex digits in quotes. */
const SHELL_VERSION = /"([0-9a-f]{16})"/;
const UPDATE_MESSAGE = 'A new version is available, please click Update to apply!';

type Site = {
  url: string;
  /** The version of the service worker the site serves now. */
  version(): string;
  /** Deploys a new version: the service worker the site serves changes, as a new build changes it. */
  deployNewVersion(): string;
};

/**
 * A server of its own over a copy of the production build, so that deploying a new version here
 * leaves the build that the other suites are served alone.
 */
const test = base.extend<object, { site: Site }>({
  site: [
    async ({}, use) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'horizon-update-'));
      const siteDist = path.join(folder, 'dist');
      fs.cpSync(distDir, siteDist, { recursive: true });
      const workerFile = path.join(siteDist, 'sw.js');
      const version = () => SHELL_VERSION.exec(fs.readFileSync(workerFile, 'utf8'))?.[1] ?? '';
      if (!version()) throw new Error(`${workerFile} carries no shell version`);
      const server = await startOwnServer({ dataDir: path.join(folder, 'data'), distDir: siteDist });
      try {
        await use({
          url: server.url,
          version,
          deployNewVersion: () => {
            const next = randomBytes(8).toString('hex');
            fs.writeFileSync(workerFile, fs.readFileSync(workerFile, 'utf8').replace(SHELL_VERSION, JSON.stringify(next)));
            return next;
          },
        });
      } finally {
        await server.stop();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

test.use({ serviceWorkers: 'allow' });

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
/** The service worker keeps the app shell in a cache named after its version, and drops the others once active. */
const shellCaches = (page: Page) => page.evaluate(() => caches.keys());

test('a new service worker brings the banner, and Update reloads the page on it', async ({ page, site }) => {
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit installs the worker; it controls the pages loaded after that.
  await page.reload();
  await expect.poll(() => isControlled(page)).toBe(true);
  await expect.poll(() => shellCaches(page)).toEqual([`horizon-shell-${site.version()}`]);
  const banner = page.getByTestId('update-banner');
  await expect(banner).toHaveCount(0);

  const next = site.deployNewVersion();
  // Loading a page is one of the times the browser checks whether its service worker changed.
  await page.reload();
  await expect(banner.getByText(UPDATE_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const reload = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Update' }).click();
  await reload;
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await isControlled(page)).toBe(true);
  await expect.poll(() => shellCaches(page)).toEqual([`horizon-shell-${next}`]);
});
