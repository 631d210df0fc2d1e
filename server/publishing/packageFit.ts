import { conditionMessage } from '../../src/api/simulationPackage/assetRow.schema';
import { assetsError, type PackageError } from '../../src/api/simulationPackage/errors';
import type { SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { DataSnapshotSummary } from '../../src/api/schemas/dataSnapshot.schema';
import { conditionScales } from '../engine/packageParser';

/**
 * Whether a snapshot's assets.csv can run with a settings.json, from the snapshot's summary alone:
 * a condition column per criterion, every value on the settings' native scale. The messages are
 * the engine's, so a planner reads the same words whether the publisher or the run finds them.
 */
export function packageFitErrors(settings: SimulationSettings, snapshot: Pick<DataSnapshotSummary, 'columns' | 'condition_ranges'>): PackageError[] {
  const errors: PackageError[] = [];
  for (const scale of conditionScales(settings)) {
    const range = snapshot.condition_ranges[scale.column];
    if (!snapshot.columns.includes(scale.column) || range === undefined) {
      errors.push(assetsError(1, `column ${scale.column} is missing (one condition column per criterion of settings.json)`));
    } else if (range.min < scale.min || range.max > scale.max) {
      errors.push(assetsError(null, conditionMessage(scale), `values in the file run from ${range.min} to ${range.max}`));
    }
  }
  return errors;
}
