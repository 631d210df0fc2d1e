import { vi } from 'vitest';
import { createActor } from 'xstate';
import { simulationUpdateSchema, type SimulationDetail, type SimulationUpdate } from '../../../src/api/schemas/simulation.schema';
import { simulationFields, simulationFormMachine, type SimulationFormInput } from '../../../src/machines/simulationForm.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { simulationDetail } from '../support/simulationFixtures';

export const simulationFormInput: SimulationFormInput = { id: simulationDetail.id, saved: simulationFields(simulationDetail) };

/** The form as its wiring provides it, with the request schema deciding whether a draft may be saved; `reportDirty` is spied on. */
export function startSimulationForm(input: SimulationFormInput = simulationFormInput) {
  const saveSimulation = controllablePromise<SimulationDetail, { id: string; changes: SimulationUpdate }>();
  const effects = { notifySaved: vi.fn(), publishSaved: vi.fn(), reportDirty: vi.fn() };
  const actor = createActor(
    simulationFormMachine.provide({
      actors: { saveSimulation: saveSimulation.logic },
      actions: effects,
      guards: { isDraftValid: ({ context }) => simulationUpdateSchema.safeParse(context.draft).success },
    }),
    { input },
  ).start();
  return { actor, saveSimulation, ...effects, driver: createPathDriver(actor, { saveSimulation }, {}, effects) };
}
