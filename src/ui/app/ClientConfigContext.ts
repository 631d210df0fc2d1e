import { createContext, useContext } from 'react';
import type { ClientConfig } from '../../api/schemas/config.schema';

export const ClientConfigContext = createContext<ClientConfig | null>(null);

/** The run-time settings from GET /api/config, loaded before the app renders. */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig needs ClientConfigContext');
  return config;
}
