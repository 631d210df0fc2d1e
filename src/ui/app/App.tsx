import { AppRoutes } from './AppRoutes';
import { SessionContext } from './session/SessionContext';
import { useAuthActor } from './session/useAuthActor';

/** Starts the session and renders the route the address asks for. */
export function App() {
  const session = useAuthActor();
  return (
    <SessionContext.Provider value={session}>
      <AppRoutes />
    </SessionContext.Provider>
  );
}
