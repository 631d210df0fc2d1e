import type { Db } from '../db/database';
import type { SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { SnapshotContents } from './snapshotImport';
import { settingsVersion, snapshotVersion } from '../repositories/packageQueries';
import { HttpError } from '../http/httpError';
import type { TaskInputs } from '../tasks/startTask';

/**
 * The snapshot and settings versions a simulation is to run on, checked to belong to its
 * portfolio; the latest accepted upload of each when no version is named.
 */
export async function simulationInputs(
  executor: Db,
  portfolioId: string,
  wanted: { snapshotId: string; snapshotVersion?: number; settingsId: string; settingsVersion?: number },
): Promise<Pick<TaskInputs, 'snapshot' | 'settings'>> {
  const snapshot = await snapshotVersion(executor, wanted.snapshotId, wanted.snapshotVersion);
  const settings = await settingsVersion(executor, wanted.settingsId, wanted.settingsVersion);
  const belongs = (row: { portfolio_id: string } | undefined) => row === undefined || row.portfolio_id === portfolioId;
  if (!belongs(snapshot) || !belongs(settings)) {
    throw new HttpError(400, 'errors.packageNotInPortfolio', 'The snapshot or settings belong to another portfolio');
  }
  if (!snapshot) {
    const exists = await executor.selectFrom('data_snapshots').select('portfolio_id').where('id', '=', wanted.snapshotId).executeTakeFirst();
    if (exists && exists.portfolio_id !== portfolioId) throw new HttpError(400, 'errors.packageNotInPortfolio', 'The snapshot belongs to another portfolio');
    throw new HttpError(400, wanted.snapshotVersion === undefined && exists ? 'errors.snapshotHasNoVersion' : 'errors.versionNotFound', `No such version of data snapshot ${wanted.snapshotId}`);
  }
  if (!settings) {
    const exists = await executor.selectFrom('simulation_settings').select('portfolio_id').where('id', '=', wanted.settingsId).executeTakeFirst();
    if (exists && exists.portfolio_id !== portfolioId) throw new HttpError(400, 'errors.packageNotInPortfolio', 'The settings belong to another portfolio');
    throw new HttpError(400, wanted.settingsVersion === undefined && exists ? 'errors.settingsHaveNoVersion' : 'errors.versionNotFound', `No such version of simulation settings ${wanted.settingsId}`);
  }
  return {
    snapshot: { id: snapshot.snapshot_id, version: snapshot.version, contents: snapshot.summary as unknown as SnapshotContents },
    settings: { id: settings.settings_id, version: settings.version, document: settings.settings as unknown as SimulationSettings },
  };
}
