import type { Random } from '../../server/engine/random';

/**
 * Suburbs of a coastal Victorian council area, with approximate centres (longitude, latitude).
 * The councils in the samples are fictional; the suburbs give the reports real-looking places.
 */
export const SUBURBS: readonly { name: string; x: number; y: number }[] = [
  { name: 'Belmont', x: 144.342, y: -38.175 },
  { name: 'Highton', x: 144.312, y: -38.17 },
  { name: 'Grovedale', x: 144.33, y: -38.2 },
  { name: 'Newtown', x: 144.335, y: -38.153 },
  { name: 'Geelong West', x: 144.345, y: -38.137 },
  { name: 'Herne Hill', x: 144.325, y: -38.134 },
  { name: 'Hamlyn Heights', x: 144.327, y: -38.122 },
  { name: 'Bell Park', x: 144.335, y: -38.108 },
  { name: 'Corio', x: 144.36, y: -38.075 },
  { name: 'Norlane', x: 144.355, y: -38.09 },
  { name: 'Lara', x: 144.405, y: -38.02 },
  { name: 'Leopold', x: 144.47, y: -38.19 },
  { name: 'Ocean Grove', x: 144.52, y: -38.26 },
  { name: 'Barwon Heads', x: 144.49, y: -38.28 },
  { name: 'Armstrong Creek', x: 144.37, y: -38.23 },
  { name: 'Waurn Ponds', x: 144.3, y: -38.2 },
  { name: 'Drumcondra', x: 144.355, y: -38.13 },
  { name: 'Rippleside', x: 144.353, y: -38.124 },
  { name: 'Breakwater', x: 144.37, y: -38.18 },
  { name: 'Whittington', x: 144.39, y: -38.17 },
  { name: 'St Albans Park', x: 144.395, y: -38.185 },
  { name: 'Newcomb', x: 144.395, y: -38.165 },
  { name: 'Moolap', x: 144.43, y: -38.165 },
  { name: 'East Geelong', x: 144.375, y: -38.155 },
  { name: 'South Geelong', x: 144.36, y: -38.162 },
  { name: 'North Geelong', x: 144.35, y: -38.11 },
  { name: 'Bell Post Hill', x: 144.32, y: -38.095 },
  { name: 'Fyansford', x: 144.31, y: -38.14 },
  { name: 'Wandana Heights', x: 144.29, y: -38.17 },
  { name: 'Marshall', x: 144.36, y: -38.2 },
  { name: 'Charlemont', x: 144.36, y: -38.215 },
  { name: 'Mount Duneed', x: 144.33, y: -38.24 },
  { name: 'Clifton Springs', x: 144.56, y: -38.15 },
  { name: 'Drysdale', x: 144.57, y: -38.17 },
  { name: 'Portarlington', x: 144.65, y: -38.11 },
  { name: 'Indented Head', x: 144.71, y: -38.14 },
  { name: 'St Leonards', x: 144.72, y: -38.17 },
  { name: 'Curlewis', x: 144.54, y: -38.16 },
  { name: 'Point Lonsdale', x: 144.61, y: -38.28 },
  { name: 'Torquay', x: 144.32, y: -38.33 },
];

export const STREET_NAMES: readonly string[] = [
  'Aberdeen', 'Ballarat', 'Barrabool', 'Bellarine', 'Boundary', 'Bourke', 'Church', 'Coppards', 'Corio',
  'Darling', 'Eastern', 'Fenwick', 'Fitzroy', 'Gheringhap', 'Grubb', 'High', 'Hope', 'Kilgour', 'La Trobe',
  'Latrobe', 'Malop', 'Minerva', 'Moorabool', 'Myers', 'Noble', 'Pakington', 'Portarlington', 'Princes',
  'Roslyn', 'Ryrie', 'Shannon', 'Station', 'Surf Coast', 'Swanston', 'Thompson', 'Torquay', 'Vines', 'Waurn Ponds',
  'Wilsons', 'Yarra', 'Banksia', 'Wattle', 'Acacia', 'Grevillea', 'Melaleuca', 'Bottlebrush', 'Correa', 'Hakea',
];

export const STREET_KINDS: readonly string[] = ['Road', 'Street', 'Avenue', 'Drive', 'Court', 'Parade', 'Crescent', 'Lane', 'Way', 'Terrace'];

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[random.below(items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** A point near a suburb's centre, within about a kilometre. */
export function nearSuburb(random: Random, suburb: { x: number; y: number }): { x: number; y: number } {
  return { x: round(suburb.x + (random.next() - 0.5) * 0.02, 6), y: round(suburb.y + (random.next() - 0.5) * 0.016, 6) };
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** A draw with a rough bell shape around the mean (sum of three uniforms), clamped to [min, max]. */
export function bell(random: Random, mean: number, spread: number, min: number, max: number): number {
  const value = mean + spread * (random.next() + random.next() + random.next() - 1.5);
  return Math.min(max, Math.max(min, value));
}
