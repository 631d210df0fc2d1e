import { defineConfig } from '@playwright/test';

/*
 * Two workers, each with a server and an embedded database of its own: the specs change the demo
 * data they run on (portfolios created, profiles edited, maintenance switched on), so a worker's
 * specs never meet another's, while both cores are kept busy. A worker finds its server by its
 * parallel index, which no two workers running at once share.
 */
const WORKERS = 2;
const firstPort = Number(process.env.E2E_PORT ?? 3210);
const dataDirBase = process.env.E2E_DATA_DIR ?? '.data-e2e';
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const portOf = (index: number) => firstPort + index;
const dataDirOf = (index: number) => `${dataDirBase}-${index}`;

/** The data folder and address of this worker's server. */
export const dataDir = dataDirOf(parallelIndex);
export const baseURL = `http://localhost:${portOf(parallelIndex)}`;
// Separate folders let several suites run side by side on one machine.
export const distDir = process.env.E2E_DIST_DIR ?? 'dist';
/** Maintenance tests wait for the health check: a short interval keeps them quick (the product default is 30 s). */
const healthCheckIntervalMs = process.env.E2E_HEALTH_CHECK_INTERVAL_MS ?? '2000';
export const longNameHost = '127.0.0.1';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
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
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    // A fresh embedded database for every run, so that tests start from the demo data.
    command: `rm -rf ${dataDirOf(index)} && node --import tsx server/main.ts`,
    url: `http://localhost:${portOf(index)}/api/healthcheck`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(portOf(index)),
      DATA_DIR: dataDirOf(index),
      DIST_DIR: distDir,
      PUBLIC_URL: `http://localhost:${portOf(index)}`,
      LOG_LEVEL: 'warn',
      HEALTH_CHECK_INTERVAL_MS: healthCheckIntervalMs,
      // The same server reached by address instead of by name shows the long product name.
      LONG_NAME_HOSTS: longNameHost,
      // The demo plans' imports copy some 60,000 works while the first tests run, and the embedded
      // database answers one statement at a time; the API tests check those plans instead.
      DEMO_WORK_PLANS: 'off',
    },
  })),
});
