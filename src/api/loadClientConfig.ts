import { createApiClient, withoutToken } from './client';
import { clientConfigSchema, type ClientConfig } from './schemas/config.schema';
import { systemPaths } from './paths/systemPaths';

/** GET /api/config, the one public call the SPA makes before anything else can start. */
export function loadClientConfig(): Promise<ClientConfig> {
  return createApiClient({ getToken: withoutToken }).request(systemPaths.clientConfig.url(), clientConfigSchema);
}
