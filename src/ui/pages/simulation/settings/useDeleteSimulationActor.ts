import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { deleteSimulationActor } from '../../../../api/actors/simulations/deleteSimulation.actor';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { deleteByNameMachine } from '../../../../machines/deleteByName.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import { routes } from '../../../routes';

/** The one wiring point of the simulation's delete dialog: DELETE /api/simulations/{id}, then to its workspace. */
export function useDeleteSimulationActor(simulation: SimulationDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    deleteByNameMachine.provide({
      actors: { deleteItem: deleteSimulationActor(api) },
      actions: {
        notifyDeleted: (_, { name }) => notify('success', i18n.t('simulations:settings.delete.deleted', { name })),
        leave: () => navigate(routes.workspaceOverview(simulation.workspace_id), { replace: true }),
      },
    }),
  );
  return usePageActor('deleteSimulation', machine, { id: simulation.id, name: simulation.name });
}
