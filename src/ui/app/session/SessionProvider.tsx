import type { ReactNode } from 'react';
import { SessionContext } from './SessionContext';
import { useAuthActor } from './useAuthActor';

/**
 * Starts the session for everything below it. The identity client re-renders this component on
 * every token it hands out; `children` and the memoised session keep that from reaching the pages.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useAuthActor();
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
