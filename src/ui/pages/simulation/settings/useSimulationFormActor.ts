import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSimulationActor } from '../../../../api/actors/simulations/updateSimulation.actor';
import { simulationUpdateSchema, type SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { simulationFields, simulationFormMachine } from '../../../../machines/simulationForm.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import type { SimulationDetailRef } from '../useSimulationDetailActor';

/**
 * The one wiring point of the simulation's settings form: PUT /api/simulations/{id}, checked first
 * against the request's schema; the answer, the whole simulation, goes to the page.
 */
export function useSimulationFormActor(detailRef: SimulationDetailRef, simulation: SimulationDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    simulationFormMachine.provide({
      actors: { saveSimulation: updateSimulationActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('simulations:settings.saved')),
        publishSaved: (_, saved) => detailRef.send({ type: 'simulation.changed', simulation: saved }),
      },
      guards: { isDraftValid: ({ context }) => simulationUpdateSchema.safeParse(context.draft).success },
    }),
  );
  return usePageActor('simulationForm', machine, { id: simulation.id, saved: simulationFields(simulation) });
}

export type SimulationFormRef = ReturnType<typeof useSimulationFormActor>;
