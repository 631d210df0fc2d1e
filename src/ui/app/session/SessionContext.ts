import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { authMachine } from '../../../machines/auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

export type Session = {
  authRef: AuthActorRef;
  /** The API client whose requests carry the session's access token. */
  api: ApiClient;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs SessionContext');
  return session;
}
