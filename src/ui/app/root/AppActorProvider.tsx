import type { ReactNode } from 'react';
import { SessionContext } from '../session/SessionContext';
import { AppContext } from './AppContext';
import { useAppActor } from './useAppActor';

/**
 * Starts the root actor for everything below it. The identity client re-renders this component on
 * every token it hands out; `children` and the memoised contexts keep that from reaching the pages.
 */
export function AppActorProvider({ children }: { children: ReactNode }) {
  const { app, session } = useAppActor();
  return (
    <AppContext.Provider value={app}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AppContext.Provider>
  );
}
