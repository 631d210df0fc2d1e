import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { Random } from '../../server/engine/random';
import { bell, nearSuburb, pick, round, STREET_KINDS, STREET_NAMES, SUBURBS } from './places';
import type { GeneratedPackage } from './writePackage';

/** Pavement Condition Index per state: 100 new, 10 failed. */
const PCI = [100, 85, 70, 55, 40, 25, 10];
const HIERARCHY = [
  { name: 'Arterial', share: 0.12, width: 12, cof: 5, criticality: 'High' },
  { name: 'Collector', share: 0.23, width: 9, cof: 4, criticality: 'Medium' },
  { name: 'Local access', share: 0.55, width: 7, cof: 2, criticality: 'Low' },
  { name: 'Laneway', share: 0.1, width: 4, cof: 1, criticality: 'Low' },
];
const REPLACEMENT_PER_M2 = 140;

/** About 12,000 sealed road segments of a fictional coastal council, one pavement criterion. */
export function roadsPackage(): GeneratedPackage {
  const rows: (string | number | null)[][] = [];
  const random = new Random(2101);
  let index = 0;
  while (rows.length < 12_000) {
    const suburb = pick(random, SUBURBS);
    const street = `${pick(random, STREET_NAMES)} ${pick(random, STREET_KINDS)}`;
    const hierarchy = pickShare(random);
    const segments = 1 + random.below(6);
    for (let segment = 1; segment <= segments && rows.length < 12_000; segment++) {
      index++;
      const length = Math.round(bell(random, 140, 160, 30, 400));
      const area = length * hierarchy.width;
      const state = Math.min(6, Math.floor(bell(random, 2.0, 4.5, 0, 6.99)));
      const point = nearSuburb(random, suburb);
      const riskScore = round(hierarchy.cof * (1 + state) * 0.7, 1);
      rows.push([
        `RD-${String(index).padStart(5, '0')}`,
        area,
        `${street}, ${suburb.name} (segment ${segment})`,
        'Road',
        'Sealed road',
        random.next() < 0.7 ? 'Spray seal' : 'Asphalt',
        hierarchy.name,
        suburb.name,
        hierarchy.criticality,
        hierarchy.cof,
        riskScore >= 15 ? 'High' : riskScore >= 7 ? 'Medium' : 'Low',
        riskScore,
        area * REPLACEMENT_PER_M2,
        point.x,
        point.y,
        Math.max(10, Math.min(100, Math.round((PCI[state] ?? 10) + (random.next() - 0.5) * 12))),
      ]);
    }
  }
  return {
    settings: roadsSettings(),
    header: ['asset_id', 'network_measure', 'name', 'class', 'subclass', 'type', 'hierarchy', 'location', 'criticality', 'consequence_of_failure', 'risk_rating', 'risk_score', 'asset_value', 'center_x', 'center_y', 'condition_pavement'],
    rows,
  };
}

function pickShare(random: Random): (typeof HIERARCHY)[number] {
  let draw = random.next();
  for (const level of HIERARCHY) {
    draw -= level.share;
    if (draw < 0) return level;
  }
  return HIERARCHY[HIERARCHY.length - 1] as (typeof HIERARCHY)[number];
}

function roadsSettings(): SimulationSettingsInput {
  return {
    formatVersion: 1,
    name: 'Bellarine Coast City Council – sealed roads',
    description: 'Sealed road network, pavement condition index 0-100, 20-year renewal strategy.',
    seed: 2026,
    serviceStates: PCI.map((nativeCondition, state) => ({
      state,
      remainingLife: [25, 21, 17, 12, 8, 4, 0][state] ?? 0,
      servicePotential: [100, 90, 76, 60, 42, 22, 5][state] ?? 0,
      nativeCondition,
    })),
    criteria: [
      {
        id: 'pavement',
        name: 'Pavement condition',
        weight: 1,
        defaultLife: 25,
        profile: [4, 8, 12, 16, 20, 25],
        distribution: 'gaussianMedium',
        lifeVariation: [
          { filter: { hierarchy: ['Arterial'] }, factor: 0.8 },
          { filter: { hierarchy: ['Collector'] }, factor: 0.9 },
          { filter: { hierarchy: ['Laneway'] }, factor: 1.2 },
        ],
      },
    ],
    treatments: [
      { id: 'crack_seal', name: 'Crack sealing', costType: 'Maintenance', trigger: { criterion: 'pavement', fromState: 1, toState: 2 }, effect: { type: 'addYears', years: 2 }, unitCost: 3.5, fundingSources: ['rates'] },
      { id: 'spray_reseal', name: 'Spray reseal', costType: 'Maintenance', trigger: { criterion: 'pavement', fromState: 2, toState: 3 }, effect: { type: 'improve', states: 2 }, unitCost: 11, filter: { type: ['Spray seal'] } },
      { id: 'asphalt_overlay', name: 'Asphalt overlay', costType: 'Renewal', trigger: { criterion: 'pavement', fromState: 3, toState: 4 }, effect: { type: 'improve', states: 3 }, unitCost: 38, costVariations: [{ filter: { hierarchy: ['Arterial'] }, percent: 20 }] },
      { id: 'rehabilitation', name: 'Pavement rehabilitation', costType: 'Renewal', trigger: { criterion: 'pavement', fromState: 5, toState: 5 }, effect: { type: 'reset' }, unitCost: 85 },
      { id: 'reconstruction', name: 'Full reconstruction', costType: 'Renewal', trigger: { criterion: 'pavement', fromState: 6 }, effect: { type: 'reset' }, unitCost: 150, followUp: { treatment: 'crack_seal', afterYears: 4 } },
    ],
    strategy: {
      name: '$24M a year with grants',
      startYear: 2026,
      years: 20,
      fundingSources: [
        { id: 'rates', name: 'General rates' },
        { id: 'roads_to_recovery', name: 'Roads to Recovery' },
        { id: 'local_roads_grant', name: 'Local Roads and Community Infrastructure' },
      ],
      budget: { yearly: [16_000_000], fill: 'inflation', inflationPercent: 3 },
      split: [
        { fromYear: 2026, percent: { rates: 60, roads_to_recovery: 30, local_roads_grant: 10 } },
        { fromYear: 2031, percent: { rates: 65, roads_to_recovery: 30, local_roads_grant: 5 } },
      ],
      carryOver: true,
      forced: [
        { asset: 'RD-00042', treatment: 'reconstruction', year: 2027 },
        { asset: 'RD-01200', treatment: 'asphalt_overlay', year: 2026 },
      ],
      excluded: ['RD-00007', 'RD-00008'],
      benefit: {
        basedOn: 'servicePotential',
        calculationMethod: 'weighted',
        variation: { consequenceOfFailure: { '1': -10, '4': 10, '5': 25 }, filters: [] },
      },
    },
  };
}
