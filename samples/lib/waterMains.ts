import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { Random } from '../../server/engine/random';
import { bell, nearSuburb, pick, STREET_KINDS, STREET_NAMES, SUBURBS } from './places';
import type { GeneratedPackage } from './writePackage';

/** Condition grade per state, 1 (very good) to 5 (failed), as water utilities score pipes. */
const GRADE = [1, 1.5, 2, 2.5, 3.5, 4.25, 5];
/**
 * Pipe materials with their share of the network, their install years and how long they last
 * against the 90-year profile. Each state's duration is drawn with low Gaussian variance and the
 * six are summed, which gives the skewed, Weibull-like spread of failure ages that pipe fleets
 * show. The mix is that of a regional Victorian utility: mostly asbestos cement and PVC, a
 * remnant of old cast iron, so that about a sixth of the network is in poor condition today.
 */
const MATERIALS = [
  { code: 'CI', name: 'Cast iron', share: 0.13, life: 1.05, firstInstalled: 1925, lastInstalled: 1965 },
  { code: 'AC', name: 'Asbestos cement', share: 0.33, life: 0.85, firstInstalled: 1956, lastInstalled: 1988 },
  { code: 'DICL', name: 'Ductile iron cement lined', share: 0.15, life: 1.2, firstInstalled: 1975, lastInstalled: 2020 },
  { code: 'PVC', name: 'PVC', share: 0.27, life: 1.15, firstInstalled: 1980, lastInstalled: 2024 },
  { code: 'PE', name: 'Polyethylene', share: 0.12, life: 1.3, firstInstalled: 1995, lastInstalled: 2024 },
];
/** Current replacement cost per metre by diameter (open-cut renewal in a sealed road, 2026 dollars). */
const REPLACEMENT_PER_METRE: Readonly<Record<number, number>> = { 100: 950, 150: 1150, 225: 1600, 300: 2200, 375: 2700, 450: 3200 };
const DIAMETERS = [100, 100, 150, 150, 150, 225, 300, 375, 450];
const PROFILE = [20, 38, 54, 68, 80, 90];

/** About 30,000 water mains with install years and materials, 30-year plan. */
export function waterMainsPackage(): GeneratedPackage {
  const random = new Random(3303);
  const rows: (string | number | null)[][] = [];
  for (let index = 1; index <= 30_000; index++) {
    const material = pickMaterial(random);
    const suburb = pick(random, SUBURBS);
    const diameter = pick(random, DIAMETERS);
    const length = Math.round(bell(random, 110, 170, 6, 450));
    const installed = Math.round(material.firstInstalled + random.next() * (material.lastInstalled - material.firstInstalled));
    const age = 2026 - installed;
    const state = stateAtAge(age / material.life, random);
    const cof = diameter >= 300 ? 5 : diameter >= 225 ? 4 : suburb.name.includes('Geelong') ? 3 : 2;
    const point = nearSuburb(random, suburb);
    rows.push([
      `WM-${String(index).padStart(6, '0')}`,
      length,
      `${pick(random, STREET_NAMES)} ${pick(random, STREET_KINDS)} main, ${suburb.name}`,
      'Water main',
      diameter >= 300 ? 'Trunk main' : 'Reticulation main',
      material.code,
      `DN${diameter}`,
      diameter >= 300 ? 'Trunk' : 'Reticulation',
      suburb.name,
      diameter >= 300 ? 'Critical' : 'Standard',
      cof,
      Math.round(length * (REPLACEMENT_PER_METRE[diameter] ?? 1150)),
      point.x,
      point.y,
      GRADE[state] ?? 5,
    ]);
  }
  return {
    settings: waterMainsSettings(),
    header: ['asset_id', 'network_measure', 'name', 'class', 'subclass', 'type', 'subtype', 'hierarchy', 'location', 'criticality', 'consequence_of_failure', 'asset_value', 'center_x', 'center_y', 'condition_condition'],
    rows,
  };
}

function pickMaterial(random: Random): (typeof MATERIALS)[number] {
  let draw = random.next();
  for (const material of MATERIALS) {
    draw -= material.share;
    if (draw < 0) return material;
  }
  return MATERIALS[MATERIALS.length - 1] as (typeof MATERIALS)[number];
}

/** The state a pipe of this effective age is in, give or take a few years. */
function stateAtAge(age: number, random: Random): number {
  const jittered = age * (0.85 + random.next() * 0.3);
  let state = 0;
  while (state < 6 && jittered >= (PROFILE[state] ?? Number.POSITIVE_INFINITY)) state++;
  return state;
}

function waterMainsSettings(): SimulationSettingsInput {
  return {
    formatVersion: 1,
    name: 'Barwon Coast Water – water mains',
    description: 'Reticulation and trunk water mains, condition grade 1-5, 30-year renewal plan.',
    seed: 3030,
    serviceStates: GRADE.map((nativeCondition, state) => ({
      state,
      remainingLife: [90, 70, 52, 36, 22, 10, 0][state] ?? 0,
      servicePotential: [100, 92, 80, 64, 45, 22, 5][state] ?? 0,
      nativeCondition,
    })),
    criteria: [
      {
        id: 'condition',
        name: 'Pipe condition',
        weight: 1,
        defaultLife: 90,
        profile: PROFILE,
        distribution: 'gaussianLow',
        lifeVariation: MATERIALS.map((material) => ({ filter: { type: [material.code] }, factor: material.life })),
      },
    ],
    treatments: [
      { id: 'relining', name: 'Structural relining (CIPP)', costType: 'Renewal', trigger: { criterion: 'condition', fromState: 4, toState: 5 }, filter: { type: ['CI', 'DICL', 'AC'] }, effect: { type: 'improve', states: 3 }, unitCost: 520, fundingSources: ['water_charges', 'state_grant'] },
      { id: 'pipe_bursting', name: 'Pipe bursting', costType: 'Renewal', trigger: { criterion: 'condition', fromState: 5, toState: 6 }, filter: { hierarchy: ['Reticulation'] }, effect: { type: 'reset' }, unitCost: 780 },
      { id: 'open_cut', name: 'Open-cut replacement', costType: 'Renewal', trigger: { criterion: 'condition', fromState: 5, toState: 6 }, effect: { type: 'reset' }, unitCost: 1250, costVariations: [{ filter: { hierarchy: ['Trunk'] }, percent: 60 }] },
    ],
    strategy: {
      name: 'Hold renewals at $11M a year',
      startYear: 2026,
      years: 30,
      fundingSources: [
        { id: 'water_charges', name: 'Water charges' },
        { id: 'developer_charges', name: 'Developer charges' },
        { id: 'state_grant', name: 'State water security grant' },
      ],
      budget: { yearly: [11_000_000, 11_000_000, 12_000_000], fill: 'inflation', inflationPercent: 2.5 },
      split: [{ fromYear: 2026, percent: { water_charges: 75, developer_charges: 15, state_grant: 10 } }],
      carryOver: false,
      benefit: {
        basedOn: 'cumulativeServicePotential',
        calculationMethod: 'weighted',
        variation: { consequenceOfFailure: { '2': 0, '3': 10, '4': 30, '5': 60 }, filters: [] },
      },
    },
  };
}
