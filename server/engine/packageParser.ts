import type { ConditionScale } from '../../src/api/simulationPackage/assetRow.schema';
import { conditionColumn } from '../../src/api/simulationPackage/assetRow.schema';
import { settingsError, zodIssuesToSettingsErrors, type PackageError } from '../../src/api/simulationPackage/errors';
import { settingsSchema, type SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { AssetTable } from './assetTable';
import { AssetTableBuilder } from './assetTableBuilder';
import { CsvRecordParser } from './csvRecords';
import type { SimulationPackage } from './model';

export type PackageOutcome = { ok: true; package: SimulationPackage } | { ok: false; errors: PackageError[] };
export type SettingsOutcome = { ok: true; settings: SimulationSettings } | { ok: false; errors: PackageError[] };

/** A package held in memory: settings.json already parsed as JSON, assets.csv as text or bytes. */
export interface PackageInput {
  settings: unknown;
  assetsCsv: string | Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
}

export function parseSettings(json: unknown): SettingsOutcome {
  const parsed = settingsSchema.safeParse(json);
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, errors: zodIssuesToSettingsErrors(parsed.error.issues) };
}

/**
 * Validates a whole package: settings.json first (the asset columns depend on its criteria),
 * then every row of assets.csv, then the settings' references to asset ids.
 */
export async function parsePackage(input: PackageInput): Promise<PackageOutcome> {
  const settings = parseSettings(input.settings);
  if (!settings.ok) return settings;
  const assets = await readAssets(settings.settings, chunksOf(input.assetsCsv));
  if (!assets.ok) return assets;
  const referenceErrors = checkAssetReferences(settings.settings, assets.table);
  if (referenceErrors.length > 0) return { ok: false, errors: referenceErrors };
  return { ok: true, package: { settings: settings.settings, assets: assets.table } };
}

/** The native range a criterion's conditions must lie in: the span of the states' native values. */
export function conditionScales(settings: SimulationSettings): ConditionScale[] {
  const native = settings.serviceStates.map((state) => state.nativeCondition);
  const min = Math.min(...native);
  const max = Math.max(...native);
  return settings.criteria.map((criterion) => ({ column: conditionColumn(criterion.id), min, max }));
}

async function readAssets(settings: SimulationSettings, chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  const builder = new AssetTableBuilder(conditionScales(settings));
  const parser = new CsvRecordParser({
    record: (record) => builder.add(record),
    error: (row, message) => builder.reportBrokenFile(row, message),
  });
  for await (const chunk of chunks) {
    parser.push(chunk);
    if (parser.failed) break;
  }
  parser.end();
  return builder.finish();
}

function checkAssetReferences(settings: SimulationSettings, assets: AssetTable): PackageError[] {
  const { forced, excluded } = settings.strategy;
  const found = assets.ids.indexesOf([...forced.map((entry) => entry.asset), ...excluded]);
  const errors: PackageError[] = [];
  forced.forEach((entry, index) => {
    if (!found.has(entry.asset)) errors.push(settingsError(['strategy', 'forced', index, 'asset'], `asset ${entry.asset} is not in assets.csv`));
  });
  excluded.forEach((id, index) => {
    if (!found.has(id)) errors.push(settingsError(['strategy', 'excluded', index], `asset ${id} is not in assets.csv`));
  });
  return errors;
}

const CHUNK_BYTES = 1 << 20;

function chunksOf(csv: PackageInput['assetsCsv']): Iterable<Uint8Array> | AsyncIterable<Uint8Array> {
  if (typeof csv === 'string') return slices(new TextEncoder().encode(csv));
  if (csv instanceof Uint8Array) return slices(csv);
  return csv;
}

function* slices(bytes: Uint8Array): Iterable<Uint8Array> {
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) yield bytes.subarray(start, start + CHUNK_BYTES);
}
