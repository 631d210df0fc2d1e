import { AppRoutes } from './AppRoutes';
import { SessionProvider } from './session/SessionProvider';

/** Starts the session and renders the route the address asks for. */
export function App() {
  return (
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>
  );
}
