import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { parsePackage } from '../../server/engine/packageParser';
import type { SimulationPackage } from '../../server/engine/model';

/** Native condition 10 (new) down to 4 (end of life), one point per state. */
export const SERVICE_STATES: SimulationSettingsInput['serviceStates'] = [100, 90, 75, 60, 45, 25, 0].map((servicePotential, state) => ({
  state,
  remainingLife: 30 - state * 5,
  servicePotential,
  nativeCondition: 10 - state,
}));

/** A one-criterion roads model with a reseal (states 2-3) and a reconstruction (4-6). */
export function baseSettings(): SimulationSettingsInput {
  return structuredClone({
    formatVersion: 1,
    name: 'Test roads',
    seed: 7,
    serviceStates: SERVICE_STATES,
    criteria: [
      { id: 'surface', name: 'Surface', weight: 1, defaultLife: 30, profile: [5, 10, 15, 20, 25, 30], distribution: 'fixed' },
    ],
    treatments: [
      {
        id: 'reseal',
        name: 'Reseal',
        costType: 'Maintenance',
        trigger: { criterion: 'surface', fromState: 2, toState: 3 },
        effect: { type: 'improve', states: 2 },
        unitCost: 10,
      },
      {
        id: 'reconstruct',
        name: 'Reconstruct',
        trigger: { criterion: 'surface', fromState: 4 },
        effect: { type: 'reset' },
        unitCost: 100,
      },
    ],
    strategy: {
      name: 'Base',
      startYear: 2025,
      years: 10,
      fundingSources: [
        { id: 'rates', name: 'Rates' },
        { id: 'grant', name: 'Grant' },
      ],
      budget: { yearly: [10000] },
      split: [{ fromYear: 2025, percent: { rates: 70, grant: 30 } }],
      benefit: { basedOn: 'servicePotential' },
    },
  } satisfies SimulationSettingsInput);
}

export interface AssetSpec {
  id: string;
  measure: number;
  condition: number | number[];
  location?: string;
  cof?: number;
  value?: number;
}

/** assets.csv text for the given assets and criteria. */
export function assetsCsv(assets: readonly AssetSpec[], criteria: readonly string[] = ['surface']): string {
  const header = ['asset_id', 'network_measure', 'location', 'consequence_of_failure', 'asset_value', ...criteria.map((id) => `condition_${id}`)];
  const lines = assets.map((asset) => {
    const conditions = Array.isArray(asset.condition) ? asset.condition : [asset.condition];
    return [asset.id, asset.measure, asset.location ?? 'Town', asset.cof ?? 3, asset.value ?? '', ...conditions].join(',');
  });
  return [header.join(','), ...lines].join('\n') + '\n';
}

/** Parses an in-memory package that the test expects to be valid. */
export async function validPackage(settings: SimulationSettingsInput, csv: string): Promise<SimulationPackage> {
  const parsed = await parsePackage({ settings, assetsCsv: csv });
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  return parsed.package;
}

/** `count` assets in the given state (native condition 10 − state), measure 100 each. */
export function uniformAssets(count: number, state: number, extra: Partial<AssetSpec> = {}): AssetSpec[] {
  return Array.from({ length: count }, (_, index) => ({ id: `A${index + 1}`, measure: 100, condition: 10 - state, ...extra }));
}
