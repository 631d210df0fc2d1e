/**
 * How a measure's values read: spend is a plain magnitude; for OSI more is better; for backlog (and
 * a condition given as a state, 0 new to 6 end of life) more is worse.
 */
export type MeasureDirection = 'magnitude' | 'higherIsBetter' | 'higherIsWorse';

/** Colour ramps from the lowest to the highest value (blues for amounts; red to green for quality). */
const RAMPS: Record<MeasureDirection, readonly string[]> = {
  magnitude: ['#dbeafe', '#93c5fd', '#3b82f6', '#1d4ed8', '#1e3a8a'],
  higherIsBetter: ['#dc2626', '#f97316', '#facc15', '#84cc16', '#16a34a'],
  higherIsWorse: ['#16a34a', '#84cc16', '#facc15', '#f97316', '#dc2626'],
};

/** A location whose measure has no value (e.g. OSI without asset values): drawn, but grey and small. */
export const NO_VALUE_COLOUR = '#94a3b8';
export const MIN_RADIUS = 5;
export const MAX_RADIUS = 19;

export type MeasureScale = {
  /** The lowest and highest value shown; null when no location has a value. */
  min: number | null;
  max: number | null;
  colourOf(value: number | null): string;
  /** Circle radius in pixels: the area grows with the value. */
  radiusOf(value: number | null): number;
  /** The ramp's colours from `min` to `max`, for the legend. */
  ramp: readonly string[];
};

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
const toHex = (values: number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The colour at `t` (0 to 1) along a ramp, blended between its two nearest stops. */
export function colourAlong(ramp: readonly string[], t: number): string {
  const position = Math.min(Math.max(t, 0), 1) * (ramp.length - 1);
  const low = Math.floor(position);
  const high = Math.min(low + 1, ramp.length - 1);
  const share = position - low;
  const [from, to] = [channels(ramp[low]!), channels(ramp[high]!)];
  return toHex(from.map((value, channel) => value + (to[channel]! - value) * share));
}

/**
 * The colours and sizes of the location circles for one measure. Colours spread over the values'
 * own range so that locations can be told apart; sizes of a non-negative amount start from zero
 * so that twice the spend looks like twice the area. Equal values sit in the middle of the ramp.
 */
export function measureScale(values: readonly (number | null)[], direction: MeasureDirection): MeasureScale {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const ramp = RAMPS[direction];
  if (present.length === 0) {
    return { min: null, max: null, colourOf: () => NO_VALUE_COLOUR, radiusOf: () => MIN_RADIUS, ramp };
  }
  const min = Math.min(...present);
  const max = Math.max(...present);
  const sizeFrom = direction === 'magnitude' && min >= 0 ? 0 : min;
  const share = (value: number, from: number) => (max === from ? 0.5 : (value - from) / (max - from));
  return {
    min,
    max,
    ramp,
    colourOf: (value) => (value === null || !Number.isFinite(value) ? NO_VALUE_COLOUR : colourAlong(ramp, share(value, min))),
    radiusOf: (value) =>
      value === null || !Number.isFinite(value) ? MIN_RADIUS : MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(Math.min(Math.max(share(value, sizeFrom), 0), 1)),
  };
}
