import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Separate folders let several suites run side by side on one machine.
export const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
export const distDir = process.env.E2E_DIST_DIR ?? 'dist';
/** Maintenance tests wait for the health check: a short interval keeps them quick (the product default is 30 s). */
const healthCheckIntervalMs = process.env.E2E_HEALTH_CHECK_INTERVAL_MS ?? '2000';
export const baseURL = `http://localhost:${port}`;
export const longNameHost = '127.0.0.1';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // Recording a trace of every test costs each of them time; a failure's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole build in every new context; the specs about updates and
    // offline pages allow it where they need it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh embedded database for every run, so that tests start from the demo data.
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `${baseURL}/api/healthcheck`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      HEALTH_CHECK_INTERVAL_MS: healthCheckIntervalMs,
      // The same server reached by address instead of by name shows the long product name.
      LONG_NAME_HOSTS: longNameHost,
      // The demo plans' imports copy some 60,000 works while the first tests run, and the embedded
      // database answers one statement at a time; the API tests check those plans instead.
      DEMO_WORK_PLANS: 'off',
    },
  },
});
