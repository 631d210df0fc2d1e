import { fromPromise } from 'xstate';
import type { CreateRecordInput } from '../../../machines/publishSimulation.machine';
import type { ApiClient } from '../../client';
import { publishingPaths } from '../../paths/publishingPaths';
import { dataSnapshotSchema, type DataSnapshot } from '../../schemas/dataSnapshot.schema';

/** POST /portfolios/{pfId}/data-snapshots: the empty snapshot that assets.csv is uploaded into. */
export function createDataSnapshotActor(api: ApiClient) {
  return fromPromise<DataSnapshot, CreateRecordInput>(({ input, signal }) =>
    api.request(publishingPaths.createSnapshot.url({ pfId: input.portfolioId }), dataSnapshotSchema, { method: 'POST', body: { name: input.name }, signal }),
  );
}
