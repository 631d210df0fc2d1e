import { describe, expect, it } from 'vitest';
import { colourAlong, MAX_RADIUS, measureScale, MIN_RADIUS, NO_VALUE_COLOUR } from '../../../src/ui/components/maps/measureScale';

const GREEN = '#16a34a';
const RED = '#dc2626';
const PALE_BLUE = '#dbeafe';
const DEEP_BLUE = '#1e3a8a';

describe('colouring the locations by a measure', () => {
  it('paints spend from pale to deep blue, lowest to highest', () => {
    const scale = measureScale([120_000, 4_500_000, 900_000], 'magnitude');
    expect(scale.colourOf(120_000)).toBe(PALE_BLUE);
    expect(scale.colourOf(4_500_000)).toBe(DEEP_BLUE);
    expect([scale.min, scale.max]).toEqual([120_000, 4_500_000]);
  });

  it('paints the best OSI green and the worst red', () => {
    const scale = measureScale([42.5, 88.1, 61], 'higherIsBetter');
    expect(scale.colourOf(88.1)).toBe(GREEN);
    expect(scale.colourOf(42.5)).toBe(RED);
  });

  it('paints the largest backlog (and the worst average state) red and the smallest green', () => {
    const backlog = measureScale([0, 2_000_000], 'higherIsWorse');
    expect(backlog.colourOf(2_000_000)).toBe(RED);
    expect(backlog.colourOf(0)).toBe(GREEN);
    const state = measureScale([1.2, 3.8], 'higherIsWorse');
    expect(state.colourOf(3.8)).toBe(RED);
  });

  it('blends between neighbouring stops: the middle value takes the middle stop', () => {
    expect(measureScale([0, 50, 100], 'higherIsBetter').colourOf(50)).toBe('#facc15');
    expect(colourAlong(['#000000', '#ffffff'], 0.5)).toBe('#808080');
  });

  it('shows a location without a value in grey, at the smallest size', () => {
    const scale = measureScale([10, null, 30], 'higherIsBetter');
    expect(scale.colourOf(null)).toBe(NO_VALUE_COLOUR);
    expect(scale.radiusOf(null)).toBe(MIN_RADIUS);
  });

  it('shows every location in grey when none has a value, and the legend has no range', () => {
    const scale = measureScale([null, null], 'magnitude');
    expect([scale.min, scale.max]).toEqual([null, null]);
    expect(scale.colourOf(5)).toBe(NO_VALUE_COLOUR);
  });

  it('puts equal values in the middle of the ramp', () => {
    const scale = measureScale([70, 70], 'higherIsBetter');
    expect(scale.colourOf(70)).toBe('#facc15');
  });

  it('sizes spend from zero by area: four times the spend, twice the radius above the smallest', () => {
    const scale = measureScale([250, 1000], 'magnitude');
    expect(scale.radiusOf(1000)).toBe(MAX_RADIUS);
    expect(scale.radiusOf(250) - MIN_RADIUS).toBeCloseTo((MAX_RADIUS - MIN_RADIUS) / 2, 9);
    expect(scale.radiusOf(0)).toBe(MIN_RADIUS);
  });

  it('sizes a condition over its own range, the higher value larger', () => {
    const scale = measureScale([40, 60, 80], 'higherIsBetter');
    expect(scale.radiusOf(40)).toBe(MIN_RADIUS);
    expect(scale.radiusOf(80)).toBe(MAX_RADIUS);
    expect(scale.radiusOf(60)).toBeGreaterThan(MIN_RADIUS);
    expect(scale.radiusOf(60)).toBeLessThan(MAX_RADIUS);
  });
});
