import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { Random } from '../../server/engine/random';
import { pick, round, SUBURBS } from './places';
import type { GeneratedPackage } from './writePackage';

/** Native rating 10 (new) to 1 (failed), the scale of the benchmark's condition columns. */
const NATIVE = [10, 8.5, 7, 5.5, 4, 2.5, 1];
/** Share of assets imported in each state: a network of mixed age, mostly sound. */
const STATE_MIX = [0.18, 0.22, 0.2, 0.16, 0.12, 0.08, 0.04];
const CLASSES = ['Civic', 'Community', 'Recreation', 'Operational'];
const AREAS = ['North', 'South', 'East', 'West', 'Central'];

export const BENCHMARK_YEARS = 30;

/**
 * A synthetic network at any size for the engine benchmark: 3 criteria with different
 * distributions, 8 treatments (some filtered, one resetting every criterion), 3 funding sources
 * with restrictions, 30 years, about 200 locations.
 */
export function benchmarkPackage(assetCount: number, yearlyBudget: number): GeneratedPackage {
  const criteria = ['structure', 'surface', 'services'];
  return {
    settings: benchmarkSettings(yearlyBudget),
    header: ['asset_id', 'network_measure', 'class', 'location', 'consequence_of_failure', 'asset_value', 'center_x', 'center_y', ...criteria.map((id) => `condition_${id}`)],
    rows: benchmarkRows(assetCount),
  };
}

function* benchmarkRows(assetCount: number): Iterable<(string | number)[]> {
  const random = new Random(20250101);
  const locations = SUBURBS.flatMap((suburb) => AREAS.map((area) => ({ ...suburb, name: `${suburb.name} ${area}` })));
  for (let index = 0; index < assetCount; index++) {
    const location = pick(random, locations);
    const measure = round(20 + random.next() * 480, 1);
    yield [
      `BM${String(index + 1).padStart(7, '0')}`,
      measure,
      pick(random, CLASSES),
      location.name,
      1 + random.below(5),
      Math.round(measure * (300 + random.next() * 400)),
      round(location.x + (random.next() - 0.5) * 0.01, 5),
      round(location.y + (random.next() - 0.5) * 0.01, 5),
      nativeOf(random),
      nativeOf(random),
      nativeOf(random),
    ];
  }
}

function nativeOf(random: Random): number {
  let draw = random.next();
  for (let state = 0; state < STATE_MIX.length; state++) {
    draw -= STATE_MIX[state] ?? 0;
    if (draw < 0) return NATIVE[state] ?? 1;
  }
  return NATIVE[NATIVE.length - 1] ?? 1;
}

function benchmarkSettings(yearlyBudget: number): SimulationSettingsInput {
  return {
    formatVersion: 1,
    name: 'Engine benchmark network',
    seed: 42,
    serviceStates: NATIVE.map((nativeCondition, state) => ({
      state,
      remainingLife: [40, 32, 25, 18, 11, 5, 0][state] ?? 0,
      servicePotential: [100, 88, 74, 58, 40, 20, 5][state] ?? 0,
      nativeCondition,
    })),
    criteria: [
      { id: 'structure', name: 'Structure', weight: 5, defaultLife: 80, profile: [15, 30, 45, 58, 70, 80], distribution: 'gaussianMedium', lifeVariation: [{ filter: { class: ['Operational'] }, factor: 0.8 }] },
      { id: 'surface', name: 'Surface', weight: 3, defaultLife: 30, profile: [6, 12, 17, 22, 26, 30], distribution: 'poisson' },
      { id: 'services', name: 'Services', weight: 2, defaultLife: 40, profile: [8, 16, 23, 30, 35, 40], distribution: 'discreteUniform' },
    ],
    treatments: [
      { id: 'surface_patch', name: 'Surface patching', costType: 'Maintenance', trigger: { criterion: 'surface', fromState: 3, toState: 3 }, effect: { type: 'improve', states: 2 }, unitCost: 12, fundingSources: ['operating'] },
      { id: 'surface_renew', name: 'Surface renewal', costType: 'Renewal', trigger: { criterion: 'surface', fromState: 4, toState: 6 }, effect: { type: 'reset' }, unitCost: 45 },
      { id: 'structure_repair', name: 'Structural repair', costType: 'Maintenance', trigger: { criterion: 'structure', fromState: 3, toState: 4 }, effect: { type: 'improve', states: 2 }, unitCost: 60 },
      { id: 'structure_extend', name: 'Life extension', costType: 'Renewal', trigger: { criterion: 'structure', fromState: 5, toState: 5 }, effect: { type: 'addYears', years: 8 }, unitCost: 90 },
      { id: 'rebuild', name: 'Rebuild', costType: 'Renewal', trigger: { criterion: 'structure', fromState: 6 }, effect: { type: 'reset' }, effectCriteria: ['structure', 'surface', 'services'], unitCost: 420, fundingSources: ['capital', 'grants'], followUp: { treatment: 'services_service', afterYears: 2 } },
      { id: 'services_service', name: 'Services servicing', costType: 'Maintenance', trigger: { criterion: 'services', fromState: 3, toState: 3 }, effect: { type: 'improve', states: 1 }, unitCost: 9, fundingSources: ['operating'] },
      { id: 'services_upgrade', name: 'Services upgrade', costType: 'Upgrade', trigger: { criterion: 'services', fromState: 4, toState: 5 }, effect: { type: 'improve', states: 3 }, unitCost: 35, filter: { class: ['Civic', 'Community'] } },
      { id: 'services_replace', name: 'Services replacement', costType: 'Renewal', trigger: { criterion: 'services', fromState: 6 }, effect: { type: 'reset' }, unitCost: 70, costVariations: [{ filter: { class: ['Operational'] }, percent: 15 }] },
    ],
    strategy: {
      name: 'One third of need',
      startYear: 2026,
      years: BENCHMARK_YEARS,
      fundingSources: [
        { id: 'operating', name: 'Operating budget' },
        { id: 'capital', name: 'Capital works program' },
        { id: 'grants', name: 'State and federal grants' },
      ],
      budget: { yearly: [yearlyBudget], fill: 'inflation', inflationPercent: 2.5 },
      split: [
        { fromYear: 2026, percent: { operating: 30, capital: 50, grants: 20 } },
        { fromYear: 2036, percent: { operating: 25, capital: 55, grants: 20 } },
      ],
      carryOver: true,
      benefit: { basedOn: 'servicePotential', calculationMethod: 'weighted', variation: { consequenceOfFailure: { '4': 10, '5': 25 } } },
    },
  };
}
