import { vi } from 'vitest';
import { createActor, type CallbackActorLogic, type EventObject } from 'xstate';
import type { DataSnapshot } from '../../../src/api/schemas/dataSnapshot.schema';
import type { SimulationDetail } from '../../../src/api/schemas/simulation.schema';
import type { SimulationSettingsRecord } from '../../../src/api/schemas/simulationSettings.schema';
import {
  publishSimulationMachine,
  type CreateRecordInput,
  type CreateSimulationInput,
  type PublishSimulationInput,
  type UploadEvent,
  type UploadInput,
} from '../../../src/machines/publishSimulation.machine';
import { controllableCallback, controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { targetWorkspace } from '../support/publishingFixtures';

/** The Publish Simulation machine with API calls that wait for the test and uploads whose events the test sends. */
export function startPublishSimulation(input: PublishSimulationInput = { workspace: targetWorkspace }) {
  const createSnapshot = controllablePromise<DataSnapshot, CreateRecordInput>();
  const createSettings = controllablePromise<SimulationSettingsRecord, CreateRecordInput>();
  const createSimulation = controllablePromise<SimulationDetail, CreateSimulationInput>();
  const uploadAssets = controllableCallback<UploadEvent>();
  const uploadSettings = controllableCallback<UploadEvent>();
  const effects = { notifyPublished: vi.fn(), reportPublished: vi.fn() };
  const actor = createActor(
    publishSimulationMachine.provide({
      actors: {
        createSnapshot: createSnapshot.logic,
        createSettings: createSettings.logic,
        createSimulation: createSimulation.logic,
        // The fakes record nothing of their input: the machine's children show it.
        uploadAssets: uploadAssets.logic as unknown as CallbackActorLogic<EventObject, UploadInput>,
        uploadSettings: uploadSettings.logic as unknown as CallbackActorLogic<EventObject, UploadInput>,
      },
      actions: effects,
    }),
    { input },
  ).start();
  return {
    actor,
    createSnapshot,
    createSettings,
    createSimulation,
    uploadAssets,
    uploadSettings,
    ...effects,
    driver: createPathDriver(actor, { createSnapshot, createSettings, createSimulation }, {}, effects),
  };
}
