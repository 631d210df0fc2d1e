import { useState } from 'react';
import { fetchWorkspaceSimulationsActor } from '../../../../api/actors/workspaces/fetchWorkspaceSimulations.actor';
import { workspaceSimulationsMachine } from '../../../../machines/workspaceSimulations.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/**
 * The one wiring point of the workspace overview's simulations: GET /api/workspaces/{id}/simulations.
 * As a page actor it hears the real-time updates the root forwards.
 */
export function useWorkspaceSimulationsActor(workspaceId: string) {
  const { api } = useSession();
  const [machine] = useState(() => workspaceSimulationsMachine.provide({ actors: { fetchSimulations: fetchWorkspaceSimulationsActor(api) } }));
  return usePageActor('workspaceSimulations', machine, { workspaceId });
}

export type WorkspaceSimulationsRef = ReturnType<typeof useWorkspaceSimulationsActor>;
