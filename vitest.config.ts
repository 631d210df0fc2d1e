import { defineConfig } from 'vitest/config';

/** Server suites that replace modules or globals (vi.mock): they need a module registry of their own. */
const REPLACES_MODULES = ['tests/api/security/accountPassword.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core free (one worker on a 2-core machine); the server tests wait on
    // their databases much of the time, so two workers keep both cores busy.
    maxWorkers: 2,
    globalSetup: ['tests/support/globalSetup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/api/**/*.test.ts', 'tests/engine/**/*.test.ts'],
          exclude: REPLACES_MODULES,
          // The server's modules (Fastify, the identity provider, the engine) take seconds to load:
          // a worker loads them once for all its files instead of once per file. Every file starts
          // and closes servers of its own, so nothing else is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/machines/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', ...REPLACES_MODULES],
        },
      },
    ],
  },
});
