import { portfolioParamsSchema } from '../schemas/portfolio.schema';
import { dataSnapshotParamsSchema, dataSnapshotVersionParamsSchema } from '../schemas/dataSnapshot.schema';
import { simulationSettingsParamsSchema, simulationSettingsVersionParamsSchema } from '../schemas/simulationSettings.schema';
import { definePath } from './definePath';

/** What a publisher uploads: data snapshots (assets.csv, geometry) and simulation settings (settings.json), each in versions. */
export const publishingPaths = {
  createSnapshot: definePath({ name: 'portfolio.dataSnapshots.create', method: 'POST', pattern: '/portfolios/:pfId/data-snapshots', params: portfolioParamsSchema }),
  uploadSnapshot: definePath({ name: 'dataSnapshot.uploads.create', method: 'POST', pattern: '/data-snapshots/:dsId/uploads', params: dataSnapshotParamsSchema }),
  snapshotVersion: definePath({ name: 'dataSnapshot.version.get', method: 'GET', pattern: '/data-snapshots/:dsId/:version', params: dataSnapshotVersionParamsSchema }),
  spatial: definePath({ name: 'dataSnapshot.spatial.get', method: 'GET', pattern: '/data-snapshots/:dsId/spatial', params: dataSnapshotParamsSchema }),
  uploadSpatial: definePath({ name: 'dataSnapshot.spatial.upload', method: 'POST', pattern: '/data-snapshots/:dsId/spatial', params: dataSnapshotParamsSchema }),
  createSettings: definePath({
    name: 'portfolio.simulationSettings.create',
    method: 'POST',
    pattern: '/portfolios/:pfId/simulation-settings',
    params: portfolioParamsSchema,
  }),
  uploadSettings: definePath({
    name: 'simulationSettings.uploads.create',
    method: 'POST',
    pattern: '/simulation-settings/:ssId/uploads',
    params: simulationSettingsParamsSchema,
  }),
  settingsVersion: definePath({
    name: 'simulationSettings.version.get',
    method: 'GET',
    pattern: '/simulation-settings/:ssId/:version',
    params: simulationSettingsVersionParamsSchema,
  }),
  treatmentTypes: definePath({
    name: 'simulationSettings.treatmentTypes',
    method: 'GET',
    pattern: '/simulation-settings/:ssId/treatment-types',
    params: simulationSettingsParamsSchema,
  }),
  treatmentCostVariations: definePath({
    name: 'simulationSettings.treatmentCostVariations',
    method: 'GET',
    pattern: '/simulation-settings/:ssId/treatment-cost-variations',
    params: simulationSettingsParamsSchema,
  }),
};
