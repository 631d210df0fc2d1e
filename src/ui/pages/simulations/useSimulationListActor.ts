import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fetchSimulationsActor } from '../../../api/actors/simulations/fetchSimulations.actor';
import { fetchWorkspaceOptionsActor } from '../../../api/actors/simulations/fetchWorkspaceOptions.actor';
import { simulationListMachine } from '../../../machines/simulationList.machine';
import { useApp } from '../../app/root/AppContext';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { readSimulationListUrl, toSimulationListSearch } from './simulationListUrl';

/**
 * The one wiring point of /simulations: GET /simulations for the cards, GET /workspaces for the
 * workspace filter. The address bar's query is read once as the machine's input and every query
 * the machine loads is written back to it.
 */
export function useSimulationListActor() {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [wiring] = useState(() => ({
    input: readSimulationListUrl(window.location.search),
    machine: simulationListMachine.provide({
      actors: { fetchSimulations: fetchSimulationsActor(api), fetchWorkspaceOptions: fetchWorkspaceOptionsActor(api) },
      actions: {
        reportFailure: (_, error) => reportApiError(error),
        syncQuery: (_, query) => {
          const search = toSimulationListSearch(query, window.location.search);
          if (search !== window.location.search) navigate(`${window.location.pathname}${search}`, { replace: true });
        },
      },
    }),
  }));
  return usePageActor('simulationList', wiring.machine, wiring.input);
}

export type SimulationListRef = ReturnType<typeof useSimulationListActor>;
