import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { FileUploaderOptions } from '../../../api/fileUpload';
import type { authMachine } from '../../../machines/auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

export type Session = {
  authRef: AuthActorRef;
  /** The API client whose requests carry the session's access token. */
  api: ApiClient;
  /**
   * What a file uploader needs to act as `api` does (its token, its failure reports); the uploader
   * itself is made where files are uploaded, so that the first page does not carry it.
   */
  uploads: Pick<FileUploaderOptions, 'getToken' | 'onFailure'>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs SessionContext');
  return session;
}
