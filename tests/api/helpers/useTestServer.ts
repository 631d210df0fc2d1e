import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type DatabaseKind, type TestServer } from '../../support/testServer';
import { apiClient } from './api';

export type ServerUnderTest = { server: TestServer; call: ReturnType<typeof apiClient> };

/**
 * One server for the surrounding describe block: started before its first test, closed after its
 * last. The fields are filled in by the beforeAll hook, so read them inside tests and hooks, not
 * while the block is being collected. Hooks the block adds afterwards run once the server is up.
 */
export function useTestServer(kind: DatabaseKind, env: Record<string, string> = {}): ServerUnderTest {
  const started = {} as ServerUnderTest;
  beforeAll(async () => {
    started.server = await startTestServer(kind, env);
    started.call = apiClient(started.server);
  });
  afterAll(() => started.server?.close());
  return started;
}
