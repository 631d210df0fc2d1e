import { fromPromise } from 'xstate';
import type { CreateRecordInput } from '../../../machines/publishSimulation.machine';
import type { ApiClient } from '../../client';
import { publishingPaths } from '../../paths/publishingPaths';
import { simulationSettingsSchema, type SimulationSettingsRecord } from '../../schemas/simulationSettings.schema';

/** POST /portfolios/{pfId}/simulation-settings: the empty settings that settings.json is uploaded into. */
export function createSimulationSettingsActor(api: ApiClient) {
  return fromPromise<SimulationSettingsRecord, CreateRecordInput>(({ input, signal }) =>
    api.request(publishingPaths.createSettings.url({ pfId: input.portfolioId }), simulationSettingsSchema, {
      method: 'POST',
      body: { name: input.name },
      signal,
    }),
  );
}
