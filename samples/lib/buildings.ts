import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { Random } from '../../server/engine/random';
import { bell, nearSuburb, pick, SUBURBS } from './places';
import type { GeneratedPackage } from './writePackage';

/** Building condition rating per state, 10 (as new) to 1 (unserviceable). */
const RATING = [10, 9, 7.5, 6, 4.5, 3, 1];
const TYPES = [
  { class: 'Community', type: 'Community centre', area: [300, 1400], rate: 3900, cof: 4 },
  { class: 'Community', type: 'Public library', area: [600, 2500], rate: 4600, cof: 4 },
  { class: 'Community', type: 'Childcare centre', area: [250, 900], rate: 4200, cof: 5 },
  { class: 'Recreation', type: 'Sports pavilion', area: [150, 700], rate: 3300, cof: 3 },
  { class: 'Recreation', type: 'Aquatic centre', area: [1500, 5000], rate: 6200, cof: 5 },
  { class: 'Operational', type: 'Works depot', area: [400, 3000], rate: 2200, cof: 3 },
  { class: 'Operational', type: 'Public toilet', area: [20, 80], rate: 5200, cof: 2 },
  { class: 'Civic', type: 'Council office', area: [800, 6000], rate: 4800, cof: 4 },
  { class: 'Civic', type: 'Town hall', area: [500, 2000], rate: 5400, cof: 3 },
];

/** About 800 council buildings, three weighted criteria and asset values for FCI. */
export function buildingsPackage(): GeneratedPackage {
  const random = new Random(4404);
  const rows: (string | number | null)[][] = [];
  for (let index = 1; index <= 800; index++) {
    const kind = pick(random, TYPES);
    const suburb = pick(random, SUBURBS);
    const area = Math.round(bell(random, ((kind.area[0] ?? 100) + (kind.area[1] ?? 500)) / 2, (kind.area[1] ?? 500) - (kind.area[0] ?? 100), kind.area[0] ?? 100, kind.area[1] ?? 500));
    const heritage = random.next() < 0.08;
    const point = nearSuburb(random, suburb);
    const rating = () => RATING[Math.min(6, Math.floor(bell(random, 2.2, 4, 0, 6.99)))] ?? 1;
    rows.push([
      `BLD-${String(index).padStart(4, '0')}`,
      area,
      `${suburb.name} ${kind.type}`,
      kind.class,
      kind.type,
      heritage ? 'Heritage listed' : 'Standard',
      kind.cof >= 4 ? 'Essential' : 'Supporting',
      suburb.name,
      kind.cof >= 5 ? 'High' : kind.cof >= 3 ? 'Medium' : 'Low',
      kind.cof,
      Math.round(area * kind.rate * (heritage ? 1.25 : 1)),
      point.x,
      point.y,
      rating(),
      rating(),
      rating(),
    ]);
  }
  return {
    settings: buildingsSettings(),
    header: ['asset_id', 'network_measure', 'name', 'class', 'type', 'subtype', 'hierarchy', 'location', 'criticality', 'consequence_of_failure', 'asset_value', 'center_x', 'center_y', 'condition_structure', 'condition_roof', 'condition_services'],
    rows,
  };
}

