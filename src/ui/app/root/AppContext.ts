import { createContext, useContext, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ReportApiError } from '../../../api/handleApiError';
import type { appMachine } from '../../../machines/app.machine';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

export type AppServices = {
  /** The root actor: its children are the long-lived actors and, through `usePageActor`, the pages' actors. */
  appRef: AppActorRef;
  /**
   * SPEC 8 for a page's failed API call (404 → the not-found route, else an error toast); page
   * wiring provides it as the machine's failure action, e.g. `reportFailure: (_, error) => reportApiError(error, { notFound: 'portfolio' })`.
   */
  reportApiError: ReportApiError;
  /** For the element holding the side bar and its panel: the side navigation's outside clicks are measured against it. */
  sideNavElement: RefObject<HTMLDivElement>;
};

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp needs AppActorProvider');
  return app;
}