function buildingsSettings(): SimulationSettingsInput {
  return {
    formatVersion: 1,
    name: 'Bellarine Coast City Council – buildings',
    description: 'Council building portfolio rated 1-10 on structure, roof and building services, with replacement values.',
    seed: 800,
    serviceStates: RATING.map((nativeCondition, state) => ({
      state,
      remainingLife: [60, 48, 37, 26, 16, 7, 0][state] ?? 0,
      servicePotential: [100, 91, 78, 62, 44, 24, 5][state] ?? 0,
      nativeCondition,
    })),
    criteria: [
      { id: 'structure', name: 'Structure and fabric', weight: 5, defaultLife: 70, profile: [12, 24, 36, 48, 60, 70], distribution: 'gaussianLow' },
      { id: 'roof', name: 'Roof', weight: 3, defaultLife: 35, profile: [6, 12, 18, 24, 30, 35], distribution: 'poisson', lifeVariation: [{ filter: { class: ['Operational'] }, factor: 0.85 }] },
      { id: 'services', name: 'Building services', weight: 2, defaultLife: 25, profile: [4, 8, 12, 16, 20, 25], distribution: 'discreteUniform' },
    ],
    treatments: [
      { id: 'external_repaint', name: 'External repaint', costType: 'Maintenance', trigger: { criterion: 'structure', fromState: 2, toState: 2 }, effect: { type: 'addYears', years: 6 }, unitCost: 28, fundingSources: ['operating'] },
      { id: 'structural_repairs', name: 'Structural repairs', costType: 'Renewal', trigger: { criterion: 'structure', fromState: 3, toState: 4 }, effect: { type: 'improve', states: 2 }, unitCost: 210, costVariations: [{ filter: { subtype: ['Heritage listed'] }, percent: 30 }] },
      { id: 'major_refurbishment', name: 'Major refurbishment', costType: 'Upgrade', trigger: { criterion: 'structure', fromState: 5 }, effect: { type: 'reset' }, effectCriteria: ['structure', 'roof', 'services'], unitCost: 1650, fundingSources: ['capital', 'state_grant'], followUp: { treatment: 'services_maintenance', afterYears: 5 } },
      { id: 'roof_repairs', name: 'Roof repairs', costType: 'Maintenance', trigger: { criterion: 'roof', fromState: 2, toState: 3 }, effect: { type: 'improve', states: 1 }, unitCost: 35 },
      { id: 'roof_replacement', name: 'Roof replacement', costType: 'Renewal', trigger: { criterion: 'roof', fromState: 4 }, effect: { type: 'reset' }, unitCost: 240, followUp: { treatment: 'external_repaint', afterYears: 1 } },
      { id: 'services_maintenance', name: 'Services maintenance', costType: 'Maintenance', trigger: { criterion: 'services', fromState: 2, toState: 3 }, effect: { type: 'improve', states: 1 }, unitCost: 22, fundingSources: ['operating'] },
      { id: 'services_renewal', name: 'Mechanical and electrical renewal', costType: 'Renewal', trigger: { criterion: 'services', fromState: 4 }, effect: { type: 'reset' }, unitCost: 380 },
      { id: 'accessibility_upgrade', name: 'Accessibility and compliance upgrade', costType: 'Upgrade', trigger: { criterion: 'services', fromState: 5 }, filter: { class: ['Community', 'Civic'] }, effect: { type: 'reset' }, effectCriteria: ['services', 'structure'], unitCost: 520, applyRate: 60, fundingSources: ['capital', 'state_grant'] },
    ],
    strategy: {
      name: '$14M a year, carry-over on',
      startYear: 2026,
      years: 25,
      fundingSources: [
        { id: 'capital', name: 'Capital works program' },
        { id: 'operating', name: 'Operating maintenance budget' },
        { id: 'state_grant', name: 'Growing Suburbs Fund grant' },
      ],
      budget: { yearly: [12_000_000, 12_500_000, 13_000_000], fill: 'inflation', inflationPercent: 2.5 },
      split: [
        { fromYear: 2026, percent: { capital: 60, operating: 25, state_grant: 15 } },
        { fromYear: 2031, percent: { capital: 65, operating: 25, state_grant: 10 } },
      ],
      carryOver: true,
      forced: [{ asset: 'BLD-0001', treatment: 'major_refurbishment', year: 2027 }],
      excluded: ['BLD-0013'],
      benefit: {
        basedOn: 'servicePotential',
        calculationMethod: 'weighted',
        variation: { consequenceOfFailure: { '1': -20, '2': -10, '4': 15, '5': 30 }, filters: [{ filter: { subtype: ['Heritage listed'] }, percent: 10 }] },
      },
    },
  };
}
